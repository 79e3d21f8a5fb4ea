'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  addAdminVariant,
  adjustAdminStock,
  createAdminProduct,
  removeAdminPhoto,
  updateAdminProduct,
  updateAdminVariant,
  uploadAdminPhoto,
} from '@/lib/catalog/admin-api';
import type { NewProduct, NewVariant, ProductFields, StockAdjustment, VariantFields } from '@/lib/catalog/admin-schema';
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
  const router = useRouter();
  return useProductChange(
    (input: NewProduct) => createAdminProduct(input),
    (answer) => router.push(`/admin/products/${answer.id}`),
  );
}

export function useUpdateProduct(id: number) {
  return useProductChange((fields: ProductFields) => updateAdminProduct(id, fields));
}

export function useAddVariant(id: number, onSuccess: () => void) {
  return useProductChange((variant: NewVariant) => addAdminVariant(id, variant), onSuccess);
}

export function useUpdateVariant(id: number, variantId: number) {
  return useProductChange((fields: VariantFields) => updateAdminVariant(id, variantId, fields));
}

export function useAdjustStock(id: number, variantId: number, onSuccess: () => void) {
  return useProductChange((change: StockAdjustment) => adjustAdminStock(id, variantId, change), onSuccess);
}

export function useUploadPhoto(id: number) {
  return useProductChange((file: File) => uploadAdminPhoto(id, file));
}

export function useRemovePhoto(id: number) {
  return useProductChange((url: string) => removeAdminPhoto(id, url));
}
