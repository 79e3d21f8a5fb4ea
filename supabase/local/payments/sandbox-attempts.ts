import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

type SandboxProvider = 'jazzcash' | 'easypaisa';
export type SandboxStatus = 'initiated' | 'paid' | 'failed' | 'cancelled' | 'pending';

/** One attempt the sandbox's hosted page has seen (payments_sandbox.attempts, created by the shim). */
export interface SandboxAttempt {
  provider: SandboxProvider;
  reference: string;
  amountPaisa: number;
  billReference: string;
  /** Where the shopper goes back to: JazzCash's pp_ReturnURL; Easypay's post-back URL (the one given at Confirm). */
  returnUrl: string;
  /** Easypay's auth_token between Index.jsf and Confirm.jsf; null for JazzCash. */
  authToken: string | null;
  status: SandboxStatus;
}

const COLUMNS = 'provider, reference, amount_paisa, bill_reference, return_url, auth_token, status';

interface Row {
  provider: SandboxProvider;
  reference: string;
  amount_paisa: number | string;
  bill_reference: string;
  return_url: string;
  auth_token: string | null;
  status: SandboxStatus;
}

function attemptOf(row: Row | undefined): SandboxAttempt | undefined {
  if (!row) return undefined;
  return {
    provider: row.provider,
    reference: row.reference,
    amountPaisa: Number(row.amount_paisa),
    billReference: row.bill_reference,
    returnUrl: row.return_url,
    authToken: row.auth_token,
    status: row.status,
  };
}

/** The sandbox's attempts, kept in the backend's database so that a restart loses none of them. */
export class SandboxAttempts {
  constructor(private readonly db: Queryable) {}

  /** Opens an attempt once: posting the same reference again (a reload) finds the first one. */
  async open(attempt: Omit<SandboxAttempt, 'status' | 'authToken'>): Promise<SandboxAttempt> {
    const token = attempt.provider === 'easypaisa' ? randomBytes(16).toString('hex') : null;
    await this.db.query(
      `insert into payments_sandbox.attempts (provider, reference, amount_paisa, bill_reference, return_url, auth_token)
       values ($1, $2, $3, $4, $5, $6) on conflict (reference) do nothing`,
      [attempt.provider, attempt.reference, attempt.amountPaisa, attempt.billReference, attempt.returnUrl, token],
    );
    return (await this.get(attempt.reference))!;
  }

  async get(reference: string): Promise<SandboxAttempt | undefined> {
    const { rows } = await this.db.query<Row>(`select ${COLUMNS} from payments_sandbox.attempts where reference = $1`, [reference]);
    return attemptOf(rows[0]);
  }

  /** Easypay's Confirm step: the token names an open attempt, which now returns to `returnUrl`. */
  async confirm(authToken: string, returnUrl: string): Promise<SandboxAttempt | undefined> {
    const { rows } = await this.db.query<Row>(
      `update payments_sandbox.attempts set return_url = $2 where auth_token = $1 and status in ('initiated', 'pending') returning ${COLUMNS}`,
      [authToken, returnUrl],
    );
    return attemptOf(rows[0]);
  }

  /** A decided attempt keeps its outcome, as at the real providers; only an open or pending one moves. */
  async decide(reference: string, status: SandboxStatus): Promise<SandboxAttempt | undefined> {
    await this.db.query(`update payments_sandbox.attempts set status = $2 where reference = $1 and status in ('initiated', 'pending')`, [
      reference,
      status,
    ]);
    return this.get(reference);
  }
}
