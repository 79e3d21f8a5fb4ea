'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@/lib/api/client';
import type { SearchSuggestions } from '@/lib/search/types';
import { loadProductOption } from './header-search-listbox';

/** How long the shopper pauses before the box asks: one request per pause, not per key. */
const TYPING_PAUSE_MS = 200;

/** Suggestions stay fresh this long: the same letters typed again within it cost no request. */
const FRESH_MS = 60_000;

/** An answer with the text it answers. */
export interface AnsweredSuggestions extends SearchSuggestions {
  text: string;
}

/**
 * The search's contract carries zod schemas (the console's synonyms too), about 30 KB gzip that every
 * page would otherwise load for a box most visits never use: it is fetched when the box is first
 * focused (prepareSuggestions) or asked, not with the page.
 */
const searchContract = () => import('@/lib/search/contract');

/** Starts loading what the suggestions need, so the first answer does not wait for it. */
export function prepareSuggestions(): void {
  void searchContract();
  void loadProductOption();
}

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<AnsweredSuggestions> {
  const { searchEndpoints } = await searchContract();
  const { ok: _ok, ...answer } = await callEndpoint(searchEndpoints.suggest, { query: { q: text }, signal });
  return { ...answer, text };
}

/**
 * The suggestions for what the shopper typed, asked once they pause. A request whose text is no
 * longer wanted is aborted (the query function passes React Query's signal on); until the new answer
 * comes the last one stays, so the list does not flicker. Null before any answer.
 */
export function useHeaderSearchSuggestions(text: string): AnsweredSuggestions | null {
  const wanted = useSettledText(text.trim());
  const query = useQuery({
    queryKey: ['search-suggestions', wanted],
    queryFn: ({ signal }) => fetchSuggestions(wanted, signal),
    enabled: wanted !== '',
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
    meta: { errorMessage: '[search] suggestions could not be loaded' },
  });
  return wanted === '' ? null : (query.data ?? null);
}

/** `text` once it has not changed for TYPING_PAUSE_MS. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
