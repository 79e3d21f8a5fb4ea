import pg from 'pg';
import { isStalePlan, TEXT_TYPE_IDS, toDatabaseError } from './database.ts';
import { PostgresListener } from './postgres-listener.ts';
import type { Database, NotificationHandler, QueryResult, RequestOptions, Row, Transaction, TransactionOptions } from './database.ts';

const TEXT_IDS = new Set<number>(Object.values(TEXT_TYPE_IDS));
const typeParsers = {
  getTypeParser(id: number, format?: string) {
    if (TEXT_IDS.has(id)) return (value: string) => value;
    return pg.types.getTypeParser(id, format as 'text');
  },
};

type Client = pg.PoolClient | pg.Pool;

/** `request` returns every column as Postgres' text, like the PGlite driver does. */
const rawText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;
/** Prepared statements per connection; past this, new statements run unprepared. */
const PREPARED_LIMIT = 200;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: typeParsers as pg.CustomTypesConfig });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  await pool.query('select 1');
  return new PostgresDatabase(pool, new PostgresListener(connectionString));
}

/** ROLLBACK after a failure; false when that fails too: the connection is broken and must not go back to the pool. */
async function rollBackAfterFailure(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('rollback');
    return true;
  } catch {
    return false;
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly prepared = new WeakMap<pg.PoolClient, Map<string, string>>();
  private statementCounter = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PostgresListener,
  ) {}

  /** BEGIN + setup in one simple-protocol round trip, the prepared statement, then COMMIT/ROLLBACK. */
  async request<T = Row>(sql: string, params: (string | null)[], options: RequestOptions): Promise<QueryResult<T>> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`${options.readOnly ? 'begin read only' : 'begin'}; ${options.setup}`);
          const result = await client.query({ name: this.statementName(client, sql), text: sql, values: params, types: rawText });
          const out: QueryResult<T> = {
            rows: result.rows as T[],
            rowCount: result.rowCount ?? 0,
            fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          };
          const keep = options.commit ? options.commit(out as QueryResult<Row>) : true;
          await client.query(keep ? 'commit' : 'rollback');
          return out;
        } catch (error) {
          broken = !(await rollBackAfterFailure(client));
          const failure = toDatabaseError(error);
          if (broken || attempt > 0 || !isStalePlan(failure)) throw failure;
          this.prepared.get(client)?.delete(sql);
        }
      }
    } finally {
      client.release(broken);
    }
  }

  private statementName(client: pg.PoolClient, sql: string): string | undefined {
    let names = this.prepared.get(client);
    if (!names) this.prepared.set(client, (names = new Map()));
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_LIMIT) {
      this.statementCounter += 1;
      name = `rest_${this.statementCounter}`;
      names.set(sql, name);
    }
    return name;
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return runQuery<T>(this.pool, sql, params);
  }

  async exec(sql: string): Promise<void> {
    await runQuery(this.pool, sql);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const client = await this.pool.connect();
    let rolledBack = false;
    let broken = false;
    try {
      const begin = options.readOnly ? 'begin read only' : 'begin';
      await client.query(options.setup ? `${begin}; ${options.setup}` : begin);
      const result = await fn({
        query: (sql, params) => runQuery(client, sql, params),
        exec: async (sql) => void (await runQuery(client, sql)),
        rollback: () => (rolledBack = true),
      });
      await client.query(rolledBack ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      broken = !(await rollBackAfterFailure(client));
      throw toDatabaseError(error);
    } finally {
      client.release(broken);
    }
  }

  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    return this.listener.listen(channel, handler);
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.pool.end();
  }
}

async function runQuery<T>(client: Client, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  try {
    const result = await client.query(sql, params as unknown[] | undefined);
    const last = Array.isArray(result) ? result[result.length - 1] : result;
    return {
      rows: (last?.rows ?? []) as T[],
      rowCount: last?.rowCount ?? 0,
      fields: (last?.fields ?? []).map((f: pg.FieldDef) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  } catch (error) {
    throw toDatabaseError(error);
  }
}
