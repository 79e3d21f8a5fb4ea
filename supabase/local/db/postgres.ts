import pg from 'pg';
import {
  TEXT_TYPE_IDS,
  toDatabaseError,
  type Database,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './database.ts';

const TEXT_IDS = new Set<number>(Object.values(TEXT_TYPE_IDS));
const typeParsers = {
  getTypeParser(id: number, format?: string) {
    if (TEXT_IDS.has(id)) return (value: string) => value;
    return pg.types.getTypeParser(id, format as 'text');
  },
};

type Client = pg.PoolClient | pg.Pool;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: typeParsers as pg.CustomTypesConfig });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  await pool.query('select 1');
  return new PostgresDatabase(pool);
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  constructor(private readonly pool: pg.Pool) {}

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
      await client.query(options.readOnly ? 'begin read only' : 'begin');
      const result = await fn({
        query: (sql, params) => runQuery(client, sql, params),
        exec: async (sql) => void (await runQuery(client, sql)),
        rollback: () => (rolledBack = true),
      });
      await client.query(rolledBack ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw toDatabaseError(error);
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
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
