import { z } from 'zod';
import { Constants } from '@/lib/supabase/database.types';
import { firstValues } from '@/lib/api/search-params';

/** The largest photo the console accepts from the phone, before it is resized. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Photos are stored at most this wide or high. */
export const PHOTO_MAX_SIDE = 1600;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
const sortOrder = z
  .number({ message: 'The position must be a whole number.' })
  .int('The position must be a whole number.')
  .min(-100_000)
  .max(100_000);
/** A packed size in whole centimetres (couriers charge by volume when a parcel is light for its size). */
const sizeCm = (what: string) => {
  const message = `The ${what} is a whole number of cm from 1 to 300.`;
  return z.preprocess(blankToNull, z.number({ message }).int(message).min(1, message).max(300, message).nullable());
};

/** "Kashmiri Almonds (Premium)" → "kashmiri-almonds-premium". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const productFieldsSchema = z.object({
  name: z
    .string({ message: 'Give the product a name.' })
    .trim()
    .min(2, 'Give the product a name (2 to 120 characters).')
    .max(120, 'The name is limited to 120 characters.'),
  slug: z.preprocess(
    blankToUndefined,
    z
      .string({ message: 'The web address must be text.' })
      .trim()
      .max(80, 'The web address is limited to 80 characters.')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The web address may use lower-case letters, digits and single hyphens only.')
      .optional(),
  ),
  description: z
    .string({ message: 'The description must be text.' })
    .max(5000, 'The description is limited to 5,000 characters.')
    .default(''),
  origin: z.preprocess(
    blankToNull,
    z.string({ message: 'The origin must be text.' }).trim().max(120, 'The origin is limited to 120 characters.').nullable(),
  ),
  area: z.enum(Constants.public.Enums.product_area, { message: 'Choose northern area or international.' }),
  bestSeller: z.boolean({ message: 'Say whether it is a best seller.' }).default(false),
  active: z.boolean({ message: 'Say whether the product is on sale.' }).default(true),
  sortOrder: sortOrder.default(0),
});
export type ProductFields = z.input<typeof productFieldsSchema>;

const variantShape = {
  sku: z
    .string({ message: 'Give the weight a SKU.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'The SKU is 2 to 40 letters, digits or hyphens (e.g. ALM-500G).'),
  label: z
    .string({ message: 'Give the weight a label.' })
    .trim()
    .min(1, 'Give the weight a label (e.g. 500 g).')
    .max(40, 'The label is limited to 40 characters.'),
  weightValue: z
    .number({ message: 'The weight must be a number.' })
    .positive('The weight must be more than 0.')
    .max(99_999, 'The weight is too large.'),
  weightUnit: z.enum(Constants.public.Enums.weight_unit, { message: 'Choose grams or kg.' }),
  price: z
    .number({ message: 'The price must be a number.' })
    .int('Prices are whole rupees.')
    .min(1, 'The price must be at least Rs. 1.')
    .max(10_000_000, 'The price is too large.'),
  compareAtPrice: z.preprocess(
    blankToNull,
    z
      .number({ message: 'The compare-at price must be a number.' })
      .int('Prices are whole rupees.')
      .max(10_000_000, 'The compare-at price is too large.')
      .nullable(),
  ),
  active: z.boolean({ message: 'Say whether this weight is on sale.' }).default(true),
  sortOrder: sortOrder.default(0),
  lengthCm: sizeCm('length'),
  widthCm: sizeCm('width'),
  heightCm: sizeCm('height'),
};
const compareAbovePrice = (v: { price: number; compareAtPrice: number | null }) => v.compareAtPrice === null || v.compareAtPrice > v.price;
const COMPARE_MESSAGE = { message: 'The compare-at price must be higher than the price.', path: ['compareAtPrice'] };

const SIZE_FIELDS = ['lengthCm', 'widthCm', 'heightCm'] as const;
export const SIZE_ALL_OR_NONE = 'Give all three sizes, or none.';
/** The packed size is all three of length, width and height, or none of them (as the database insists). */
function sizeAllOrNone(v: Record<(typeof SIZE_FIELDS)[number], number | null>, context: z.RefinementCtx) {
  const missing = SIZE_FIELDS.find((field) => v[field] === null);
  if (missing && SIZE_FIELDS.some((field) => v[field] !== null))
    context.addIssue({ code: 'custom', path: [missing], message: SIZE_ALL_OR_NONE });
}

export const variantFieldsSchema = z.object(variantShape).refine(compareAbovePrice, COMPARE_MESSAGE).superRefine(sizeAllOrNone);
export type VariantFields = z.input<typeof variantFieldsSchema>;

export const newVariantSchema = z
  .object({
    ...variantShape,
    initialStock: z
      .number({ message: 'The stock must be a number.' })
      .int('The stock must be a whole number.')
      .min(0, 'The stock cannot be below 0.')
      .max(100_000, 'The stock is at most 100,000.')
      .default(0),
  })
  .refine(compareAbovePrice, COMPARE_MESSAGE)
  .superRefine(sizeAllOrNone);
export type NewVariant = z.input<typeof newVariantSchema>;

export const newProductSchema = productFieldsSchema.extend({
  variants: z
    .array(newVariantSchema, { message: 'Add at least one weight.' })
    .min(1, 'Add at least one weight.')
    .max(20, 'A product has at most 20 weights.')
    .refine(
      (variants) => new Set(variants.map((v) => v.sku.trim().toUpperCase())).size === variants.length,
      'Each weight needs its own SKU.',
    ),
});
export type NewProduct = z.input<typeof newProductSchema>;

/** The reasons stock may change by hand (admin_adjust_stock decides; these are its words). */
export const STOCK_REASONS = [
  { value: 'restock', label: 'Restock (a delivery came in)' },
  { value: 'correction', label: 'Correction (a recount)' },
  { value: 'spoilage', label: 'Spoilage (thrown away)' },
] as const;

/** admin_adjust_stock checks the change and the note; this only gives them their types. */
export const stockAdjustSchema = z.object({
  delta: z.number({ message: 'The change must be a whole number other than 0.' }).int('The change must be a whole number other than 0.'),
  reason: z.string({ message: 'Choose a reason.' }),
  note: z.preprocess(blankToNull, z.string({ message: 'The note must be text.' }).nullable()).default(null),
});
export type StockAdjustment = z.input<typeof stockAdjustSchema>;

export const removePhotoSchema = z.object({ url: z.string({ message: 'Say which photo to remove.' }).max(500) });

/** ?q=&show=active|inactive on /admin/products. */
const productFiltersSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  show: z.preprocess(blankToUndefined, z.enum(['active', 'inactive']).optional()),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

export function parseProductFilters(raw: Record<string, string | string[] | undefined>): ProductFilters {
  const parsed = productFiltersSchema.safeParse(firstValues(raw));
  return parsed.success ? parsed.data : {};
}
