import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { outageAware } from '@/lib/request/outage';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/**
 * The service-role client: it bypasses row-level security. Only for server code that has just
 * checked the caller may do this (the shop reading back the order it placed for this request, a
 * console route after the admin's own call succeeded), and never for anything a request names
 * without that check.
 */
export function createSupabaseAdminClient() {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
    global: { fetch: outageAware((input, init) => fetch(input, { ...init, cache: 'no-store' })) },
  });
}
