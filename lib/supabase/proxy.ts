import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { forwardedForHeaders } from '@/lib/request/client-ip';
import { isSessionCookieName, sessionCookieOptions, withSessionLifetime } from '@/lib/request/session-cookies';
import { serverEnv } from '@/lib/env';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/**
 * Refreshes the session cookies before Server Components read them (they cannot write cookies)
 * and reports who is signed in. Guests, who have no session cookie, cost nothing: no call to the
 * auth API is made for them. The returned response carries any rotated cookies.
 */
export async function updateSession(request: NextRequest): Promise<{ response: NextResponse; userId: string | null }> {
  if (!request.cookies.getAll().some(({ name }) => isSessionCookieName(name))) {
    return { response: NextResponse.next({ request }), userId: null };
  }
  const env = serverEnv();
  let response = NextResponse.next({ request });
  const supabase = createServerClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list, headers) => {
        for (const { name, value } of list) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of list) response.cookies.set(name, value, withSessionLifetime(options));
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
    cookieOptions: sessionCookieOptions(env.SITE_URL),
    global: { headers: forwardedForHeaders(request.headers) },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
  const { data } = await supabase.auth.getClaims();
  return { response, userId: (data?.claims?.sub as string | undefined) ?? null };
}
