import type { APIRequestContext } from '@playwright/test';

/**
 * The test's own door to the embedded backend `npm test -- e2e` started (E2E_SUPABASE_*): service-role
 * REST for checking and arranging rows, an admin's token for POST /api/revalidate, and the mail outbox.
 */
export const BACKEND_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54329';
const SERVICE_KEY = process.env.E2E_SUPABASE_SERVICE_ROLE_KEY ?? '';
const ANON_KEY = process.env.E2E_SUPABASE_ANON_KEY ?? '';

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' };

export async function restSelect<T>(request: APIRequestContext, table: string, query: string): Promise<T[]> {
  const response = await request.get(`${BACKEND_URL}/rest/v1/${table}?${query}`, { headers: service });
  if (!response.ok()) throw new Error(`select ${table}: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function restUpdate(
  request: APIRequestContext,
  table: string,
  filter: string,
  values: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`${BACKEND_URL}/rest/v1/${table}?${filter}`, { headers: service, data: values });
  if (!response.ok()) throw new Error(`update ${table}: ${response.status()} ${await response.text()}`);
}

export async function restInsert(request: APIRequestContext, table: string, values: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${BACKEND_URL}/rest/v1/${table}`, { headers: service, data: values });
  if (!response.ok()) throw new Error(`insert ${table}: ${response.status()} ${await response.text()}`);
}

export async function restDelete(request: APIRequestContext, table: string, filter: string): Promise<void> {
  const response = await request.delete(`${BACKEND_URL}/rest/v1/${table}?${filter}`, { headers: service });
  if (!response.ok()) throw new Error(`delete ${table}: ${response.status()} ${await response.text()}`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return (await request.get(`${BACKEND_URL}/mail/messages`)).json();
}

let adminToken: string | null = null;

/** An admin of the shop (app_metadata.role = admin), signed in: their access token. */
export async function adminAccessToken(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const email = `owner.${Date.now().toString(36)}@example.com`;
  const password = 'owner-password-1';
  const created = await request.post(`${BACKEND_URL}/auth/v1/admin/users`, {
    headers: service,
    data: { email, password, email_confirm: true, app_metadata: { role: 'admin' } },
  });
  if (!created.ok()) throw new Error(`create admin: ${created.status()} ${await created.text()}`);
  const signedIn = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  if (!signedIn.ok()) throw new Error(`admin sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  adminToken = ((await signedIn.json()) as { access_token: string }).access_token;
  return adminToken;
}

/** What the owner console does after changing the catalogue: POST /api/revalidate as an admin. */
export async function revalidateCatalog(request: APIRequestContext, tags: string[] = ['catalog']): Promise<void> {
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${await adminAccessToken(request)}`, 'Content-Type': 'application/json' },
    data: { tags },
  });
  if (!response.ok()) throw new Error(`revalidate: ${response.status()} ${await response.text()}`);
}
