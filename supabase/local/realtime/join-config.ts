import { randomUUID } from 'node:crypto';
import type { Payload } from './frames.ts';
import type { ChangeFilter } from './postgres-changes/index.ts';

/** The parts of a `phx_join` payload Realtime uses; anything malformed falls back to the defaults, as hosted does. */
export interface JoinConfig {
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  changeFilters: ChangeFilter[];
  /** `access_token` (or the older `user_token`) of the join, if any. */
  accessToken: string | null;
}

export function readJoinConfig(payload: Payload): JoinConfig {
  const config = objectOr(payload.config);
  const broadcast = objectOr(config.broadcast);
  const presence = objectOr(config.presence);
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
  const token = [payload.access_token, payload.user_token].find((t): t is string => typeof t === 'string');
  return {
    isPrivate: flag(config.private),
    selfBroadcast: flag(broadcast.self),
    ackBroadcast: flag(broadcast.ack),
    presenceEnabled: flag(presence.enabled),
    presenceKey: key,
    changeFilters: Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isObject).map(toChangeFilter) : [],
    accessToken: token ?? null,
  };
}

function toChangeFilter(entry: Payload): ChangeFilter {
  const filter: ChangeFilter = { event: String(entry.event ?? '*'), schema: String(entry.schema ?? '') };
  if (typeof entry.table === 'string') filter.table = entry.table;
  if (typeof entry.filter === 'string') filter.filter = entry.filter;
  return filter;
}

/** Hosted accepts booleans and their usual spellings ("true", "1", …). */
function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function isObject(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectOr(value: unknown): Payload {
  return isObject(value) ? value : {};
}
