import { callApi } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import type { ShippingCityInput, ShippingMethodInput, ShippingPreviewQuery, ShippingRatesInput } from './schema';
import type { ShippingPreview } from './types';

/** The browser's calls of /admin/shipping (React Query runs them; writes are never replayed). */
type Answer = { message: string };

export function saveAdminShippingMethod(id: string, input: ShippingMethodInput): Promise<Answer> {
  return callApi<Answer>(`/api/admin/shipping/methods/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: input,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function saveAdminShippingRates(id: string, input: ShippingRatesInput): Promise<Answer> {
  return callApi<Answer>(`/api/admin/shipping/methods/${encodeURIComponent(id)}/rates`, {
    method: 'POST',
    body: input,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function saveAdminShippingCity(id: number, input: ShippingCityInput): Promise<Answer> {
  return callApi<Answer>(`/api/admin/shipping/cities/${id}`, { method: 'POST', body: input, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function fetchShippingPreview(query: ShippingPreviewQuery, signal?: AbortSignal): Promise<ShippingPreview> {
  const search = new URLSearchParams({
    cityId: String(query.cityId),
    weightGrams: String(query.weightGrams),
    subtotal: String(query.subtotal ?? 0),
  });
  return callApi<{ preview: ShippingPreview }>(`/api/admin/shipping/quote?${search}`, { fallbackMessage: ADMIN_LOAD_FAILED, signal }).then(
    (answer) => answer.preview,
  );
}
