import { z } from 'zod';
import { optionalEmail, profileSchema, signupSchema } from '@/lib/auth/schemas';
import { charLength, cleanText } from '@/lib/format/text';
import { isIdempotencyKey } from './idempotency';

/**
 * Checkout's inputs. The contact and delivery details are the sign-up form's fields with the same
 * rules and messages (one schema for the form and the route handler), plus optional delivery notes
 * and, when the shopper's town is not on the list, the town they type (the city is then the nearest
 * listed one). A guest's e-mail is optional (issue 18: many shoppers have none). The limits and
 * messages are place_order's (private.check_contact, private.parse_order_items):
 * tests/integration/db-field-limits.test.ts sends the same values to both and compares.
 */
export const NOTES_MAX_LENGTH = 500;
export const TOWN_MIN_LENGTH = 2;
export const TOWN_MAX_LENGTH = 60;

export const TOWN_REQUIRED = 'Please enter your town';
const TOWN_TOO_SHORT = `Town must be at least ${TOWN_MIN_LENGTH} characters`;
const TOWN_TOO_LONG = `Town must be at most ${TOWN_MAX_LENGTH} characters`;
export const MAX_LINE_QUANTITY = 100;
export const MAX_CART_LINES = 50;
export const COUPON_CODE_MAX_LENGTH = 30;

const NOTES_TOO_LONG = `Delivery notes can be at most ${NOTES_MAX_LENGTH} characters`;
export const CART_INVALID = 'Your cart could not be read. Please go back to the cart and try again.';
const CART_EMPTY = 'Your cart is empty.';
const TOO_MANY_LINES = `An order can have at most ${MAX_CART_LINES} different items.`;
const VARIANT_INVALID = 'A cart item does not name a valid product.';
export const QUANTITY_INVALID = `Each quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
/** The words of the database's coupon_not_found: a code that long cannot exist. */
const COUPON_CODE_INVALID = 'This coupon code is not valid.';

const notes = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? cleanText(value) : ''))
  .pipe(z.string().refine((value) => charLength(value) <= NOTES_MAX_LENGTH, NOTES_TOO_LONG));

/**
 * The town typed for "My town is not listed": none (missing or null) when the chosen city is the
 * place; otherwise text cleaned like every field, 2 to 60 characters. Anything but a string is empty.
 */
const town = z
  .unknown()
  .optional()
  .transform((value) => (value == null ? null : typeof value === 'string' ? cleanText(value) : ''))
  .pipe(
    z
      .string()
      .min(1, TOWN_REQUIRED)
      .refine((value) => charLength(value) >= TOWN_MIN_LENGTH, TOWN_TOO_SHORT)
      .refine((value) => charLength(value) <= TOWN_MAX_LENGTH, TOWN_TOO_LONG)
      .nullable(),
  );

/** A guest's details: the e-mail may be left out (order updates then go by phone and WhatsApp). */
export const checkoutDetailsSchema = profileSchema.extend({ email: optionalEmail, town, notes });

/**
 * A signed-in shopper's form: the e-mail is required, as at sign-up, and starts as the account's.
 * (place_order gives a signed-in call without one the account's address.)
 */
export const accountCheckoutDetailsSchema = checkoutDetailsSchema.extend({ email: signupSchema.shape.email });

export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** What the form keeps between the steps (as typed; validated again before every use). */
export interface CheckoutDetailsDraft {
  email: string;
  fullName: string;
  phone: string;
  address: string;
  postalCode: string;
  cityId: number | null;
  /** The city as shown in the field: the chosen city's name, or the text typed so far. */
  cityName: string;
  /** The shopper's own town when it is not on the list (cityId is then the nearest listed city); null otherwise. */
  town: string | null;
  notes: string;
}

/**
 * One cart line as the browser sends it: a variant and a whole quantity from 1 to 100. Any other
 * field (a price, a total) is refused, never read: prices come from the database.
 */
const cartLine = z.strictObject(
  {
    variantId: z.number({ error: VARIANT_INVALID }).int(VARIANT_INVALID).positive(VARIANT_INVALID).max(2147483647, VARIANT_INVALID),
    quantity: z.number({ error: QUANTITY_INVALID }).int(QUANTITY_INVALID).min(1, QUANTITY_INVALID).max(MAX_LINE_QUANTITY, QUANTITY_INVALID),
  },
  { error: CART_INVALID },
);

/** At most 50 lines; a variant named on two lines counts once, with its quantities added up (≤ 100). */
export const cartLinesSchema = z
  .array(cartLine, { error: CART_INVALID })
  .min(1, CART_EMPTY)
  .max(MAX_CART_LINES, TOO_MANY_LINES)
  .superRefine((lines, ctx) => {
    const totals = new Map<number, number>();
    for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
    if ([...totals.values()].some((quantity) => quantity > MAX_LINE_QUANTITY)) ctx.addIssue({ code: 'custom', message: QUANTITY_INVALID });
  });

export type CartLine = z.output<typeof cartLine>;

export const methodId = z.string().regex(/^[a-z][a-z0-9_]{1,29}$/, 'Unknown method');

const couponCode = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX_LENGTH, COUPON_CODE_INVALID)
  .optional()
  .nullable()
  .transform((value) => (value ? value.toUpperCase() : null));

const optionalCityId = z.number().int().positive().optional().nullable();

/** POST /api/checkout/quote and /api/checkout/shipping-options (unknown fields are dropped). */
export const quoteRequestSchema = z.object({
  items: cartLinesSchema,
  couponCode,
  cityId: optionalCityId,
  shippingMethod: methodId.optional().nullable(),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * POST /api/orders. `expectedTotal` is the total the review page showed: used only to refuse an
 * order whose price changed since, never to price it. Unknown fields (a forged discount) are dropped.
 */
export const placeOrderRequestSchema = z.object({
  items: cartLinesSchema,
  details: checkoutDetailsSchema,
  shippingMethod: methodId,
  paymentMethod: methodId,
  couponCode,
  idempotencyKey: z.string().refine(isIdempotencyKey, 'A checkout key is missing. Please reload the review page.'),
  expectedTotal: z.number().int().nonnegative().optional().nullable(),
});

export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;
