import { NextRequest } from 'next/server';
import { Problem } from '@/lib/errors/problem';
import { isFormContentType, readFormFields } from '@/lib/http/request-checks';
import { problemResponse, route } from '@/lib/http/route';
import { paymentEndpoints } from '@/lib/payments/contract';
import { IPN_RECEIVED } from '@/lib/payments/messages';
import { walletProvider } from '@/lib/payments/providers';
import { settleMessage, settleNotificationAt } from '@/lib/payments/settle';
import { isWalletId } from '@/lib/providers/wallets/registry';

export const dynamic = 'force-dynamic';

/**
 * The providers' server-to-server notifications, checked like the shopper's return (signature,
 * reference, amount, currency, then the provider's status inquiry) and applied once. A notification
 * the shop has logged is always acknowledged, so the provider stops repeating it; what was not
 * applied is flagged for the owner.
 *
 * POST: a wallet that posts its notification's fields, as JSON or as a form (its guides do not say
 * which; its return to the shop is a form post).
 */
const postedNotification = route(paymentEndpoints.notify, {}, async ({ input, params }) => {
  const wallet = walletNamed(params.provider, 'posted');
  if (!wallet) throw new Problem('unknown_wallet');
  const settled = await settleMessage(wallet.id, 'ipn', input);
  return { ok: true, message: IPN_RECEIVED, state: settled.state, ...wallet.provider.ipnAcknowledgement(IPN_RECEIVED) };
});

/** Only a wallet that posts its notification may send it as a form; any other body goes through the edge's own checks. */
async function postNotification(request: NextRequest, context: { params: Promise<Record<string, string>> }) {
  const form = isFormContentType(request.headers.get('content-type'));
  if (!form || !walletNamed((await context.params).provider, 'posted')) return postedNotification(request, context);
  let fields: Record<string, string>;
  try {
    fields = await readFormFields(request);
  } catch (error) {
    if (error instanceof Problem) return problemResponse(error, request);
    throw error;
  }
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return postedNotification(new NextRequest(request.url, { method: 'POST', headers, body: JSON.stringify(fields) }), context);
}

export const POST = Object.assign(postNotification, { endpoint: paymentEndpoints.notify });

/**
 * GET ?url=…: a wallet whose notification names a link on its own host that holds it (Easypay); the
 * shop reads it from there (a link elsewhere is refused) and settles it.
 */
export const GET = route(paymentEndpoints.notifyByLink, {}, async ({ query, params }) => {
  const wallet = walletNamed(params.provider, 'link');
  if (!wallet) throw new Problem('unknown_wallet');
  const settled = await settleNotificationAt(wallet.id, query.url);
  if (settled === 'unreadable') throw new Problem('notification_unreadable');
  if (settled === 'not_from_provider') throw new Problem('notification_not_from_provider');
  return { ok: true, message: IPN_RECEIVED, state: settled.state };
});

/** The wallet the path names, when it is in use and its notification is posted fields or a link (readNotificationAt). */
function walletNamed(id: string, ipn: 'posted' | 'link') {
  if (!isWalletId(id)) return null;
  const provider = walletProvider(id);
  return provider && Boolean(provider.readNotificationAt) === (ipn === 'link') ? { id, provider } : null;
}
