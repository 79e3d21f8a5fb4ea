import 'server-only';
import { Problem } from '@/lib/errors/problem';

/** Open live streams one account may hold on one shop process: a few windows and devices, not thousands. */
export const MAX_STREAMS_PER_ACCOUNT = 5;
/** When a refused console may try again (its page still refreshes every minute meanwhile). */
const RETRY_AFTER_SECONDS = 30;

const open = new Map<string, number>();

/**
 * Takes one of the account's stream slots, or refuses with `live_streams_exceeded` (429) when all
 * are taken. Returns the release, which frees the slot once however often it is called.
 */
export function takeStreamSlot(accountId: string): () => void {
  const taken = open.get(accountId) ?? 0;
  if (taken >= MAX_STREAMS_PER_ACCOUNT) {
    throw new Problem('live_streams_exceeded', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  open.set(accountId, taken + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(accountId) ?? 1) - 1;
    if (left > 0) open.set(accountId, left);
    else open.delete(accountId);
  };
}
