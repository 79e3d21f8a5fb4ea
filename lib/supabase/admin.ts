import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/**
 * The service-role client bypasses row-level security. Import it only from server code that has
 * just checked the caller may do what it is about to do.
 */
export function createSupabaseAdminClient() {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}
