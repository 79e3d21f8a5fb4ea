import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { walletAttemptToCheck } from '@/lib/orders/admin-wallet-check';
import { orderEndpoints } from '@/lib/orders/contract';
import { WALLET_STATUS_CHECKED } from '@/lib/orders/messages';
import { settleByInquiry } from '@/lib/payments/settle';

export const dynamic = 'force-dynamic';

/**
 * Recording a gateway result is server-only; the admin's own read, under RLS, decides which order
 * and attempt.
 */
export const POST = route(orderEndpoints.checkWalletPayment, { session: 'admin' }, async ({ params, supabase }) => {
  const reference = walletAttemptToCheck(await requireAdminOrder(supabase, params.orderNumber));
  const settled = await settleByInquiry(reference);
  const order = await requireAdminOrder(supabase, params.orderNumber);
  return { ok: true, order, message: WALLET_STATUS_CHECKED[settled.state] };
});
