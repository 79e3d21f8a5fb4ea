import { z } from 'zod';
import { ADMIN_ORDER_NOT_FOUND, NO_WALLET_ATTEMPT, WALLET_STATUS_CHECKED } from '@/lib/orders/messages';
import { getAdminOrder } from '@/lib/orders/admin-queries';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { settleByInquiry } from '@/lib/payments/settle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/orders/{orderNumber}/payment-check {} → the order as it is now: "check status now"
 * asks the wallet provider about the order's latest unfinished attempt and applies its answer like a
 * notification would (recording a gateway result is server-only; the admin's own read, under RLS,
 * decides which order and attempt).
 */
export const POST = route({ body: z.object({}), session: 'admin' }, async ({ params, supabase }) => {
  const orderNumber = String(params.orderNumber);
  const order = await getAdminOrder(supabase, orderNumber);
  if (!order) return failure(404, ADMIN_ORDER_NOT_FOUND);
  const attempt = order.walletCheckOpen
    ? order.payments.findLast((payment) => !['succeeded', 'refunded'].includes(payment.status))
    : undefined;
  if (!attempt) return failure(409, NO_WALLET_ATTEMPT, { code: 'no_wallet_attempt' });
  const settled = await settleByInquiry(attempt.reference);
  const now = await getAdminOrder(supabase, orderNumber);
  return now ? json({ ok: true, order: now, message: WALLET_STATUS_CHECKED[settled.state] }) : failure(404, ADMIN_ORDER_NOT_FOUND);
});
