/**
 * One interface over PGlite and PostgreSQL. Values come back the same way from both:
 * integers up to int4 and floats as numbers, booleans, json/jsonb parsed, and everything
 * else (int8, numeric, timestamps, uuid) as Postgres' own text.
 */
export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters, as one simple-protocol round trip. */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * SQL without parameters (literals quoted with `quoteLiteral`) run right after BEGIN in the same
   * round trip, e.g. an API request's `set_config` calls. A failure rolls the transaction back.
   */
  setup?: string;
  /**
   * Every parameter of `tx.query` is a string or null and goes to Postgres as written, for the
   * server to type (no client-side conversion of booleans, arrays or bytea).
   */
  textParams?: boolean;
}

export interface RequestOptions {
  readOnly: boolean;
  /** SQL without parameters (literals quoted with `quoteLiteral`), run right after BEGIN. */
  setup: string;
  /** Sees the statement's result before the transaction ends; returning false rolls it back. */
  commit?: (result: QueryResult<Row>) => boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Commits when `fn` resolves; rolls back when it throws (or when it calls `rollback`). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One API request in as few round trips as the driver allows: BEGIN [READ ONLY] with `setup`,
   * then `sql` as a prepared statement (kept per connection, keyed by its text) with parameters
   * that are text or null, then COMMIT, or ROLLBACK when `options.commit` says so. Every column
   * comes back as Postgres' text. PGlite takes it all in one call; PostgreSQL in three round trips.
   * Optional: `runRequest` falls back to `transaction` for a Database without it.
   */
  request?<T = Row>(sql: string, params: (string | null)[], options: RequestOptions): Promise<QueryResult<T>>;
  /**
   * Calls `handler` with the payload of every `NOTIFY channel` (or `pg_notify`) committed from now
   * on, by any session. The returned function stops listening.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type NotificationHandler = (payload: string) => void;

export interface Transaction extends Queryable {
  /** Ends the transaction with ROLLBACK instead of COMMIT once `fn` returns. */
  rollback(): void;
}

/** A Postgres error with the fields PostgREST forwards. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | null,
    readonly hint: string | null,
    readonly extra: { schema?: string; table?: string; column?: string; constraint?: string } = {},
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

export function toDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    const e = error as {
      message: string;
      code: string;
      detail?: string;
      hint?: string;
      schema?: string;
      table?: string;
      column?: string;
      constraint?: string;
    };
    if (/^[0-9A-Z]{5}$/.test(e.code)) {
      return new DatabaseError(e.message, e.code, e.detail ?? null, e.hint ?? null, {
        schema: e.schema,
        table: e.table,
        column: e.column,
        constraint: e.constraint,
      });
    }
  }
  return error;
}

/** Quotes an identifier for SQL text (`"a""b"`). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Quotes a literal for SQL text; standard_conforming_strings is on in both databases. */
export function quoteLiteral(value: string): string {
  if (value.includes('\u0000')) throw new DatabaseError('invalid byte sequence: 0x00', '22021', null, null);
  return `'${value.replace(/'/g, "''")}'`;
}

/** `db.request`, or the same through `transaction` (same semantics, more round trips). */
export function runRequest<T = Row>(
  db: Database,
  sql: string,
  params: (string | null)[],
  options: RequestOptions,
): Promise<QueryResult<T>> {
  if (db.request) return db.request<T>(sql, params, options);
  return db.transaction(
    async (tx) => {
      const result = await tx.query<T>(sql, params);
      if (options.commit && !options.commit(result as QueryResult<Row>)) tx.rollback();
      return result;
    },
    { readOnly: options.readOnly, setup: options.setup, textParams: true },
  );
}

/** SQLSTATE 0A000 after DDL changed what a prepared statement returns; re-preparing fixes it. */
export function isStalePlan(error: unknown): boolean {
  return error instanceof DatabaseError && error.code === '0A000' && error.message.startsWith('cached plan must not change result type');
}

/** Type ids whose text stays text (see the module comment). */
export const TEXT_TYPE_IDS = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  time: 1083,
  timestamp: 1114,
  timestamptz: 1184,
  timetz: 1266,
  interval: 1186,
} as const;
