import { checkoutEndpoints } from '@/lib/checkout/contract';
import { quoteOrder } from '@/lib/checkout/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** The cart priced by quote_order, as the shopper (so per-customer coupon limits count). Nothing changes. */
export const POST = route(checkoutEndpoints.quote, { session: 'optional' }, async ({ input, supabase }) => ({
  ok: true,
  quote: await quoteOrder(supabase, input),
}));
