import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { toFeedRun, type FeedRunRow } from './mappers';
import type { FeedRun } from './types';

type Client = SupabaseClient<Database>;

/**
 * Runs the product-feed edge function with the admin's own session (the function checks it again)
 * and returns the run it recorded. Its refusals keep their meaning; anything else is feed_failed,
 * in the function's words when it sent any.
 */
export async function generateFeed(supabase: Client): Promise<FeedRun> {
  const { data, error } = await supabase.functions.invoke<{ ok: true; run: FeedRunRow }>('product-feed', { body: {} });
  if (!error && data?.run) return toFeedRun(data.run);
  const response = error && 'context' in error && error.context instanceof Response ? error.context : null;
  const body = (await response?.json().catch(() => null)) as { message?: unknown } | null;
  const cause = `product-feed: ${response?.status ?? error?.message ?? 'no run in the answer'} ${JSON.stringify(body)}`;
  if (response?.status === 401) throw new Problem('feed_sign_in_required', { cause });
  if (response?.status === 403) throw new Problem('feed_admins_only', { cause });
  if (typeof body?.message === 'string' && body.message !== '') throw new Problem('feed_function_failed', { message: body.message, cause });
  throw new Problem('feed_failed', { cause });
}
