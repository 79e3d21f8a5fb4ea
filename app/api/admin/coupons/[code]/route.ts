import { couponEndpoints } from '@/lib/coupons/contract';
import { COUPON_SAVED } from '@/lib/coupons/messages';
import { couponCodeFrom, updateCoupon } from '@/lib/coupons/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(couponEndpoints.save, { session: 'owner' }, async ({ params, input, supabase }) => {
  const code = couponCodeFrom(params.code);
  await updateCoupon(supabase, code, input);
  return { ok: true, message: COUPON_SAVED(code) };
});
