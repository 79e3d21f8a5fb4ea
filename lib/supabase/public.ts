import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { outageAware } from '@/lib/request/outage';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/** How a public read may be kept in Next's data cache: invalidated by tag or after `revalidate` seconds. */
export interface PublicReadCache {
  tags: string[];
  revalidate: number;
}

/**
 * The anon client without cookies, for what every visitor may read or do (the catalogue, approved
 * reviews, a new review or contact message). It never sees a session, so pages that use it stay
 * static. With `cache`, its GET requests go through Next's data cache under the given tags (pages
 * that read them are regenerated when the tag is revalidated); other methods are never cached.
 */
export function createPublicClient(cache?: PublicReadCache) {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
    global: { fetch: outageAware(cache ? cachedReads(cache) : uncached) },
  });
}

/**
 * A client that acts with a caller's access token (an `Authorization: Bearer` request from the owner
 * console), with no cookies and no caching. Row-level security decides what it may do.
 */
export function createTokenClient(accessToken: string) {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
    global: { headers: { Authorization: `Bearer ${accessToken}` }, fetch: outageAware(uncached) },
  });
}

const uncached: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-store' });

function cachedReads({ tags, revalidate }: PublicReadCache): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return uncached(input, init);
    return fetch(input, { ...init, next: { tags, revalidate } });
  };
}
