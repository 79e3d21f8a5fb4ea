import pg from 'pg';
import { quoteIdent } from './database.ts';
import type { NotificationHandler } from './database.ts';

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * One connection, outside the pool, that LISTENs for every channel someone wants. When it drops it
 * reconnects and listens again; notifications sent while it was away are lost, as with any LISTEN.
 */
export class PostgresListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private failures = 0;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      const client = await this.connection();
      await client.query(`listen ${quoteIdent(channel)}`);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    this.client = client;
    this.failures = 0;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed || this.handlers.size === 0) return;
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.failures += 1;
    setTimeout(() => {
      if (this.closed) return;
      this.connection().catch(() => this.reconnectLater());
    }, delay).unref();
  }
}
