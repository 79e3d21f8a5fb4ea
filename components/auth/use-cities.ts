'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { CITIES_FAILED } from '@/lib/auth/messages';
import { profileEndpoints } from '@/lib/profile/contract';
import type { City } from '@/lib/profile/types';

export type CitiesState = { status: 'loading' | 'ready' | 'error'; cities: City[]; retry: () => void };

const NO_CITIES: City[] = [];

/** The same list for everyone, for the whole page view: loaded once, whoever asks (retried like every read). */
const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) => callEndpoint(profileEndpoints.cities, { signal }),
  staleTime: Infinity,
  meta: { errorMessage: CITIES_FAILED },
});

/**
 * The cities shoppers can pick, from /api/cities (one request per page for every form that needs
 * them). On failure the state is 'error' and `retry` asks again. `initial` is the list the server
 * rendered (the settings page), so no request is needed.
 */
export function useCities(initial?: City[]): CitiesState {
  const query = useQuery({ ...citiesQuery, initialData: initial });
  const status = query.isSuccess ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  return { status, cities: query.data ?? NO_CITIES, retry: () => void query.refetch() };
}
