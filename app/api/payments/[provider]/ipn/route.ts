import { failure, json } from '@/lib/http/response';
import { route } from '@/lib/http/route';
import { IPN_RECEIVED } from '@/lib/payments/messages';
import { notificationSchema } from '@/lib/payments/schema';
import { settleMessage } from '@/lib/payments/settle';
import { WALLET_IDS, type WalletId } from '@/lib/payments/types';

export const dynamic = 'force-dynamic';

/**
 * POST /api/payments/{jazzcash|easypaisa}/ipn: the provider's server-to-server notification, checked
 * like the shopper's return (signature, reference, amount, currency, then the provider's status
 * inquiry) and applied once. It always acknowledges a notification it has logged, so the provider
 * stops repeating it; what was not applied is flagged for the owner.
 */
export const POST = route({ body: notificationSchema }, async ({ input, params }) => {
  const wallet = String(params.provider);
  if (!WALLET_IDS.includes(wallet as WalletId)) return failure(404, 'Unknown payment provider.');
  const settled = await settleMessage(wallet as WalletId, 'ipn', input);
  return json({ ok: true, message: IPN_RECEIVED, pp_ResponseCode: '000', pp_ResponseMessage: IPN_RECEIVED, state: settled.state });
});
