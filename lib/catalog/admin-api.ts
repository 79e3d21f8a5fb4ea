import { callApi } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import type { NewProduct, NewVariant, ProductFields, StockAdjustment, VariantFields } from './admin-schema';

/** The browser's calls of /admin/products (React Query runs them; the pages are refreshed after each). */
interface Answer {
  message: string;
}

const productPath = (id: number) => `/api/admin/products/${id}`;

export function createAdminProduct(input: NewProduct): Promise<Answer & { id: number }> {
  return callApi('/api/admin/products', { method: 'POST', body: input, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function updateAdminProduct(id: number, fields: ProductFields): Promise<Answer> {
  return callApi(productPath(id), { method: 'PUT', body: fields, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function addAdminVariant(id: number, variant: NewVariant): Promise<Answer> {
  return callApi(`${productPath(id)}/variants`, { method: 'POST', body: variant, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function updateAdminVariant(id: number, variantId: number, fields: VariantFields): Promise<Answer> {
  return callApi(`${productPath(id)}/variants/${variantId}`, { method: 'PUT', body: fields, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function adjustAdminStock(id: number, variantId: number, change: StockAdjustment): Promise<Answer & { stock: number }> {
  return callApi(`${productPath(id)}/variants/${variantId}/stock`, { method: 'POST', body: change, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function uploadAdminPhoto(id: number, file: File): Promise<Answer & { url: string }> {
  const form = new FormData();
  form.append('photo', file);
  return callApi(`${productPath(id)}/images`, { method: 'POST', body: form, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function removeAdminPhoto(id: number, url: string): Promise<Answer> {
  return callApi(`${productPath(id)}/images`, { method: 'DELETE', body: { url }, fallbackMessage: ADMIN_ACTION_FAILED });
}
