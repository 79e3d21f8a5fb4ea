import { z } from 'zod';
import { pakistanLocalToIso } from '@/lib/format/date';

/**
 * A coupon as the console's form sends it, with the limits of the coupons table's checks (see
 * supabase/schema.sql), so the form refuses what the database would. Dates are
 * date-and-time fields read as Pakistan time.
 */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const COUPON_DESCRIPTION_MAX = 300;
const MAX_RUPEES = 10_000_000;

export const COUPON_MESSAGES = {
  code: 'A code has 3 to 30 letters, digits, - or _, and starts with a letter or a digit.',
  description: `A description has at most ${COUPON_DESCRIPTION_MAX} characters.`,
  type: 'Choose a percentage or a fixed amount.',
  percentage: 'A percentage is more than 0 and at most 100, with at most 2 decimals.',
  amount: 'The amount off is a whole number of rupees, at least Rs. 1.',
  maxDiscount: 'The cap is a whole number of rupees, at least Rs. 1, or empty for no cap.',
  minSubtotal: 'The minimum subtotal is a whole number of rupees (0 for none).',
  date: 'Give a date and time, or leave it empty.',
  endsAfterStart: 'The end must be after the start.',
  usageLimit: 'The total use limit is a whole number of at least 1, or empty for no limit.',
  perCustomerLimit: 'The limit per customer is a whole number of at least 1, or empty for no limit.',
  active: 'Say whether the coupon is active.',
} as const;

const rupees = (message: string, min: number) => z.number({ message }).int(message).min(min, message).max(MAX_RUPEES, message);
const optionalLimit = (message: string) => z.number({ message }).int(message).min(1, message).max(1_000_000, message).nullable();
const localDate = z
  .string({ message: COUPON_MESSAGES.date })
  .refine((value) => pakistanLocalToIso(value) !== null, COUPON_MESSAGES.date)
  .nullable();

const couponFields = z.object({
  description: z.string({ message: COUPON_MESSAGES.description }).trim().max(COUPON_DESCRIPTION_MAX, COUPON_MESSAGES.description),
  type: z.enum(['percentage', 'fixed'], { message: COUPON_MESSAGES.type }),
  discountPercentage: z
    .number({ message: COUPON_MESSAGES.percentage })
    .gt(0, COUPON_MESSAGES.percentage)
    .max(100, COUPON_MESSAGES.percentage)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, COUPON_MESSAGES.percentage)
    .nullable(),
  discountAmount: rupees(COUPON_MESSAGES.amount, 1).nullable(),
  maxDiscountAmount: rupees(COUPON_MESSAGES.maxDiscount, 1).nullable(),
  minSubtotal: rupees(COUPON_MESSAGES.minSubtotal, 0),
  startsAt: localDate,
  endsAt: localDate,
  usageLimit: optionalLimit(COUPON_MESSAGES.usageLimit),
  perCustomerLimit: optionalLimit(COUPON_MESSAGES.perCustomerLimit),
  isActive: z.boolean({ message: COUPON_MESSAGES.active }),
});

type CouponFieldsInput = z.infer<typeof couponFields>;

/** The checks across fields: the type's own value is required, and the end comes after the start. */
function checkAcrossFields(value: CouponFieldsInput, context: z.RefinementCtx) {
  if (value.type === 'percentage' && value.discountPercentage === null) {
    context.addIssue({ code: 'custom', path: ['discountPercentage'], message: COUPON_MESSAGES.percentage });
  }
  if (value.type === 'fixed' && value.discountAmount === null) {
    context.addIssue({ code: 'custom', path: ['discountAmount'], message: COUPON_MESSAGES.amount });
  }
  const starts = value.startsAt ? pakistanLocalToIso(value.startsAt) : null;
  const ends = value.endsAt ? pakistanLocalToIso(value.endsAt) : null;
  if (starts && ends && ends <= starts) context.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_MESSAGES.endsAfterStart });
}

/** Upper-cases what the owner typed, as the shop reads shoppers' codes. */
const couponCodeSchema = z
  .string({ message: COUPON_MESSAGES.code })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code));

/** POST /api/admin/coupons: a new coupon. */
export const newCouponSchema = couponFields.extend({ code: couponCodeSchema }).strict().superRefine(checkAcrossFields);
export type NewCouponInput = z.infer<typeof newCouponSchema>;

/** POST /api/admin/coupons/{code}: every field but the code (orders keep the code they used). */
export const couponEditSchema = couponFields.strict().superRefine(checkAcrossFields);
export type CouponEditInput = z.infer<typeof couponEditSchema>;

/** POST /api/admin/coupons/{code}/active: pause or resume. */
export const couponActiveSchema = z.object({ active: z.boolean({ message: COUPON_MESSAGES.active }) }).strict();
