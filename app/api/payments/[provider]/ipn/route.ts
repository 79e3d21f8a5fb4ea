import { NextRequest } from 'next/server';
import { Problem } from '@/lib/errors/problem';
import { isFormContentType, readFormFields } from '@/lib/http/request-checks';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { problemResponse } from '@/lib/http/route';
import { IPN_NOT_FROM_PROVIDER, IPN_RECEIVED, IPN_UNREADABLE, UNKNOWN_PROVIDER } from '@/lib/payments/messages';
import { walletProvider } from '@/lib/payments/providers';
import { isWalletId } from '@/lib/providers/wallets/registry';
import { notificationLinkSchema, notificationSchema } from '@/lib/payments/schema';
import { settleMessage, settleNotificationAt } from '@/lib/payments/settle';

export const dynamic = 'force-dynamic';

/**
 * The providers' server-to-server notifications, checked like the shopper's return (signature,
 * reference, amount, currency, then the provider's status inquiry) and applied once. A notification
 * the shop has logged is always acknowledged, so the provider stops repeating it; what was not
 * applied is flagged for the owner.
 *
 * POST /api/payments/<wallet>/ipn: a wallet that posts its notification's fields (JazzCash: its
 * signed pp_ fields), as JSON or as a form (its guides do not say which; its return to the shop is a
 * form post).
 */
const postedNotification = route({ body: notificationSchema }, async ({ input, params }) => {
  const wallet = walletNamed(params.provider, 'posted');
  if (!wallet) return failure(404, UNKNOWN_PROVIDER);
  const settled = await settleMessage(wallet.id, 'ipn', input);
  return json({ ok: true, message: IPN_RECEIVED, state: settled.state, ...wallet.provider.ipnAcknowledgement(IPN_RECEIVED) });
});

export async function POST(request: NextRequest, context: { params: Promise<Record<string, string>> }) {
  const form = isFormContentType(request.headers.get('content-type'));
  // Only a wallet that posts its notification may send it as a form; any other body goes through the edge's own checks.
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

/** The wallet the path names, when it is in use and its IPN is posted fields or a link (readNotificationAt). */
function walletNamed(id: unknown, ipn: 'posted' | 'link') {
  if (typeof id !== 'string' || !isWalletId(id)) return null;
  const provider = walletProvider(id);
  if (!provider || Boolean(provider.readNotificationAt) !== (ipn === 'link')) return null;
  return { id, provider };
}

/**
 * GET /api/payments/<wallet>/ipn?url=…: a wallet whose IPN names a link on its own host that holds
 * the notification (Easypay); the shop reads it from there (a link elsewhere is refused) and settles it.
 */
export const GET = route({ query: notificationLinkSchema }, async ({ query, params }) => {
  const wallet = walletNamed(params.provider, 'link');
  if (!wallet) return failure(404, UNKNOWN_PROVIDER);
  const settled = await settleNotificationAt(wallet.id, query.url);
  if (settled === 'unreadable') return failure(502, IPN_UNREADABLE);
  if (settled === 'not_from_provider') return failure(400, IPN_NOT_FROM_PROVIDER);
  return json({ ok: true, message: IPN_RECEIVED, state: settled.state });
});
