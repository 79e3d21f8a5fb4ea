import { escapeHtml } from '../http.ts';
import type { SandboxAttempt } from './attempts.ts';

const NAMES = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa' } as const;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:.25rem;padding:.1rem .5rem;font-weight:600}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #57534e;background:#fff;color:#1c1917}
button.primary{background:#166534;border-color:#166534;color:#fff}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The hosted payment page: the amount, and the shopper's choices. */
export function checkoutPage(attempt: SandboxAttempt): string {
  const name = NAMES[attempt.provider];
  const rupees = (attempt.amountPaisa / 100).toLocaleString('en-PK', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const choice = (outcome: string, label: string, primary = false) =>
    `<button type="submit" name="outcome" value="${outcome}"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`;
  return page(
    `${name} sandbox`,
    `<p class="badge">Sandbox: no money moves</p>
<h1>Pay with ${name}</h1>
<p>Amount: <strong>Rs. ${escapeHtml(rupees)}</strong><br>Reference: ${escapeHtml(attempt.reference)}</p>
<form method="post" action="../decide">
<input type="hidden" name="reference" value="${escapeHtml(attempt.reference)}">
${choice('paid', 'Pay', true)}${choice('failed', 'Fail')}${choice('cancelled', 'Cancel')}${choice('pending', 'Leave pending')}
${choice('paid_closed', 'Pay and close the tab (the shop learns it from the IPN)')}
</form>`,
  );
}

/** JazzCash answers the browser with a form it posts back to the shop's return URL. */
export function postBackPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Returning to the shop',
    `<form id="back" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit" class="primary">Return to the shop</button></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

export function closedTabPage(): string {
  return page('Payment done', '<p class="badge">Sandbox: no money moves</p><h1>Paid</h1><p>You can close this tab.</p>');
}

export function refusedPage(reason: string): string {
  return page('Payment refused', `<p class="badge">Sandbox</p><h1>The payment request was refused</h1><p>${escapeHtml(reason)}</p>`);
}
