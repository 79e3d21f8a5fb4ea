import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { PAYMENT_START_FAILED } from '@/lib/payments/messages';
import { startPaymentSchema } from '@/lib/payments/schema';
import { startWalletPayment } from '@/lib/payments/start';

export const dynamic = 'force-dynamic';

/**
 * POST {orderNumber, checkoutKey?} → {ok, payment: {reference, provider, sandbox, form}}: a new
 * attempt for a wallet order waiting for payment, with the signed form the browser posts to the
 * provider. The order's signed-in owner, or the tab holding its checkout key, only (404 otherwise).
 */
export const POST = route(
  { body: startPaymentSchema, session: 'optional', onError: { status: 502, message: PAYMENT_START_FAILED } },
  async ({ input, supabase }) => json({ ok: true, payment: await startWalletPayment(input, { supabase }) }),
);
