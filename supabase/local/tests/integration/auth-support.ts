import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { NoRealtimeWebSocket } from '../../testing/clients.ts';
import type { TestBackend } from '../../testing/test-backend.ts';

/** Shared by the auth-*.test.ts suites: the outbox, raw GoTrue calls, PKCE clients. */

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function outbox(backend: TestBackend): Promise<OutboxMail[]> {
  const res = await fetch(`${backend.url}/mail/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMail[];
}

export async function mailsTo(backend: TestBackend, email: string): Promise<OutboxMail[]> {
  return (await outbox(backend)).filter((m) => m.to === email);
}

/** The verify link in a mail (there is exactly one). */
export function verifyLinkIn(backend: TestBackend, mail: OutboxMail): URL {
  const links = mail.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const link = new URL(links[0]!);
  expect(link.origin).toBe(new URL(backend.url).origin);
  return link;
}

/** A raw call to /auth/v1 with the anon key, as auth-js sends it. */
export function authFetch(
  backend: TestBackend,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
      ...init.headers,
    },
  });
}

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js in the PKCE flow with its own storage, as a browser would keep the verifier. */
export function pkceClient(backend: TestBackend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { flowType: 'pkce', storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A confirmed user made through the admin API; returns its id. */
export async function createConfirmedUser(
  admin: SupabaseClient,
  email: string,
  password: string,
  userMetadata: object = {},
): Promise<string> {
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: userMetadata });
  expect(error).toBeNull();
  return data.user!.id;
}
