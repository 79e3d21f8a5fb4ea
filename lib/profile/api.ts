import { queryOptions } from '@tanstack/react-query';
import { CITIES_FAILED, GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { callApi } from '@/lib/api/client';
import type { City, Profile } from './types';

/** The browser's reads of the shopper's profile and the city list (retried like every read). */

/** The same list for everyone, for the whole page view: loaded once, whoever asks. */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) => callApi<City[]>('/api/cities', { fallbackMessage: CITIES_FAILED, signal }),
  staleTime: Infinity,
  meta: { errorMessage: CITIES_FAILED },
});

export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) =>
      callApi<{ profile: Profile | null }>('/api/profile', { fallbackMessage: GENERIC_AUTH_ERROR, signal }).then(
        (answer) => answer.profile,
      ),
  });
}
