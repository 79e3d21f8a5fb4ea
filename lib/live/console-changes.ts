import 'server-only';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { createSupabaseRealtimeClient, realtimeBackoffMs } from '@/lib/supabase/realtime';
import { CONSOLE_TABLES, type ConsoleHint } from './hints';

/**
 * One Realtime subscription per shop process, shared by every open console: Postgres Changes of the
 * console's tables, fanned out to the listeners as hints (lib/live/hints.ts). It starts with the
 * first listener and stops with the last, so a process with no console open holds no socket to the
 * backend; a reload costs one join (about a tenth of a second), and the join's `ready` is what a new
 * listener catches up on anyway.
 *
 * `ready` is sent when the backend confirms the subscription to Postgres Changes (its `system`
 * message), after the first join and after every rejoin: realtime-js reconnects the socket with
 * backoff when the backend goes away and rejoins the channel. A channel the backend closes, or whose
 * subscription it refuses, is joined anew with the same backoff. A listener that comes while the
 * subscription is live gets `ready` at once.
 */

type Listener = (hint: ConsoleHint) => void;

interface Feed {
  client: ReturnType<typeof createSupabaseRealtimeClient>;
  channel: RealtimeChannel | null;
  live: boolean;
  /** Fresh channels made in a row without the subscription coming up, for the backoff. */
  attempts: number;
  retry: ReturnType<typeof setTimeout> | null;
}

const TOPIC = 'shop-console';

const listeners = new Set<Listener>();
let feed: Feed | null = null;

/** Listens for the console's hints; returns the function that stops listening. */
export function listenToConsoleChanges(listener: Listener): () => void {
  listeners.add(listener);
  if (!feed) {
    feed = { client: createSupabaseRealtimeClient(), channel: null, live: false, attempts: 0, retry: null };
    join(feed);
  } else if (feed.live) {
    listener({ kind: 'ready' });
  }
  return () => {
    if (listeners.delete(listener) && listeners.size === 0) stop();
  };
}

function tell(hint: ConsoleHint): void {
  for (const listener of [...listeners]) {
    try {
      listener(hint);
    } catch (error) {
      console.error('[live] a listener failed:', error);
    }
  }
}

function join(current: Feed): void {
  const channel = current.client.channel(TOPIC);
  for (const table of CONSOLE_TABLES) {
    channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => {
      if (feed === current) tell({ kind: 'change', table });
    });
  }
  channel.on('system', {}, (message: { extension?: string; status?: string; message?: string }) => {
    if (feed !== current || current.channel !== channel || message.extension !== 'postgres_changes') return;
    if (message.status === 'ok') {
      current.live = true;
      current.attempts = 0;
      tell({ kind: 'ready' });
    } else {
      console.error(`[live] Postgres Changes refused the console's subscription: ${message.message ?? message.status}`);
      rejoinLater(current);
    }
  });
  current.channel = channel;
  channel.subscribe((status, error) => {
    if (feed !== current || current.channel !== channel || status === 'SUBSCRIBED') return;
    current.live = false;
    // CHANNEL_ERROR and TIMED_OUT: realtime-js rejoins by itself (after the socket is back).
    if (status === 'CLOSED') rejoinLater(current);
    else console.warn(`[live] the console's Realtime channel: ${status}`, error?.message ?? '');
  });
}

/** Leaves the channel and joins a fresh one after the backoff. */
function rejoinLater(current: Feed): void {
  current.live = false;
  if (current.retry) return;
  const old = current.channel;
  current.channel = null;
  if (old) void current.client.removeChannel(old);
  current.attempts += 1;
  current.retry = setTimeout(() => {
    current.retry = null;
    if (feed === current) join(current);
  }, realtimeBackoffMs(current.attempts));
}

function stop(): void {
  const current = feed;
  if (!current) return;
  feed = null;
  if (current.retry) clearTimeout(current.retry);
  void current.client
    .removeAllChannels()
    .catch(() => undefined)
    .finally(() => current.client.realtime.disconnect());
}
