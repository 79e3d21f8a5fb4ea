// POST (no parameters) → {ok, run}: builds the Google Merchant (RSS 2.0) and Meta (CSV) product
// feeds from the active catalogue, stores them in the public bucket `product-feeds` and records the
// run in public.product_feed_runs. Only the shop's admins may run it (their session's JWT, checked
// with GoTrue and public.is_admin()), or a scheduler holding the service-role key.
//
// Runs unchanged on hosted Supabase (Deno: `supabase functions deploy product-feed`, with the secret
// SITE_URL) and on the embedded backend, which imports the default export.
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { jsonResponse, preflightResponse, serveOnDeno } from '../_shared/http.ts';
import { readCatalogue } from './catalogue.ts';
import { buildProductFeeds, FEED_BUCKET, GOOGLE_FEED_OBJECT, META_FEED_OBJECT, type ProductFeeds } from './feeds.ts';
import { SupabaseApi } from './supabase-api.ts';

export const FEED_NOT_SIGNED_IN = 'Please sign in as the shop owner to generate the product feed.';
export const FEED_NOT_ADMIN = 'Only the shop owner can generate the product feed.';
export const FEED_NO_PARAMETERS = 'The product feed takes no parameters: send an empty body or {}.';
const FEED_FAILED = 'The product feed could not be generated just now. Please try again in a moment.';
const FEED_NOT_RECORDED = 'The feed files were updated, but the run could not be recorded. Please generate the feed again.';
/** How long a storage cache or CDN may keep a feed file: the files change only when a run replaces them. */
const FILE_CACHE_SECONDS = 60;

type Caller = { kind: 'service' } | { kind: 'admin'; id: string; email: string | null } | { kind: 'signed-out' } | { kind: 'not-admin' };

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return jsonResponse({ ok: false, message: 'Method not allowed' }, 405, { Allow: 'POST, OPTIONS' });
  let stage = 'configuration';
  try {
    const env = requireEnv('SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL');
    const api = new SupabaseApi(env);
    stage = 'caller check';
    const caller = await identifyCaller(req, api, env.SUPABASE_SERVICE_ROLE_KEY);
    if (caller.kind === 'signed-out') return jsonResponse({ ok: false, message: FEED_NOT_SIGNED_IN }, 401);
    if (caller.kind === 'not-admin') return jsonResponse({ ok: false, message: FEED_NOT_ADMIN }, 403);
    if (!takesNoParameters(await req.text())) return jsonResponse({ ok: false, message: FEED_NO_PARAMETERS }, 400);

    stage = 'catalogue read';
    const feeds = buildProductFeeds(await readCatalogue(api), env.SITE_URL);
    stage = 'upload';
    await api.upload(FEED_BUCKET, GOOGLE_FEED_OBJECT, feeds.googleXml, 'text/plain; charset=utf-8', FILE_CACHE_SECONDS);
    await api.upload(FEED_BUCKET, META_FEED_OBJECT, feeds.metaCsv, 'text/csv; charset=utf-8', FILE_CACHE_SECONDS);
    stage = 'record';
    const run = await recordRun(api, caller, feeds).catch((error) => {
      console.error(`[product-feed] the run could not be recorded: ${error}`);
      return null;
    });
    if (!run) return jsonResponse({ ok: false, message: FEED_NOT_RECORDED }, 502);
    return jsonResponse({ ok: true, run });
  } catch (error) {
    console.error(`[product-feed] ${stage} failed: ${error instanceof MissingEnvError ? error.message : error}`);
    return jsonResponse({ ok: false, message: FEED_FAILED }, stage === 'configuration' ? 500 : 502);
  }
}

serveOnDeno(handler);

/**
 * The bearer of the request: the service-role key itself (a scheduled run), or a user whose session
 * GoTrue still knows and whom public.is_admin() calls an admin.
 */
async function identifyCaller(req: Request, api: SupabaseApi, serviceRoleKey: string): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return { kind: 'signed-out' };
  if (sameSecret(token, serviceRoleKey)) return { kind: 'service' };
  const user = await api.userOf(token);
  if (!user) return { kind: 'signed-out' };
  return (await api.isAdmin(token)) ? { kind: 'admin', ...user } : { kind: 'not-admin' };
}

/** Compares without stopping at the first difference, so response times do not reveal the key. */
function sameSecret(given: string, secret: string): boolean {
  let difference = given.length ^ secret.length;
  for (let i = 0; i < secret.length; i++) difference |= (given.charCodeAt(i) || 0) ^ secret.charCodeAt(i);
  return difference === 0;
}

/** An empty body, or `{}` (what pg_net sends by default). */
function takesNoParameters(body: string): boolean {
  if (body.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.keys(parsed).length === 0;
  } catch {
    return false;
  }
}

function recordRun(api: SupabaseApi, caller: Caller, feeds: ProductFeeds): Promise<Record<string, unknown>> {
  return api.insert('product_feed_runs', {
    created_by: caller.kind === 'admin' ? caller.id : null,
    created_by_email: caller.kind === 'admin' ? caller.email : null,
    item_count: feeds.items.length,
    product_count: feeds.productCount,
    warnings: feeds.warnings,
    preview: feeds.preview,
    google_path: GOOGLE_FEED_OBJECT,
    meta_path: META_FEED_OBJECT,
  });
}
