'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ACTION_FAILED } from '@/lib/admin/messages';
import { addAdminVariant, adjustAdminStock, createAdminProduct, removeAdminPhoto, updateAdminProduct, updateAdminVariant, uploadAdminPhoto } from '@/lib/admin/product-api';
import type { NewProduct, NewVariant, ProductFields, StockAdjustment, VariantFields } from '@/lib/admin/product-schema';
import { errorMessage, fieldErrorsOf } from '@/lib/http/api-client';
import { useSingleFlight } from '../use-single-flight';

/**
 * One change of a product (a save, a stock change, a photo). One runs at a time (a second tap is
 * ignored); after success the page is rendered again by the server, so it shows what is stored.
 */
function useProductChange<I, A extends { message: string }>(change: (input: I) => Promise<A>, onSuccess?: (answer: A) => void) {
  const router = useRouter();
  const flight = useSingleFlight();
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      setNotice(answer.message);
      onSuccess?.(answer);
      router.refresh();
    },
    onSettled: () => flight.end(),
  });
  return {
    run: (input: I) => {
      if (!flight.start()) return;
      setNotice(null);
      mutation.mutate(input);
    },
    busy: mutation.isPending,
    notice,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
    fieldErrors: mutation.isError ? fieldErrorsOf(mutation.error) : {},
  };
}

export function useCreateProduct() {
  const router = useRouter();
  return useProductChange((input: NewProduct) => createAdminProduct(input), (answer) => router.push(`/admin/products/${answer.id}`));
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
