import { couponEndpoints } from '@/lib/coupons/contract';
import { COUPON_PAUSED, COUPON_RESUMED } from '@/lib/coupons/messages';
import { couponCodeFrom, setCouponActive } from '@/lib/coupons/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(couponEndpoints.setActive, { session: 'owner' }, async ({ params, input, supabase }) => {
  const code = couponCodeFrom(params.code);
  await setCouponActive(supabase, code, input.active);
  return { ok: true, message: input.active ? COUPON_RESUMED(code) : COUPON_PAUSED(code) };
});
