import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { pakistanLocalToIso } from '@/lib/format/date';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { COUPON_CODE_PATTERN, type CouponEditInput, type NewCouponInput } from './schema';
import type { AdminCoupon, CouponStatus } from './types';

type Client = SupabaseClient<Database>;
type CouponUpdate = Database['public']['Tables']['coupons']['Update'];

/** private.coupon_problem's codes for a coupon checkout refuses whatever the cart, as the console's statuses. */
const STATUS_BY_PROBLEM: Record<string, CouponStatus> = {
  coupon_inactive: 'paused',
  coupon_not_started: 'scheduled',
  coupon_expired: 'expired',
  coupon_used_up: 'used_up',
};

interface CouponRow {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  discount_percentage: number | string | null;
  discount_amount: number | null;
  max_discount_amount: number | null;
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  is_active: boolean;
  used_count: number;
  problem: string | null;
  orders: number;
  cancelled_orders: number;
}

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    description: row.description,
    type: row.type,
    discountPercentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
    discountAmount: row.discount_amount,
    maxDiscountAmount: row.max_discount_amount,
    minSubtotal: row.min_subtotal,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    isActive: row.is_active,
    usedCount: row.used_count,
    orders: row.orders,
    cancelledOrders: row.cancelled_orders,
    status: (row.problem && STATUS_BY_PROBLEM[row.problem]) || 'active',
  };
}

/** Every coupon, newest first, with its status by the checkout's rule and its orders (admin_coupons). */
export async function listAdminCoupons(supabase: Client): Promise<AdminCoupon[]> {
  const { data, error } = await supabase.rpc('admin_coupons');
  if (error) throw new Error(`admin_coupons: ${error.code} ${error.message}`);
  return (data as unknown as CouponRow[]).map(toAdminCoupon);
}

function toColumns(input: CouponEditInput): CouponUpdate {
  const percentage = input.type === 'percentage';
  return {
    description: input.description,
    type: input.type,
    discount_percentage: percentage ? input.discountPercentage : null,
    discount_amount: percentage ? null : input.discountAmount,
    max_discount_amount: input.maxDiscountAmount,
    min_subtotal: input.minSubtotal,
    starts_at: input.startsAt ? pakistanLocalToIso(input.startsAt) : null,
    ends_at: input.endsAt ? pakistanLocalToIso(input.endsAt) : null,
    usage_limit: input.usageLimit,
    per_customer_limit: input.perCustomerLimit,
    is_active: input.isActive,
  };
}

/** A write the table refused: a taken code, or a failed check; anything else is unexpected. */
function writeError(error: { code?: string; message: string }, what: string): Error {
  if (error.code === '23505') return new Problem('coupon_exists');
  if (error.code === '23514') return new Problem('coupon_refused');
  return new Error(`${what}: ${error.code} ${error.message}`);
}

export async function createCoupon(supabase: Client, input: NewCouponInput): Promise<void> {
  const { code, ...fields } = input;
  const { error } = await supabase.from('coupons').insert({ code, ...toColumns(fields), type: input.type });
  if (error) throw writeError(error, 'create coupon');
}

/** The coupon's current use count, or admin_coupon_not_found when there is none (row-level security hides none from admins). */
async function usedCount(supabase: Client, code: string): Promise<number> {
  const { data, error } = await supabase.from('coupons').select('used_count').eq('code', code).maybeSingle();
  if (error) throw new Error(`coupon: ${error.code} ${error.message}`);
  if (!data) throw new Problem('admin_coupon_not_found');
  return data.used_count;
}

/** Saves every field but the code; a use limit below the uses already made is refused with the count. */
export async function updateCoupon(supabase: Client, code: string, input: CouponEditInput): Promise<void> {
  const used = await usedCount(supabase, code);
  if (input.usageLimit !== null && input.usageLimit < used) {
    throw new Problem('coupon_limit_below_uses', { values: { used } });
  }
  const { data, error } = await supabase.from('coupons').update(toColumns(input)).eq('code', code).select('code');
  if (error) throw writeError(error, 'update coupon');
  if (!data || data.length === 0) throw new Problem('admin_coupon_not_found');
}

/** Pauses (checkout refuses it, as it refuses a code that does not exist) or resumes a coupon. */
export async function setCouponActive(supabase: Client, code: string, active: boolean): Promise<void> {
  const { data, error } = await supabase.from('coupons').update({ is_active: active }).eq('code', code).select('code');
  if (error) throw new Error(`coupon active: ${error.code} ${error.message}`);
  if (!data || data.length === 0) throw new Problem('admin_coupon_not_found');
}

/** For /admin/coupons (the admin layout has already checked the role). */
export async function listCurrentAdminCoupons(): Promise<AdminCoupon[]> {
  return listAdminCoupons(await createSupabaseServerClient());
}

/** The coupon's code from a route's path, upper-cased; anything that cannot be a code is a coupon that does not exist. */
export function couponCodeFrom(segment: string): string {
  const code = segment.toUpperCase();
  if (!COUPON_CODE_PATTERN.test(code)) throw new Problem('admin_coupon_not_found');
  return code;
}
