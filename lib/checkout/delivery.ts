import { formatRupees } from '@/lib/format/rupees';
import { SITE_LOCATION } from '@/lib/seo/site';
import { hoursLabel } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

/**
 * How delivery is described, from the shipping methods' own fields only, so the shipping step, the
 * review, the confirmation, the mails and the terms say the same: the days from
 * estimated_days_min/max, free delivery from free_shipping_min_subtotal, pick-up from
 * collected_at_shop (with the pick-up address and hours from the shop settings).
 */

/** A shipping method as the storefront describes it (public.shipping_methods, active ones). */
export interface DeliveryMethod {
  id: string;
  name: string;
  description: string;
  estimatedDaysMin: number;
  estimatedDaysMax: number;
  freeShippingMinSubtotal: number | null;
  collectedAtShop: boolean;
}

/** 2, 5 → "2–5 working days"; 0, 0 → "Same day"; 0, 1 → "Same or next working day"; unknown → "". */
export function deliveryDaysLabel(min: number | null, max: number | null): string {
  if (min == null || max == null) return '';
  if (max === 0) return 'Same day';
  if (min === 0 && max === 1) return 'Same or next working day';
  if (min === max) return `${max} working ${max === 1 ? 'day' : 'days'}`;
  return `${min}–${max} working days`;
}

/** "Free delivery on orders of Rs. 10,000 or more." or nothing when the method has no threshold. */
export function freeDeliveryNote(minSubtotal: number | null): string | null {
  return minSubtotal == null ? null : `Free delivery on orders of ${formatRupees(minSubtotal)} or more.`;
}

/** The ids of the methods collected at the shop, as pages pass them to client components. */
export function pickupMethodIds(methods: readonly DeliveryMethod[]): string[] {
  return methods.filter((method) => method.collectedAtShop).map((method) => method.id);
}

/** Where and when a pick-up order is collected, from the shop settings. */
export interface PickupPoint {
  /** The street and area with the town, or null when the owner has not given one. */
  address: string | null;
  hours: string;
}

export function pickupPoint(settings: Pick<ShopSettings, 'pickupAddress' | 'hours'>): PickupPoint {
  return {
    address: settings.pickupAddress ? `${settings.pickupAddress}, ${SITE_LOCATION.city} ${SITE_LOCATION.postalCode}` : null,
    hours: hoursLabel(settings.hours),
  };
}

/** Said instead of an address while the owner has not given one: never a placeholder. */
export const PICKUP_ADDRESS_MISSING = 'Please contact us for the pick-up address and times before you come.';
