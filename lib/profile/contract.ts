import { endpoint, shape } from '@/lib/api/contract';
import { CITIES_FAILED, GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { profileSchema } from '@/lib/auth/schemas';
import type { City, Profile } from './types';

/** The signed-in shopper's saved details, and the cities they can pick. */
export const profileEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/profile',
    errors: [],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<{ ok: true; profile: Profile | null }>(),
  }),
  /** Validated like sign-up, the city checked against the list. */
  save: endpoint({
    method: 'PUT',
    path: '/api/profile',
    body: profileSchema,
    errors: ['city_not_listed', 'cities_unavailable', 'profile_save_failed'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<{ ok: true; message: string; profile: Profile | null }>(),
  }),
  /** Ordered by name; the same for everyone, so shared caches may keep it briefly. */
  cities: endpoint({
    method: 'GET',
    path: '/api/cities',
    errors: ['cities_unavailable'],
    fallback: CITIES_FAILED,
    output: shape<City[]>(),
  }),
};
