/**
 * The few Supabase HTTP calls the product-feed function makes (Auth, REST, Storage), with plain
 * fetch so the same file runs on Deno (hosted) and Node (the embedded backend).
 */
export interface ApiEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

/** A failed call: what was asked, the status and the start of the answer (for the logs, never for users). */
class SupabaseCallError extends Error {}

export class SupabaseApi {
  private readonly base: string;

  constructor(private readonly env: ApiEnv) {
    this.base = env.SUPABASE_URL.replace(/\/+$/, '');
  }

  /** GET /auth/v1/user with the caller's token: their id and email, or null when the token is not a live session. */
  async userOf(token: string): Promise<{ id: string; email: string | null } | null> {
    const res = await fetch(`${this.base}/auth/v1/user`, {
      headers: { apikey: this.env.SUPABASE_ANON_KEY, Authorization: `Bearer ${token}` },
    });
    const body = (await res.json().catch(() => null)) as { id?: unknown; email?: unknown } | null;
    if (!res.ok || typeof body?.id !== 'string') return null;
    return { id: body.id, email: typeof body.email === 'string' && body.email !== '' ? body.email : null };
  }

  /** public.is_admin() as the caller (app_metadata.role read from the database). */
  async isAdmin(token: string): Promise<boolean> {
    const res = await fetch(`${this.base}/rest/v1/rpc/is_admin`, {
      method: 'POST',
      headers: { apikey: this.env.SUPABASE_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return res.ok && (await res.json().catch(() => null)) === true;
  }

  /** Every row of a REST query as the service role, a page of 1,000 (PostgREST's row cap) at a time. */
  async readAll<T>(table: string, query: string): Promise<T[]> {
    const rows: T[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await this.service<T[]>(`/rest/v1/${table}?${query}&limit=${PAGE_SIZE}&offset=${offset}`);
      rows.push(...page);
      if (page.length < PAGE_SIZE) return rows;
    }
  }

  /** Inserts one row as the service role and returns it. */
  async insert<T>(table: string, row: Record<string, unknown>): Promise<T> {
    const [inserted] = await this.service<T[]>(`/rest/v1/${table}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(row),
    });
    if (!inserted) throw new SupabaseCallError(`insert into ${table} returned no row`);
    return inserted;
  }

  /** Writes (or replaces) a storage object as the service role. */
  async upload(bucket: string, name: string, text: string, contentType: string, cacheSeconds: number): Promise<void> {
    await this.service(`/storage/v1/object/${bucket}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Cache-Control': `max-age=${cacheSeconds}`, 'x-upsert': 'true' },
      body: text,
    });
  }

  private async service<T>(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<T> {
    const key = this.env.SUPABASE_SERVICE_ROLE_KEY;
    const res = await fetch(`${this.base}${path}`, { ...init, headers: { apikey: key, Authorization: `Bearer ${key}`, ...init.headers } });
    const text = await res.text();
    if (!res.ok) throw new SupabaseCallError(`${init.method ?? 'GET'} ${path.split('?')[0]} answered ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

const PAGE_SIZE = 1000;
