'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteQuery, type QuoteInput } from '@/lib/checkout/api';
import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import type { Quote } from '@/lib/checkout/types';
import { errorMessage } from '@/lib/api/client';

const NO_INPUT: QuoteInput = { items: [] };

/** The server's price of the cart for these inputs (none while `input` is null), asked again whenever they change. */
export function useQuote(input: QuoteInput | null) {
  const queryClient = useQueryClient();
  const options = quoteQuery(input ?? NO_INPUT);
  const query = useQuery({ ...options, enabled: input !== null, placeholderData: keepPreviousData });
  return {
    quote: query.isError ? null : (query.data ?? null),
    error: query.isError ? errorMessage(query.error, CHECKOUT_FAILED) : null,
    loading: input === null || query.isFetching,
    /** A price the server sent along with a refusal (e.g. prices changed while the page was open). */
    setQuote: (quote: Quote) => queryClient.setQueryData(options.queryKey, quote),
  };
}
