import { couponEndpoints } from '@/lib/coupons/contract';
import { COUPON_CREATED } from '@/lib/coupons/messages';
import { createCoupon } from '@/lib/coupons/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(couponEndpoints.create, { session: 'owner' }, async ({ input, supabase }) => {
  await createCoupon(supabase, input);
  return { ok: true, message: COUPON_CREATED(input.code) };
});
