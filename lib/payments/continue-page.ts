import { NextResponse } from 'next/server';
import { escapeHtml } from '@/lib/mail/layout';
import type { CheckoutForm } from '@/lib/providers/wallets/wallet';

/**
 * The page that carries the shopper on to the provider's next step: a form the browser posts at
 * once (a top-level navigation, as the providers require), with a button for a browser without
 * scripts. The Content-Security-Policy's form-action already lets it post to the wallet's host, and
 * its script-src runs the one inline script by the nonce proxy.ts made for this answer.
 */
function continuePage(form: CheckoutForm, providerName: string, nonce: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const title = `Continuing to ${escapeHtml(providerName)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><h1>${title}…</h1>
<form id="next" method="post" action="${escapeHtml(form.action)}">${inputs}<button type="submit">Continue to ${escapeHtml(providerName)}</button></form>
</main><script nonce="${escapeHtml(nonce)}">document.getElementById('next').submit()</script></body></html>`;
}

/** continuePage as the answer to the shopper's browser: HTML, never stored. `nonce`: the request's (pageNonce). */
export function continuePageResponse(form: CheckoutForm, providerName: string, nonce: string): NextResponse {
  return new NextResponse(continuePage(form, providerName, nonce), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
