import { COUPON_SAVED } from '@/lib/coupons/messages';
import { couponCodeFrom, updateCoupon } from '@/lib/coupons/queries';
import { couponEditSchema } from '@/lib/coupons/schema';
import { json } from '@/lib/http/response';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/coupons/{code} {type, …} → every field but the code saved. */
export const POST = route({ body: couponEditSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const code = couponCodeFrom(params);
  await updateCoupon(supabase, code, input);
  return json({ ok: true, message: COUPON_SAVED(code) });
});
