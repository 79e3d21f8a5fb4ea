'use client';

import { useQuery, type MutationFunction } from '@tanstack/react-query';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { shippingEndpoints } from '@/lib/shipping/contract';
import type {
  CourierTariffInput,
  ShippingCityInput,
  ShippingMethodInput,
  ShippingPreviewQuery,
  ShippingRatesInput,
} from '@/lib/shipping/schema';
import { useConsoleWrite } from '@/components/query/use-console-write';

type Saved = OutputOf<typeof shippingEndpoints.saveMethod>;

const saveMethod: MutationFunction<Saved, { id: string; input: ShippingMethodInput }> = ({ id, input }) =>
  callEndpoint(shippingEndpoints.saveMethod, { params: { id }, body: input });
const saveRates: MutationFunction<Saved, { id: string; input: ShippingRatesInput }> = ({ id, input }) =>
  callEndpoint(shippingEndpoints.saveRates, { params: { id }, body: input });
const saveTariff: MutationFunction<Saved, { courier: string; input: CourierTariffInput }> = ({ courier, input }) =>
  callEndpoint(shippingEndpoints.saveTariff, { params: { courier }, body: input });
const saveCity: MutationFunction<Saved, { id: number; input: ShippingCityInput }> = ({ id, input }) =>
  callEndpoint(shippingEndpoints.saveCity, { params: { id }, body: input });

export const useShippingMethodSave = () => useConsoleWrite(saveMethod);
export const useShippingRatesSave = () => useConsoleWrite(saveRates);
export const useCourierTariffSave = () => useConsoleWrite(saveTariff);
export const useShippingCitySave = () => useConsoleWrite(saveCity);

async function fetchPreview(question: ShippingPreviewQuery, signal: AbortSignal) {
  const query = {
    cityId: question.cityId,
    weightGrams: question.weightGrams,
    subtotal: question.subtotal ?? 0,
    volumeCm3: question.volumeCm3 ?? 0,
  };
  const answer = await callEndpoint(shippingEndpoints.preview, { query, signal });
  return answer.preview;
}

/** The preview for the question last asked (null: none yet); never cached, fees may just have changed. */
export function useShippingPreview(question: ShippingPreviewQuery | null) {
  const preview = useQuery({
    queryKey: ['admin', 'shipping-preview', question],
    queryFn: ({ signal }) => fetchPreview(question!, signal),
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
