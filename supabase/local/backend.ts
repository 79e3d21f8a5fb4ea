import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Gateway } from './http/gateway.ts';
import type { JwtSigner } from './jwt.ts';
import type { BackendKeys } from './keys.ts';
import type { Outbox } from './mail/outbox.ts';

/** Everything a service of the embedded backend may use; built once in main.ts. */
export interface Backend {
  config: BackendConfig;
  db: Database;
  keys: BackendKeys;
  jwt: JwtSigner;
  gateway: Gateway;
  outbox: Outbox;
  /** The URL this server answers on (the configured public URL, with the real port). */
  url: string;
}
