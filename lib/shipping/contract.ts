import { consoleChange, endpoint, shape } from '@/lib/api/contract';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { courierTariffSchema, shippingCitySchema, shippingMethodSchema, shippingPreviewSchema, shippingRatesSchema } from './schema';
import type { ShippingPreview } from './types';

/** The console's shipping endpoints (admins only). */
export const shippingEndpoints = {
  /** A method's fields; the next checkout quote uses them. */
  saveMethod: consoleChange({
    method: 'POST',
    path: '/api/admin/shipping/methods/[id]',
    body: shippingMethodSchema,
    errors: ['shipping_method_not_found', 'shipping_refused', 'tariff_needs_courier'],
  }),
  /** One zone's weight bands, replaced at once (admin_replace_shipping_rates). */
  saveRates: consoleChange({
    method: 'POST',
    path: '/api/admin/shipping/methods/[id]/rates',
    body: shippingRatesSchema,
    errors: ['shipping_method_not_found', 'invalid_input', 'not_admin'],
  }),
  /** One zone of a courier's tariff, replaced at once (admin_save_courier_tariff); the owner's. */
  saveTariff: consoleChange({
    method: 'POST',
    path: '/api/admin/shipping/tariffs/[courier]',
    body: courierTariffSchema,
    errors: ['courier_not_found', 'invalid_input', 'not_admin'],
  }),
  /** A city's zone and flags (zone, remote, cash on delivery, active). */
  saveCity: consoleChange({
    method: 'POST',
    path: '/api/admin/shipping/cities/[id]',
    body: shippingCitySchema,
    errors: ['shipping_city_not_found', 'shipping_refused'],
  }),
  /** Each active method's fee for a city and weight, as checkout would charge it (admin_shipping_preview). */
  preview: endpoint({
    method: 'GET',
    path: '/api/admin/shipping/quote',
    query: shippingPreviewSchema,
    errors: ['invalid_input', 'not_admin'],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true; preview: ShippingPreview }>(),
  }),
};
