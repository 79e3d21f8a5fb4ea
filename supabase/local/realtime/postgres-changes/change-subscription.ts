import { createHash } from 'node:crypto';
import type { JwtClaims } from '../../jwt.ts';

/** One entry of the join payload's `config.postgres_changes`, as realtime-js sends it. */
export interface ChangeFilter {
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

/** What the server answers for each filter in the join reply's `response.postgres_changes`. */
export interface ChangeBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

export interface ChangeSubscription {
  bindings: ChangeBinding[];
  /** Later events are checked against these claims (the channel's `access_token` refresh). */
  updateClaims(claims: JwtClaims): void;
  unsubscribe(): void;
}

export interface ChangeFeed {
  subscribe(filters: ChangeFilter[], claims: JwtClaims, deliver: (payload: Record<string, unknown>) => void): Promise<ChangeSubscription>;
  close(): Promise<void>;
}

/** A subscription hosted Realtime would refuse; `message` is hosted's text. */
export class ChangeSubscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeSubscriptionError';
  }
}

/** The ids hosted gives each entry (a hash of the entry), echoed with the entry as the client sent it. */
export function changeBindings(filters: ChangeFilter[]): ChangeBinding[] {
  return filters.map((filter) => ({ ...filter, id: bindingId(filter) }));
}

function bindingId(filter: ChangeFilter): number {
  const canonical = JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest().readUInt32BE(0) >>> 5;
}
