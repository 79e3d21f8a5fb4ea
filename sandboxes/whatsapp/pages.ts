import { escapeHtml } from '../http.ts';
import type { ChatMessage } from './chats.ts';

/** The phone-like page of one number: its chat with the business, the template's buttons to tap, and a box to type in. */
export function phonePage(phone: string, messages: ChatMessage[], webhookStatus: string | null): string {
  const bubbles = messages.map((message) => bubble(phone, message)).join('\n');
  const delivered =
    webhookStatus === null
      ? ''
      : `<p class="note" role="status">${webhookStatus === '0' ? "The shop's webhook could not be reached." : `The shop's webhook answered ${escapeHtml(webhookStatus)}.`}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>WhatsApp sandbox: +${escapeHtml(phone)}</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#e7e5e4;color:#1c1917}
main{max-width:24rem;margin:1rem auto;background:#efeae2;border-radius:1.5rem;padding:1rem;min-height:80vh}
header{font-weight:600;margin-bottom:.75rem}.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:.25rem;padding:0 .4rem;font-size:.8rem}
.bubble{background:#fff;border-radius:.6rem;padding:.5rem .7rem;margin:.4rem 0;max-width:85%;white-space:pre-wrap}
.shopper{background:#d9fdd3;margin-left:auto}.bubble form{margin:0}
.bubble button{display:block;width:100%;margin-top:.35rem;padding:.45rem;border:0;border-top:1px solid #e7e5e4;background:none;color:#027eb5;font-size:.95rem}
.note{font-size:.85rem;color:#57534e}.compose{display:flex;gap:.5rem;margin-top:1rem}.compose input{flex:1;padding:.5rem;border-radius:1rem;border:1px solid #a8a29e}</style></head>
<body><main><header>+${escapeHtml(phone)} <span class="badge">WhatsApp sandbox: no real messages</span></header>
${bubbles || '<p class="note">No messages yet.</p>'}
${delivered}
<form class="compose" method="post" action="${escapeHtml(phone)}/send"><input name="text" aria-label="Message" placeholder="Message" maxlength="1000" required><button type="submit">Send</button></form>
</main></body></html>`;
}

function bubble(phone: string, message: ChatMessage): string {
  const buttons = message.buttons
    .map(
      (button, index) =>
        `<form method="post" action="${escapeHtml(phone)}/tap"><input type="hidden" name="message" value="${escapeHtml(message.id)}">` +
        `<input type="hidden" name="button" value="${index}"><button type="submit">${escapeHtml(button.label)}</button></form>`,
    )
    .join('');
  return `<div class="bubble ${message.from}" dir="auto" data-message-id="${escapeHtml(message.id)}">${escapeHtml(message.text)}${buttons}</div>`;
}
