import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { profileEndpoints } from './contract';

/** The signed-in shopper's saved details, as checkout reads them to fill in its form (retried like every read). */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => callEndpoint(profileEndpoints.read, { signal }).then((answer) => answer.profile),
  });
}
