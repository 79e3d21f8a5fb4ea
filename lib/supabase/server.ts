import 'server-only';
import { createServerClient, type CookieOptions } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import { cookies, headers } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { forwardedForHeaders } from '@/lib/request/client-ip';
import { sessionCookieOptions, withSessionLifetime } from '@/lib/request/session-cookies';
import { serverEnv } from '@/lib/env';
import { outageAware } from '@/lib/request/outage';
import type { Database } from './database.types';
import { NoRealtimeWebSocket } from './no-realtime';

/**
 * Request-scoped clients act as the signed-in shopper (session in HttpOnly cookies, PKCE), or as
 * anon. Every one forwards the shopper's IP (lib/request/client-ip.ts) so GoTrue rate-limits
 * shoppers one by one instead of the shop's server as a whole.
 */

/** For Server Components (read-only cookies: proxy.ts has already refreshed the session). */
export async function createSupabaseServerClient() {
  const env = serverEnv();
  const cookieStore = await cookies();
  const requestHeaders = await headers();
  return createServerClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of list) cookieStore.set(name, value, withSessionLifetime(options));
        } catch {
          // Called from a Server Component: proxy.ts has already refreshed the session.
        }
      },
    },
    cookieOptions: sessionCookieOptions(env.SITE_URL),
    global: { headers: forwardedForHeaders(requestHeaders), fetch: outageAware() },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}

interface CookieToSet {
  name: string;
  value: string;
  options: CookieOptions;
}

/**
 * For route handlers: reads the cookies of `request` and collects the ones the auth client
 * writes, so the handler can put them on whatever response it builds (`applyTo`). Works without
 * Next's request context, which keeps handlers testable.
 */
export function createSupabaseRouteClient(request: NextRequest) {
  const env = serverEnv();
  const pending = new Map<string, CookieToSet>();
  const cacheHeaders: Record<string, string> = {};
  const supabase = createServerClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list, extraHeaders) => {
        for (const cookie of list) {
          pending.set(cookie.name, cookie);
          if (cookie.value === '') request.cookies.delete(cookie.name);
          else request.cookies.set(cookie.name, cookie.value);
        }
        Object.assign(cacheHeaders, extraHeaders ?? {});
      },
    },
    cookieOptions: sessionCookieOptions(env.SITE_URL),
    global: { headers: forwardedForHeaders(request.headers), fetch: outageAware() },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
  return {
    supabase,
    /** Whether the auth client rewrote the session during this request (sign-in, refresh, sign-out). */
    changedSession: () => pending.size > 0,
    /** Copies the collected cookies (and ssr's no-cache headers) onto the response. */
    applyTo<T extends NextResponse>(response: T): T {
      for (const { name, value, options } of pending.values()) response.cookies.set(name, value, withSessionLifetime(options));
      for (const [key, value] of Object.entries(cacheHeaders)) response.headers.set(key, value);
      return response;
    },
  };
}

/** No session at all: public reads (cities) and the password-reset function, still per shopper IP. */
export function createSupabaseAnonClient(requestHeaders: Pick<Headers, 'get'>) {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: forwardedForHeaders(requestHeaders), fetch: outageAware() },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}
