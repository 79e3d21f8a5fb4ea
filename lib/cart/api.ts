import { callApi } from '@/lib/api/client';
import { CART_CHECK_FAILED, type LiveVariantInfo } from './cart-check';

/** The query key of a cart check: the same set of variants is the same question. */
export function liveVariantsKey(variantIds: readonly number[]) {
  return ['catalog', 'variants', variantIds.join(',')] as const;
}

/** GET /api/catalog/variants?ids=…: the live price and stock of the cart's variants. */
export async function fetchLiveVariants(variantIds: readonly number[], signal?: AbortSignal): Promise<LiveVariantInfo[]> {
  const answer = await callApi<{ variants: LiveVariantInfo[] }>(`/api/catalog/variants?ids=${variantIds.join(',')}`, {
    fallbackMessage: CART_CHECK_FAILED,
    signal,
  });
  return answer.variants;
}
