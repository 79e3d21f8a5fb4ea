import { timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';

/** Whether an Authorization header carries the service-role key (`Bearer <key>`), compared in constant time: the schedulers' calls. */
export function holdsServiceKey(authorization: string | null): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '', 'utf8');
  const expected = Buffer.from(serverEnv().SUPABASE_SERVICE_ROLE_KEY, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
