import type { Database } from '../../db/database.ts';
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
  /**
   * Registers the channel's filters for a subscriber; rejects with a ChangeSubscriptionError whose
   * message is hosted Realtime's text. `deliver` gets the whole `postgres_changes` push payload.
   */
  subscribe(filters: ChangeFilter[], claims: JwtClaims, deliver: (payload: Record<string, unknown>) => void): Promise<ChangeSubscription>;
  close(): Promise<void>;
}

export class ChangeSubscriptionError extends Error {}

/** Placeholder until the change feed lands: every subscription is refused as hosted refuses an unavailable one. */
export async function startChangeFeed(db: Database): Promise<ChangeFeed> {
  void db;
  return {
    subscribe: async (filters) => {
      const params = filters.map((f) => `event: ${f.event}, schema: ${f.schema}, table: ${f.table ?? '*'}, filters: []`).join('; ');
      throw new ChangeSubscriptionError(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${params}]`,
      );
    },
    close: async () => {},
  };
}
