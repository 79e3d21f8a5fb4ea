import 'server-only';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { serverEnv } from '@/lib/env';
import type { Database } from './database.types';

/** Waits between reconnection attempts: 1, 2, 4, 8, then every 15 seconds, each with up to a fifth added at random. */
export function realtimeBackoffMs(tries: number): number {
  const base = Math.min(15_000, 1_000 * 2 ** Math.max(0, tries - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/**
 * The shop server's one Realtime connection (lib/live/console-changes.ts), with the service-role
 * key: Postgres Changes of every row reach it whatever the row-level security, so what it receives
 * never leaves the server as it is. Node 20 has no WebSocket of its own, hence `ws`. realtime-js
 * reconnects with `realtimeBackoffMs` when the backend goes away and rejoins its channels.
 */
export function createSupabaseRealtimeClient() {
  const env = serverEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, reconnectAfterMs: realtimeBackoffMs },
  });
}
