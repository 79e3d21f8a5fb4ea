import { COUPON_PAUSED, COUPON_RESUMED } from '@/lib/coupons/messages';
import { couponCodeFrom, setCouponActive } from '@/lib/coupons/queries';
import { couponActiveSchema } from '@/lib/coupons/schema';
import { json } from '@/lib/http/response';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/coupons/{code}/active {active} → paused (checkout refuses it) or resumed. */
export const POST = route({ body: couponActiveSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const code = couponCodeFrom(params);
  await setCouponActive(supabase, code, input.active);
  return json({ ok: true, message: input.active ? COUPON_RESUMED(code) : COUPON_PAUSED(code) });
});
