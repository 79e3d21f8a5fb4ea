import { randomUUID } from 'node:crypto';
import { toDatabaseError, DatabaseError, type Database, type Transaction } from '../db/database.ts';
import type { JwtClaims } from '../jwt.ts';

export type Extension = 'broadcast' | 'presence';

/** Who asks, about which channel topic, as the policies on realtime.messages see it. */
export interface AuthorizationContext {
  topic: string;
  claims: JwtClaims;
  headers: Record<string, string>;
}

/**
 * Read access as hosted checks it: probe rows for each extension are inserted by the server's own
 * role, then selected back as the token's role with its claims and `realtime.topic` set; a row the
 * select policy lets through means read access. Everything is rolled back.
 */
export async function canRead(db: Database, context: AuthorizationContext, extensions: Extension[]): Promise<Record<Extension, boolean>> {
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
  return db.transaction(async (tx) => {
    for (const probe of probes) {
      await tx.query('insert into realtime.messages (id, topic, extension) values ($1::uuid, $2, $3)', [
        probe.id,
        context.topic,
        probe.extension,
      ]);
    }
    await actAs(tx, context);
    const { rows } = await tx.query<{ id: string }>(
      `select id::text as id from realtime.messages where id in (${probes.map((_, i) => `$${i + 1}::uuid`).join(', ')})`,
      probes.map((p) => p.id),
    );
    tx.rollback();
    const visible = new Set(rows.map((row) => row.id));
    const result = { broadcast: false, presence: false };
    for (const probe of probes) result[probe.extension] = visible.has(probe.id);
    return result;
  });
}

/** Write access as hosted checks it: an insert as the token's role that the insert policy must allow; rolled back. */
export async function canWrite(db: Database, context: AuthorizationContext, extension: Extension): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await actAs(tx, context);
      await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [context.topic, extension]);
      tx.rollback();
    });
    return true;
  } catch (error) {
    const dbError = toDatabaseError(error);
    if (dbError instanceof DatabaseError && dbError.code === '42501') return false;
    throw dbError;
  }
}

async function actAs(tx: Transaction, context: AuthorizationContext): Promise<void> {
  const role = typeof context.claims.role === 'string' ? context.claims.role : '';
  const sub = typeof context.claims.sub === 'string' ? context.claims.sub : '';
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $5, true),
            set_config('request.headers', $6, true)`,
    [role, context.topic, JSON.stringify(context.claims), sub, role, JSON.stringify(context.headers)],
  );
}
