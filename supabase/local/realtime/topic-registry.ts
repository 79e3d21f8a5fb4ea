import { randomBytes } from 'node:crypto';
import type { Payload, UserBroadcast } from './frames.ts';

/** A broadcast as it fans out: a JSON object payload, or a user broadcast carried as bytes. */
export type Broadcast = { kind: 'json'; payload: Payload } | { kind: 'user'; broadcast: UserBroadcast };

/** One joined channel, as the registry sees it. */
export interface Subscriber {
  canReadBroadcast(): boolean;
  canReadPresence(): boolean;
  deliverBroadcast(message: Broadcast): void;
  deliverPresenceDiff(diff: Payload): void;
}

interface PresenceEntry {
  ref: string;
  meta: Payload;
}

/**
 * Who is subscribed to which topic, and who is present in it. Public and private channels of the
 * same name are separate topics, as on hosted Realtime.
 */
export class TopicRegistry {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  /** topic → presence key → subscriber → its tracked state. */
  private readonly presence = new Map<string, Map<string, Map<Subscriber, PresenceEntry>>>();

  subscribe(topic: string, subscriber: Subscriber): void {
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(subscriber);
  }

  /** Removes the subscriber, then its presence: the others get the leave, the one leaving does not. */
  unsubscribe(topic: string, subscriber: Subscriber, presenceKey: string): void {
    const set = this.subscribers.get(topic);
    set?.delete(subscriber);
    if (set?.size === 0) this.subscribers.delete(topic);
    this.untrack(topic, subscriber, presenceKey);
  }

  /** Delivers to every subscriber allowed to read broadcasts, except `except` (a sender without `self`). */
  broadcast(topic: string, message: Broadcast, except?: Subscriber): void {
    for (const subscriber of this.subscribers.get(topic) ?? []) {
      if (subscriber !== except && subscriber.canReadBroadcast()) subscriber.deliverBroadcast(message);
    }
  }

  /** Phoenix Presence's grouped state: `{ key: { metas: [{ phx_ref, ...meta }] } }`. */
  presenceState(topic: string): Payload {
    const state: Payload = {};
    for (const [key, entries] of this.presence.get(topic) ?? []) {
      state[key] = { metas: [...entries.values()].map(toMeta) };
    }
    return state;
  }

  track(topic: string, subscriber: Subscriber, key: string, meta: Payload): void {
    let keys = this.presence.get(topic);
    if (!keys) this.presence.set(topic, (keys = new Map()));
    let entries = keys.get(key);
    if (!entries) keys.set(key, (entries = new Map()));
    const previous = entries.get(subscriber);
    const entry = { ref: newPresenceRef(), meta };
    entries.set(subscriber, entry);
    const joined = previous ? { ...toMeta(entry), phx_ref_prev: previous.ref } : toMeta(entry);
    this.sendDiff(topic, { joins: { [key]: { metas: [joined] } }, leaves: previous ? { [key]: { metas: [toMeta(previous)] } } : {} });
  }

  untrack(topic: string, subscriber: Subscriber, key: string): void {
    const keys = this.presence.get(topic);
    const entries = keys?.get(key);
    const previous = entries?.get(subscriber);
    if (!keys || !entries || !previous) return;
    entries.delete(subscriber);
    if (entries.size === 0) keys.delete(key);
    if (keys.size === 0) this.presence.delete(topic);
    this.sendDiff(topic, { joins: {}, leaves: { [key]: { metas: [toMeta(previous)] } } });
  }

  private sendDiff(topic: string, diff: Payload): void {
    for (const subscriber of this.subscribers.get(topic) ?? []) {
      if (subscriber.canReadPresence()) subscriber.deliverPresenceDiff(diff);
    }
  }
}

export function topicKey(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

function toMeta(entry: PresenceEntry): Payload {
  return { ...entry.meta, phx_ref: entry.ref };
}

function newPresenceRef(): string {
  return randomBytes(12).toString('base64url');
}
