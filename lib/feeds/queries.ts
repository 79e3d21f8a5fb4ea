import 'server-only';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { createPublicClient } from '@/lib/supabase/public';
import { FEED_BUCKET, GOOGLE_FEED_OBJECT, META_FEED_OBJECT } from '@/supabase/functions/product-feed/feeds';
import { toFeedRun } from './mappers';
import type { FeedKind, FeedRun } from './types';

/** The newest runs, for the owner console (row-level security: admins only). Null when they cannot be read. */
export async function listFeedRuns(limit = 10): Promise<FeedRun[] | null> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from('product_feed_runs')
    .select('id, created_at, created_by_email, item_count, product_count, warnings, preview')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error || !data) {
    console.error('[feeds] could not list the runs:', error?.code, error?.message);
    return null;
  }
  return data.map(toFeedRun);
}

export type StoredFeed =
  | { status: 'found'; body: ReadableStream<Uint8Array> | null; headers: Record<string, string> }
  | { status: 'not-modified'; headers: Record<string, string> }
  | { status: 'missing' };

const OBJECTS: Record<FeedKind, string> = { google: GOOGLE_FEED_OBJECT, meta: META_FEED_OBJECT };
const PASSED_ON = ['etag', 'last-modified'];

/**
 * The newest stored feed file, read from the public bucket as any visitor could (no key needed),
 * never from a cache: a generation shows at once. The caller's If-None-Match / If-Modified-Since go
 * along, so an unchanged file is a 304.
 */
export async function readStoredFeed(kind: FeedKind, requestHeaders: Pick<Headers, 'get'>): Promise<StoredFeed> {
  const url = createPublicClient().storage.from(FEED_BUCKET).getPublicUrl(OBJECTS[kind]).data.publicUrl;
  const conditional: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since']) {
    const value = requestHeaders.get(name);
    if (value) conditional[name] = value;
  }
  const res = await fetch(url, { cache: 'no-store', headers: conditional });
  const headers = Object.fromEntries(PASSED_ON.flatMap((name) => (res.headers.get(name) ? [[name, res.headers.get(name)!]] : [])));
  if (res.status === 304) return { status: 'not-modified', headers };
  if (res.ok) return { status: 'found', body: res.body, headers };
  // Storage answers a missing object with 400 (or 404) and "statusCode": "404" in the body.
  const body = (await res.json().catch(() => null)) as { statusCode?: unknown } | null;
  if ((res.status === 400 || res.status === 404) && String(body?.statusCode ?? res.status) === '404') return { status: 'missing' };
  throw new Error(`storage answered ${res.status} for ${OBJECTS[kind]}: ${JSON.stringify(body)}`);
}
