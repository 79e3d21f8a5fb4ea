import type { FeeSource, ShippingZone, WeightBand } from './schema';

/** A shipping method with its weight bands per zone, as the console shows them. */
export interface AdminShippingMethod {
  id: string;
  name: string;
  description: string;
  estimatedDaysMin: number;
  estimatedDaysMax: number;
  extraFeePerKg: number | null;
  remoteAreaSurcharge: number;
  freeShippingMinSubtotal: number | null;
  supportsCod: boolean;
  trackingUrlTemplate: string | null;
  isActive: boolean;
  isDefault: boolean;
  /** The courier it is booked with (lib/providers/couriers), or null when handed over by hand. */
  courier: string | null;
  feeFrom: FeeSource;
  rates: Record<ShippingZone, WeightBand[]>;
}

/** One zone of a courier's tariff. */
export interface CourierTariffZone {
  bands: WeightBand[];
  extraFeePerKg: number | null;
  volumetricDivisor: number;
}

/** A courier's rate card, per zone (null: it does not deliver there). */
export interface CourierTariff {
  courier: string;
  name: string;
  zones: Record<ShippingZone, CourierTariffZone | null>;
}

export interface AdminCity {
  id: number;
  name: string;
  district: string | null;
  province: string;
  zone: ShippingZone;
  isRemote: boolean;
  codAvailable: boolean;
  isActive: boolean;
}

/** One method's answer in the quote preview (private.shipping_quote's words). */
export interface PreviewQuote {
  method: string;
  name: string;
  available: boolean;
  message: string | null;
  baseFee: number | null;
  remoteAreaSurcharge: number | null;
  fee: number | null;
  freeShippingMinSubtotal: number | null;
  codAvailable: boolean;
  feeFrom: FeeSource | null;
  /** The weight the fee was found for: the heavier of actual and volumetric weight on a courier tariff. */
  chargeableWeightGrams: number | null;
}

export interface ShippingPreview {
  city: { id: number; name: string; province: string; zone: ShippingZone; isRemote: boolean; codAvailable: boolean };
  weightGrams: number;
  volumeCm3: number;
  subtotal: number;
  methods: PreviewQuote[];
}

/** The owner's words for the zones (seen from Gilgit). */
export const ZONE_LABELS: Record<ShippingZone, string> = {
  local: 'Local (Gilgit)',
  regional: 'Regional (Gilgit-Baltistan)',
  national: 'National (rest of Pakistan)',
};
