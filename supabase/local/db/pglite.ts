import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import {
  TEXT_TYPE_IDS,
  toDatabaseError,
  type Database,
  type QueryResult,
  type Queryable,
  type Transaction,
  type TransactionOptions,
} from './database.ts';

const keepText = (value: string) => value;
const PARSERS = Object.fromEntries(Object.values(TEXT_TYPE_IDS).map((id) => [id, keepText]));
const LOCK_FILE = 'postmaster.pid.local';

/**
 * PGlite keeps its data in `<dataDir>/pglite`. A fresh directory pays initdb once; when a
 * snapshot directory is given it is copied instead, which takes a fraction of a second.
 */
export async function openPglite(dataDir: string, snapshotDir: string | null): Promise<Database> {
  const dbDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    if (!fs.existsSync(path.join(dbDir, 'PG_VERSION')) && snapshotDir) {
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.cpSync(snapshotDir, dbDir, { recursive: true });
    }
    const pg = await PGlite.create({
      dataDir: dbDir,
      extensions: { pgcrypto, pg_trgm, uuid_ossp },
      parsers: PARSERS,
    });
    return new PgliteDatabase(pg, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  constructor(
    private readonly pg: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return runQuery<T>(this.pg, sql, params);
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pg.exec(sql);
    } catch (error) {
      throw toDatabaseError(error);
    }
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    let rolledBack = false;
    try {
      return await this.pg.transaction(async (inner) => {
        if (options.readOnly) await inner.exec('set transaction read only');
        const result = await fn(new PgliteTx(inner, () => (rolledBack = true)));
        if (rolledBack) await inner.rollback();
        return result;
      });
    } catch (error) {
      throw toDatabaseError(error);
    }
  }

  async close(): Promise<void> {
    try {
      await this.pg.close();
    } finally {
      this.releaseLock();
    }
  }
}

class PgliteTx implements Transaction {
  constructor(
    private readonly inner: PGliteTransaction,
    readonly rollback: () => void,
  ) {}

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return runQuery<T>(this.inner, sql, params);
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.inner.exec(sql);
    } catch (error) {
      throw toDatabaseError(error);
    }
  }
}

async function runQuery<T>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  try {
    const result = await target.query<T>(sql, params as unknown[] | undefined);
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? result.rows.length,
      fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  } catch (error) {
    throw toDatabaseError(error);
  }
}

/** PGlite is one process per directory: a second opener would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data directory ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR.`);
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
