'use client';

import { useQuery, type MutationFunction } from '@tanstack/react-query';
import { fetchShippingPreview, saveAdminShippingCity, saveAdminShippingMethod, saveAdminShippingRates } from '@/lib/shipping/api';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import type { ShippingCityInput, ShippingMethodInput, ShippingPreviewQuery, ShippingRatesInput } from '@/lib/shipping/schema';
import { errorMessage } from '@/lib/api/client';
import { useConsoleWrite } from '@/components/query/use-console-write';

type Answer = { message: string };

const saveMethod: MutationFunction<Answer, { id: string; input: ShippingMethodInput }> = ({ id, input }) =>
  saveAdminShippingMethod(id, input);
const saveRates: MutationFunction<Answer, { id: string; input: ShippingRatesInput }> = ({ id, input }) => saveAdminShippingRates(id, input);
const saveCity: MutationFunction<Answer, { id: number; input: ShippingCityInput }> = ({ id, input }) => saveAdminShippingCity(id, input);

export const useShippingMethodSave = () => useConsoleWrite(saveMethod);
export const useShippingRatesSave = () => useConsoleWrite(saveRates);
export const useShippingCitySave = () => useConsoleWrite(saveCity);

/** The preview for the question last asked (null: none yet); never cached, fees may just have changed. */
export function useShippingPreview(question: ShippingPreviewQuery | null) {
  const preview = useQuery({
    queryKey: ['admin', 'shipping-preview', question],
    queryFn: ({ signal }) => fetchShippingPreview(question!, signal),
    enabled: question !== null,
    gcTime: 0,
    staleTime: 0,
    meta: { errorMessage: '[admin] the shipping preview could not be loaded' },
  });
  return {
    data: preview.data,
    isFetching: preview.isFetching,
    refetch: preview.refetch,
    error: preview.isError ? errorMessage(preview.error, ADMIN_LOAD_FAILED) : null,
  };
}
