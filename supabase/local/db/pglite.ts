import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { isStalePlan, TEXT_TYPE_IDS, toDatabaseError } from './database.ts';
import type { Database, NotificationHandler, QueryResult, RequestOptions, Row, Transaction, TransactionOptions } from './database.ts';

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
      extensions: { fuzzystrmatch, pgcrypto, pg_trgm, uuid_ossp },
      parsers: PARSERS,
    });
    return new PgliteDatabase(pg, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Prepared statements kept in the one PGlite session (each a few KB of plan). */
const PREPARED_LIMIT = 500;

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly prepared = new Map<string, string>();
  private statementCounter = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  /**
   * The whole request as one buffer of wire-protocol messages, so the WASM backend is entered once
   * (twice when `commit` must see the result): Query(BEGIN; setup), Parse (first time only), Bind,
   * Describe, Execute, Sync, Query(COMMIT). Both PGlite locks are held, so nothing interleaves.
   */
  async request<T = Row>(sql: string, params: (string | null)[], options: RequestOptions): Promise<QueryResult<T>> {
    return this.pg._runExclusiveTransaction(() =>
      this.pg.runExclusive(async () => {
        try {
          return await this.pipeline<T>(sql, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          this.prepared.delete(sql);
          return this.pipeline<T>(sql, params, options);
        }
      }),
    );
  }

  private async pipeline<T>(sql: string, params: (string | null)[], options: RequestOptions): Promise<QueryResult<T>> {
    let name = this.prepared.get(sql);
    const parse = name === undefined;
    if (name === undefined) {
      if (this.prepared.size >= PREPARED_LIMIT) {
        this.prepared.clear();
        await this.pg.execProtocol(wire.query('DEALLOCATE ALL'));
      }
      this.statementCounter += 1;
      name = `rest_${this.statementCounter}`;
    }
    const begin = `${options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'}; ${options.setup}`;
    const messages = [
      wire.query(begin),
      ...(parse ? [wire.parse(name, sql)] : []),
      wire.bind(name, params),
      wire.describePortal,
      wire.execute,
      wire.sync,
    ];
    if (!options.commit) messages.push(wire.query('COMMIT'));
    const { messages: replies } = await this.pg.execProtocol(wire.concat(messages), { throwOnError: false });
    const failure = replies.find((m) => m instanceof Error || m.name === 'error');
    if (failure) {
      if (this.pg.isInTransaction()) await this.pg.execProtocol(wire.query('ROLLBACK'));
      throw toDatabaseError(failure);
    }
    if (parse) this.prepared.set(sql, name);
    const result = readResult<T>(replies);
    if (options.commit) {
      const keep = options.commit(result as QueryResult<Row>);
      const { messages: end } = await this.pg.execProtocol(wire.query(keep ? 'COMMIT' : 'ROLLBACK'), { throwOnError: false });
      const endFailure = end.find((m) => m instanceof Error || m.name === 'error');
      if (endFailure) throw toDatabaseError(endFailure);
    }
    return result;
  }

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
        const setup = [options.readOnly ? 'set transaction read only' : '', options.setup ?? ''].filter(Boolean).join('; ');
        if (setup) await inner.exec(setup);
        const result = await fn(new PgliteTx(inner, () => (rolledBack = true), options.textParams === true));
        if (rolledBack) await inner.rollback();
        return result;
      });
    } catch (error) {
      throw toDatabaseError(error);
    }
  }

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    const stop = await this.pg.listen(channel, handler);
    return () => stop();
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
    private readonly textParams: boolean,
  ) {}

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return runQuery<T>(this.inner, sql, params, this.textParams ? TEXT_SERIALIZERS : undefined);
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.inner.exec(sql);
    } catch (error) {
      throw toDatabaseError(error);
    }
  }
}

type Reply = { name: string; fields?: unknown[]; text?: string };

/** The main statement's rows: the row description and data rows that follow its BindComplete. */
function readResult<T>(replies: Reply[]): QueryResult<T> {
  const start = replies.findIndex((m) => m.name === 'bindComplete');
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Row[] = [];
  let rowCount = 0;
  for (const m of replies.slice(start + 1)) {
    if (m.name === 'rowDescription')
      fields = (m.fields as { name: string; dataTypeID: number }[]).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    else if (m.name === 'dataRow') rows.push(Object.fromEntries(fields.map((f, i) => [f.name, (m.fields as unknown[])[i] ?? null])));
    else if (m.name === 'commandComplete') {
      rowCount = Number(/(\d+)$/.exec(m.text ?? '')?.[1] ?? rows.length);
      break;
    }
  }
  return { rows: rows as T[], rowCount, fields };
}

/** Frontend messages of the Postgres wire protocol (v3), all parameters and results in text format. */
const wire = (() => {
  const encoder = new TextEncoder();
  const cstring = (text: string) => encoder.encode(`${text}\u0000`);
  const int16 = (n: number) => new Uint8Array([(n >> 8) & 0xff, n & 0xff]);
  const int32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const concat = (parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
    let offset = 0;
    for (const p of parts) {
      out.set(p, offset);
      offset += p.length;
    }
    return out;
  };
  const message = (type: string, parts: Uint8Array[]) => {
    const body = concat(parts);
    return concat([encoder.encode(type), int32(body.length + 4), body]);
  };
  const bindParams = (params: (string | null)[]) =>
    params.flatMap((p) => {
      if (p === null) return [int32(-1)];
      const bytes = encoder.encode(p);
      return [int32(bytes.length), bytes];
    });
  return {
    concat,
    query: (sql: string) => message('Q', [cstring(sql)]),
    parse: (name: string, sql: string) => message('P', [cstring(name), cstring(sql), int16(0)]),
    bind: (name: string, params: (string | null)[]) =>
      message('B', [cstring(''), cstring(name), int16(0), int16(params.length), ...bindParams(params), int16(0)]),
    describePortal: message('D', [encoder.encode('P'), cstring('')]),
    execute: message('E', [cstring(''), int32(0)]),
    sync: message('S', []),
  };
})();

/** Sends every parameter as the text it already is, whatever type Postgres inferred for it. */
const TEXT_SERIALIZERS: Record<number, (value: unknown) => string> = new Proxy({}, { get: () => String });

async function runQuery<T>(
  target: Pick<PGlite, 'query'>,
  sql: string,
  params?: unknown[],
  serializers?: Record<number, (value: unknown) => string>,
): Promise<QueryResult<T>> {
  try {
    const result = await target.query<T>(sql, params as unknown[] | undefined, serializers ? { serializers } : undefined);
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
