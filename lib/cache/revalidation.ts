import 'server-only';
import { revalidateTag } from 'next/cache';
import { Problem } from '@/lib/errors/problem';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { createTokenClient } from '@/lib/supabase/public';
import { forgetKeptPages } from './kept-pages.mjs';
import type { RevalidateTag } from './tags';

type Caller = 'admin' | 'signed-out' | 'not-admin';

/**
 * Who is asking: the owner console sends the admin's access token as `Authorization: Bearer …`, or
 * the browser sends the session cookie. `is_admin()` (app_metadata.role, read from the database)
 * decides.
 */
async function identifyCaller(headers: Pick<Headers, 'get'>): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null;
  if (!token && !/(^|;\s*)sb-[^=]*-auth-token/.test(headers.get('cookie') ?? '')) return 'signed-out';
  const supabase = token ? createTokenClient(token) : await createSupabaseServerClient();
  if (!token) {
    const { data } = await supabase.auth.getClaims();
    if (!data?.claims?.sub) return 'signed-out';
  }
  const { data, error } = await supabase.rpc('is_admin');
  if (error) return token ? 'signed-out' : 'not-admin';
  return data === true ? 'admin' : 'not-admin';
}

/** Only the shop's owner expires the caches: a signed-out caller is asked to sign in, anyone else refused. */
export async function assertShopOwner(headers: Pick<Headers, 'get'>): Promise<void> {
  const caller = await identifyCaller(headers);
  if (caller === 'signed-out') throw new Problem('revalidate_sign_in_required');
  if (caller !== 'admin') throw new Problem('revalidate_owner_only');
}

/**
 * Expires the cached catalogue or reviews at once: the next visit to any page that read them
 * renders afresh (no stale copy is served).
 */
export function revalidateTags(tags: readonly RevalidateTag[]): void {
  for (const tag of tags) {
    revalidateTag(tag, { expire: 0 });
    for (const forget of forgetters.get(tag) ?? []) forget();
  }
  // The search pages the shop's server keeps show the catalogue and its ratings.
  forgetKeptPages();
}

const forgetters = new Map<RevalidateTag, Set<() => void>>();

/** Also drops a process-local copy (kept outside Next's cache) whenever `tag` is revalidated here. */
export function whenRevalidated(tag: RevalidateTag, forget: () => void): void {
  forgetters.set(tag, (forgetters.get(tag) ?? new Set()).add(forget));
}
