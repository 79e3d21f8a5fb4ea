import { z } from 'zod';
import { Constants } from '@/lib/supabase/database.types';

/**
 * What the console's shipping screen sends, with the limits of the shipping_methods, shipping_rates
 * and cities tables' checks (supabase/schema.sql) and of admin_replace_shipping_rates.
 */
export const SHIPPING_ZONES = Constants.public.Enums.shipping_zone;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const MAX_BANDS = 20;
const MAX_BAND_GRAMS = 1_000_000;
const MAX_FEE = 100_000;
const MAX_DAYS = 60;
const MAX_VOLUME_CM3 = 100_000_000;

/** Where a method's fee comes from: its own weight bands, or its courier's tariff (courier_tariffs). */
const FEE_SOURCES = ['rates', 'courier_tariff'] as const;
export type FeeSource = (typeof FEE_SOURCES)[number];

export const SHIPPING_MESSAGES = {
  name: 'A name has 2 to 60 characters.',
  description: 'A description has at most 500 characters.',
  daysMin: `The fastest delivery is a whole number of days from 0 to ${MAX_DAYS}.`,
  daysMax: `The slowest delivery is a whole number of days from 0 to ${MAX_DAYS}, not below the fastest.`,
  extraFeePerKg: 'The fee per extra kg is a whole number of rupees (0 or more), or empty if heavier parcels are not carried.',
  surcharge: 'The remote-area surcharge is a whole number of rupees (0 for none).',
  freeShipping: 'Free shipping starts at a subtotal of at least Rs. 1, or leave it empty for never.',
  trackingUrl: 'A tracking link starts with https:// and contains {tracking_number}, or leave it empty.',
  flag: 'Say yes or no.',
  zone: 'Choose the local, regional or national zone.',
  bands: `Give at most ${MAX_BANDS} weight bands.`,
  bandWeight: `A band's weight is a whole number of grams from 1 to ${MAX_BAND_GRAMS.toLocaleString('en-US')}.`,
  bandFee: `A band's fee is a whole number of rupees from 0 to ${MAX_FEE.toLocaleString('en-US')}.`,
  bandsDistinct: 'Two bands have the same weight.',
  cityId: 'Choose a city.',
  weight: `The weight is a whole number of grams from 1 to ${MAX_BAND_GRAMS.toLocaleString('en-US')}.`,
  subtotal: 'The subtotal is a whole number of rupees (0 or more).',
  volume: `The size is a whole number of cm³ from 0 to ${MAX_VOLUME_CM3.toLocaleString('en-US')}.`,
  feeFrom: 'Choose where the fee comes from: the rates below or the courier’s tariff.',
  volumetricDivisor: 'The volumetric divisor is a whole number from 1,000 to 10,000 (most couriers use 5,000).',
} as const;

const flag = z.boolean({ message: SHIPPING_MESSAGES.flag });
const wholeNumber = (message: string, min: number, max: number) => z.number({ message }).int(message).min(min, message).max(max, message);

/** POST /api/admin/shipping/methods/{id}: every editable field of a method. */
export const shippingMethodSchema = z
  .object({
    name: z.string({ message: SHIPPING_MESSAGES.name }).trim().min(2, SHIPPING_MESSAGES.name).max(60, SHIPPING_MESSAGES.name),
    description: z.string({ message: SHIPPING_MESSAGES.description }).trim().max(500, SHIPPING_MESSAGES.description),
    estimatedDaysMin: wholeNumber(SHIPPING_MESSAGES.daysMin, 0, MAX_DAYS),
    estimatedDaysMax: wholeNumber(SHIPPING_MESSAGES.daysMax, 0, MAX_DAYS),
    extraFeePerKg: wholeNumber(SHIPPING_MESSAGES.extraFeePerKg, 0, MAX_FEE).nullable(),
    remoteAreaSurcharge: wholeNumber(SHIPPING_MESSAGES.surcharge, 0, MAX_FEE),
    freeShippingMinSubtotal: wholeNumber(SHIPPING_MESSAGES.freeShipping, 1, 100_000_000).nullable(),
    supportsCod: flag,
    trackingUrlTemplate: z
      .string({ message: SHIPPING_MESSAGES.trackingUrl })
      .trim()
      .max(500, SHIPPING_MESSAGES.trackingUrl)
      .regex(/^https:\/\/.*\{tracking_number\}/, SHIPPING_MESSAGES.trackingUrl)
      .nullable(),
    isActive: flag,
    /** Left out: unchanged. The courier's tariff needs a method booked with a courier (the table's check). */
    feeFrom: z.enum(FEE_SOURCES, { message: SHIPPING_MESSAGES.feeFrom }).optional(),
  })
  .strict()
  .refine((method) => method.estimatedDaysMax >= method.estimatedDaysMin, {
    path: ['estimatedDaysMax'],
    message: SHIPPING_MESSAGES.daysMax,
  });
export type ShippingMethodInput = z.infer<typeof shippingMethodSchema>;

const bandSchema = z
  .object({
    maxWeightGrams: wholeNumber(SHIPPING_MESSAGES.bandWeight, 1, MAX_BAND_GRAMS),
    fee: wholeNumber(SHIPPING_MESSAGES.bandFee, 0, MAX_FEE),
  })
  .strict();
export type WeightBand = z.infer<typeof bandSchema>;

const zoneBands = {
  zone: z.enum(SHIPPING_ZONES, { message: SHIPPING_MESSAGES.zone }),
  bands: z.array(bandSchema, { message: SHIPPING_MESSAGES.bands }).max(MAX_BANDS, SHIPPING_MESSAGES.bands),
};
const bandsAreDistinct = (rates: { bands: WeightBand[] }) =>
  new Set(rates.bands.map((band) => band.maxWeightGrams)).size === rates.bands.length;
const DISTINCT_BANDS = { path: ['bands'], message: SHIPPING_MESSAGES.bandsDistinct };

/** POST /api/admin/shipping/methods/{id}/rates: the zone's weight bands, all at once (none: no delivery there). */
export const shippingRatesSchema = z.object(zoneBands).strict().refine(bandsAreDistinct, DISTINCT_BANDS);
export type ShippingRatesInput = z.infer<typeof shippingRatesSchema>;

/**
 * POST /api/admin/shipping/tariffs/{courier}: one zone of a courier's tariff, all at once (no bands:
 * the courier does not deliver there), as admin_save_courier_tariff takes it.
 */
export const courierTariffSchema = z
  .object({
    ...zoneBands,
    extraFeePerKg: wholeNumber(SHIPPING_MESSAGES.extraFeePerKg, 0, MAX_FEE).nullable(),
    volumetricDivisor: wholeNumber(SHIPPING_MESSAGES.volumetricDivisor, 1000, 10_000),
  })
  .strict()
  .refine(bandsAreDistinct, DISTINCT_BANDS);
export type CourierTariffInput = z.infer<typeof courierTariffSchema>;

/** POST /api/admin/shipping/cities/{id}: the city's delivery settings. */
export const shippingCitySchema = z
  .object({
    zone: z.enum(SHIPPING_ZONES, { message: SHIPPING_MESSAGES.zone }),
    isRemote: flag,
    codAvailable: flag,
    isActive: flag,
  })
  .strict();
export type ShippingCityInput = z.infer<typeof shippingCitySchema>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/admin/shipping/quote?cityId=&weightGrams=&subtotal=&volumeCm3=: the preview's question. */
export const shippingPreviewSchema = z.object({
  cityId: z.coerce
    .number({ message: SHIPPING_MESSAGES.cityId })
    .int(SHIPPING_MESSAGES.cityId)
    .min(1, SHIPPING_MESSAGES.cityId)
    .max(2_147_483_647, SHIPPING_MESSAGES.cityId),
  weightGrams: z.coerce
    .number({ message: SHIPPING_MESSAGES.weight })
    .int(SHIPPING_MESSAGES.weight)
    .min(1, SHIPPING_MESSAGES.weight)
    .max(MAX_BAND_GRAMS, SHIPPING_MESSAGES.weight),
  subtotal: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: SHIPPING_MESSAGES.subtotal })
      .int(SHIPPING_MESSAGES.subtotal)
      .min(0, SHIPPING_MESSAGES.subtotal)
      .max(100_000_000, SHIPPING_MESSAGES.subtotal)
      .optional(),
  ),
  volumeCm3: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: SHIPPING_MESSAGES.volume })
      .int(SHIPPING_MESSAGES.volume)
      .min(0, SHIPPING_MESSAGES.volume)
      .max(MAX_VOLUME_CM3, SHIPPING_MESSAGES.volume)
      .optional(),
  ),
});
export type ShippingPreviewQuery = z.infer<typeof shippingPreviewSchema>;

/** ?q= of the city list (a GET form): a name to look for. */
export function cityQueryFrom(raw: Record<string, string | string[] | undefined>): string {
  const value = Array.isArray(raw.q) ? raw.q[0] : raw.q;
  return (value ?? '').trim().slice(0, 80);
}
