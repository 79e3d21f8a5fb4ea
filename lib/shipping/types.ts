import type { ShippingZone, WeightBand } from './schema';

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
  rates: Record<ShippingZone, WeightBand[]>;
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
}

export interface ShippingPreview {
  city: { id: number; name: string; province: string; zone: ShippingZone; isRemote: boolean; codAvailable: boolean };
  weightGrams: number;
  subtotal: number;
  methods: PreviewQuote[];
}

/** The owner's words for the zones (seen from Gilgit). */
export const ZONE_LABELS: Record<ShippingZone, string> = {
  local: 'Local (Gilgit)',
  regional: 'Regional (Gilgit-Baltistan)',
  national: 'National (rest of Pakistan)',
};
