import { route } from '@/lib/http/route';
import { paymentEndpoints } from '@/lib/payments/contract';
import { startWalletPayment } from '@/lib/payments/start';

export const dynamic = 'force-dynamic';

/** A new attempt for a wallet order waiting for payment, with the signed form the browser posts to the provider. */
export const POST = route(
  paymentEndpoints.start,
  { session: 'optional', onError: 'payment_start_failed' },
  async ({ input, supabase }) => ({
    ok: true,
    payment: await startWalletPayment(input, { supabase }),
  }),
);
