'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { callEndpoint } from '@/lib/api/client';
import type { NewProduct, NewVariant, ProductFields, StockAdjustment, VariantFields } from '@/lib/catalog/admin-schema';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { useConsoleWrite } from '@/components/query/use-console-write';

/**
 * One change of a product (a save, a stock change, a photo), through useConsoleWrite: after success
 * the page is rendered again by the server, so it shows what is stored.
 */
function useProductChange<I, A extends { message: string }>(change: MutationFunction<A, I>, onSuccess?: (answer: A) => void) {
  const write = useConsoleWrite(change, onSuccess, 'after-success');
  return { ...write, busy: write.pending };
}

export function useCreateProduct() {
  const router = useLocalizedRouter();
  return useProductChange(
    (input: NewProduct) => callEndpoint(catalogEndpoints.createProduct, { body: input }),
    (answer) => router.push(`/admin/products/${answer.id}`),
  );
}

export function useUpdateProduct(id: number) {
  return useProductChange((fields: ProductFields) => callEndpoint(catalogEndpoints.updateProduct, { params: { id }, body: fields }));
}

export function useAddVariant(id: number, onSuccess: () => void) {
  return useProductChange((variant: NewVariant) => callEndpoint(catalogEndpoints.addVariant, { params: { id }, body: variant }), onSuccess);
}

export function useUpdateVariant(id: number, variantId: number) {
  return useProductChange((fields: VariantFields) =>
    callEndpoint(catalogEndpoints.updateVariant, { params: { id, variantId }, body: fields }),
  );
}

export function useAdjustStock(id: number, variantId: number, onSuccess: () => void) {
  return useProductChange(
    (change: StockAdjustment) => callEndpoint(catalogEndpoints.adjustStock, { params: { id, variantId }, body: change }),
    onSuccess,
  );
}

export function useUploadPhoto(id: number) {
  return useProductChange((file: File) => {
    const form = new FormData();
    form.append('photo', file);
    return callEndpoint(catalogEndpoints.uploadPhoto, { params: { id }, body: form });
  });
}

export function useRemovePhoto(id: number) {
  return useProductChange((url: string) => callEndpoint(catalogEndpoints.removePhoto, { params: { id }, body: { url } }));
}
