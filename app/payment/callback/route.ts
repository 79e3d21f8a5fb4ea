import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';
import { Problem } from '@/lib/errors/problem';
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';
import { readFormFields } from '@/lib/http/request-checks';
import { problemResponse } from '@/lib/http/route';
import { continuePageResponse } from '@/lib/payments/continue-page';
import { walletOfMessage, walletProvider } from '@/lib/payments/providers';
import { settleMessage, type Settlement } from '@/lib/payments/settle';
import { pageNonce } from '@/lib/security/shop-headers';

export const dynamic = 'force-dynamic';

/**
 * A shopper comes back here once or twice per payment attempt; a client that comes back more often
 * is refused before its post is read or a provider is asked (issue 31 §3). Counted per client address;
 * a return the provider's signature and the payment's own details bear out is given back, so shoppers
 * who share a carrier's address are never refused for paying.
 */
const CALLBACKS_PER_CLIENT = 30;
const CALLBACK_WINDOW_MS = 5 * 60_000;
const callbacks = new RateLimiter('payment-callback', CALLBACKS_PER_CLIENT, CALLBACK_WINDOW_MS);

/**
 * The provider sends the shopper back here: JazzCash posts its signed pp_ fields (a cross-site form
 * post, so no same-site check), Easypay redirects twice: first with an auth_token, which the
 * shopper's browser posts on to Easypay's Confirm.jsf (the page below), then, once the shopper has
 * paid or not, with its fields in the query. For a result the shopper goes on (303) to
 * /transaction-result, which shows the order's payment as the shop recorded it after checking with
 * the provider.
 */
export async function POST(request: NextRequest) {
  const refused = await overLimit(request);
  if (refused) return refused;
  let params: Record<string, string>;
  try {
    params = await readFormFields(request);
  } catch {
    return resultRedirect({ state: 'unverified', reference: null, orderNumber: null });
  }
  return answer(request, { ...Object.fromEntries(request.nextUrl.searchParams), ...params });
}

export async function GET(request: NextRequest) {
  const refused = await overLimit(request);
  if (refused) return refused;
  return answer(request, Object.fromEntries(request.nextUrl.searchParams));
}

async function answer(request: NextRequest, params: Record<string, string>) {
  const sender = walletOfMessage(params);
  if (!sender) return resultRedirect({ state: 'unverified', reference: null, orderNumber: null });
  if (sender.step) return continueCheckout(request, sender.wallet, params);
  try {
    const settled = await settleMessage(sender.wallet, 'return', params);
    if (settled.state !== 'unverified') await callbacks.giveBack(rateLimitKey(request));
    return resultRedirect(settled);
  } catch (error) {
    console.error('payment callback:', error);
    return resultRedirect({ state: 'pending', reference: null, orderNumber: null });
  }
}

/** The 429 (with Retry-After) of a client over CALLBACKS_PER_CLIENT, else null. */
async function overLimit(request: NextRequest): Promise<NextResponse | null> {
  const wait = await callbacks.hit(rateLimitKey(request));
  if (wait === 0) return null;
  return problemResponse(new Problem('too_many_requests', { headers: { 'Retry-After': String(wait) } }), request);
}

function continueCheckout(request: NextRequest, wallet: string, params: Record<string, string>) {
  const provider = walletProvider(wallet);
  const form = provider?.continueCheckout(params, serverEnv().SITE_URL);
  if (!provider || !form) return resultRedirect({ state: 'unverified', reference: null, orderNumber: null });
  return continuePageResponse(form, provider.name, pageNonce(request.headers));
}

function resultRedirect(settled: Settlement) {
  const url = new URL('/transaction-result', serverEnv().SITE_URL);
  if (settled.reference) url.searchParams.set('ref', settled.reference);
  else url.searchParams.set('state', settled.state);
  return NextResponse.redirect(url, 303);
}
