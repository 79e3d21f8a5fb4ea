import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { JsonFile } from '../json-file.ts';

type SandboxProvider = 'jazzcash' | 'easypaisa';
export type SandboxStatus = 'initiated' | 'paid' | 'failed' | 'cancelled' | 'pending';

/** One attempt the sandbox's hosted page has seen. */
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

/** Only an open or pending attempt moves; a decided one keeps its outcome, as at the real providers. */
const OPEN: ReadonlySet<SandboxStatus> = new Set(['initiated', 'pending']);

/** The sandbox's attempts by reference, kept in a file of its data directory so that a restart loses none of them. */
export class SandboxAttempts {
  private readonly file: JsonFile<Record<string, SandboxAttempt>>;

  constructor(dataDir: string) {
    this.file = new JsonFile(path.join(dataDir, 'attempts.json'), {});
  }

  /** Opens an attempt once: posting the same reference again (a reload) finds the first one. */
  open(attempt: Omit<SandboxAttempt, 'status' | 'authToken'>): SandboxAttempt {
    const attempts = this.file.read();
    if (!Object.hasOwn(attempts, attempt.reference)) {
      const authToken = attempt.provider === 'easypaisa' ? randomBytes(16).toString('hex') : null;
      attempts[attempt.reference] = { ...attempt, authToken, status: 'initiated' };
      this.file.write(attempts);
    }
    return attempts[attempt.reference]!;
  }

  get(reference: string): SandboxAttempt | undefined {
    const attempts = this.file.read();
    return Object.hasOwn(attempts, reference) ? attempts[reference] : undefined;
  }

  /** Easypay's Confirm step: the token names an open attempt, which now returns to `returnUrl`. */
  confirm(authToken: string, returnUrl: string): SandboxAttempt | undefined {
    const attempts = this.file.read();
    const attempt = Object.values(attempts).find((a) => a.authToken === authToken && OPEN.has(a.status));
    if (!attempt) return undefined;
    attempt.returnUrl = returnUrl;
    this.file.write(attempts);
    return attempt;
  }

  decide(reference: string, status: SandboxStatus): SandboxAttempt | undefined {
    const attempts = this.file.read();
    if (!Object.hasOwn(attempts, reference)) return undefined;
    const attempt = attempts[reference]!;
    if (OPEN.has(attempt.status)) {
      attempt.status = status;
      this.file.write(attempts);
    }
    return attempt;
  }
}
