import { COUPON_CREATED } from '@/lib/coupons/messages';
import { createCoupon } from '@/lib/coupons/queries';
import { newCouponSchema } from '@/lib/coupons/schema';
import { json } from '@/lib/http/response';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/coupons {code, type, …} → a new coupon (admins only; a taken code is a 409). */
export const POST = route({ body: newCouponSchema, session: 'admin' }, async ({ input, supabase }) => {
  await createCoupon(supabase, input);
  return json({ ok: true, message: COUPON_CREATED(input.code) });
});
