import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './test-backend.ts';

/**
 * Tests never subscribe to Realtime, but supabase-js on Node 20 refuses to construct a client
 * without a WebSocket class. This one is only ever constructed if a test subscribes.
 */
export class NoRealtimeWebSocket {
  constructor() {
    throw new Error('Realtime is not used by these tests');
  }
}

/** A plain supabase-js client, as a third-party caller would use it (no session persistence). */
export function clientFor(backend: TestBackend, key: 'anon' | 'service' = 'anon', headers: Record<string, string> = {}): SupabaseClient {
  return createClient(backend.url, key === 'anon' ? backend.anonKey : backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
    global: { headers },
  });
}

let counter = 0;
/** A unique address per call, so tests never collide on users. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
