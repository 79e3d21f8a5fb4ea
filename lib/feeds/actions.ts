import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '@/lib/http/errors';
import type { Database } from '@/lib/supabase/database.types';
import { toFeedRun, type FeedRunRow } from './mappers';
import { FEED_FAILED, FEED_NOT_ADMIN, FEED_SIGN_IN } from './messages';
import type { FeedRun } from './types';

type Client = SupabaseClient<Database>;

/**
 * Runs the product-feed edge function with the admin's own session (the function checks it again)
 * and returns the run it recorded. Its refusals keep their status; anything else is a 502 with the
 * function's message when it sent one.
 */
export async function generateFeed(supabase: Client): Promise<FeedRun> {
  const { data, error } = await supabase.functions.invoke<{ ok: true; run: FeedRunRow }>('product-feed', { body: {} });
  if (!error && data?.run) return toFeedRun(data.run);
  const response = error && 'context' in error && error.context instanceof Response ? error.context : null;
  const body = (await response?.json().catch(() => null)) as { message?: unknown } | null;
  const cause = `product-feed: ${response?.status ?? error?.message ?? 'no run in the answer'} ${JSON.stringify(body)}`;
  if (response?.status === 401) throw new HttpError(401, FEED_SIGN_IN, {}, { cause });
  if (response?.status === 403) throw new HttpError(403, FEED_NOT_ADMIN, {}, { cause });
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : FEED_FAILED;
  throw new HttpError(502, message, {}, { cause });
}
