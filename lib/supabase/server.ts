import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/env';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/**
 * The request-scoped client: acts as the signed-in shopper (session in cookies, PKCE), or as
 * anon. Server Components cannot set cookies; proxy.ts refreshes the session before they run.
 */
export async function createSupabaseServerClient() {
  const env = serverEnv();
  const cookieStore = await cookies();
  return createServerClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of list) cookieStore.set(name, value, options);
        } catch {
          // Called from a Server Component: proxy.ts has already refreshed the session.
        }
      },
    },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}
