import { JAZZCASH, ipnPath, jazzCashSigned } from './sandbox-signing.ts';

type SandboxProvider = 'jazzcash' | 'easypaisa';
export type SandboxStatus = 'initiated' | 'paid' | 'failed' | 'cancelled' | 'pending';

/** One attempt the sandbox's hosted page has seen (kept in memory: a restarted sandbox knows none). */
export interface SandboxAttempt {
  provider: SandboxProvider;
  reference: string;
  amountPaisa: number;
  billReference: string;
  returnUrl: string;
  status: SandboxStatus;
}

/** The provider's codes for each outcome: JazzCash pp_ResponseCode / Easypay transactionStatus. */
export const JAZZCASH_CODES: Record<SandboxStatus, { code: string; message: string }> = {
  paid: { code: '000', message: 'Thank you for Using JazzCash, your transaction was successful.' },
  failed: { code: '199', message: 'Sorry! Your transaction was not successful.' },
  cancelled: { code: '110', message: 'Transaction cancelled by the customer.' },
  pending: { code: '157', message: 'Transaction is pending.' },
  initiated: { code: '157', message: 'Transaction is pending.' },
};
export const EASYPAY_STATUS: Record<SandboxStatus, string> = {
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
  pending: 'PENDING',
  initiated: 'INITIATED',
};

export class SandboxAttempts {
  private readonly attempts = new Map<string, SandboxAttempt>();

  open(attempt: Omit<SandboxAttempt, 'status'>): SandboxAttempt {
    const existing = this.attempts.get(attempt.reference);
    if (existing) return existing;
    const opened = { ...attempt, status: 'initiated' as const };
    this.attempts.set(attempt.reference, opened);
    return opened;
  }

  get(reference: string): SandboxAttempt | undefined {
    return this.attempts.get(reference);
  }

  /** A decided attempt keeps its outcome, as at the real providers; only an open or pending one moves. */
  decide(reference: string, status: SandboxStatus): SandboxAttempt | undefined {
    const attempt = this.attempts.get(reference);
    if (attempt && (attempt.status === 'initiated' || attempt.status === 'pending')) attempt.status = status;
    return attempt;
  }
}

/** The signed fields JazzCash returns to the shop (and sends in its IPN) for an attempt. */
export function jazzCashAnswer(attempt: SandboxAttempt): Record<string, string> {
  const { code, message } = JAZZCASH_CODES[attempt.status];
  return jazzCashSigned({
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: JAZZCASH.merchantId,
    pp_TxnRefNo: attempt.reference,
    pp_Amount: String(attempt.amountPaisa),
    pp_TxnCurrency: 'PKR',
    pp_BillReference: attempt.billReference,
    pp_ResponseCode: code,
    pp_ResponseMessage: message,
    pp_RetreivalReferenceNo: `SBX${attempt.reference.slice(-9)}`,
  });
}

/** The query Easypay appends to the post-back URL when the shopper leaves its page. */
export function easypayReturnQuery(attempt: SandboxAttempt): URLSearchParams {
  const paid = attempt.status === 'paid';
  const desc = { paid: 'Success', failed: 'Transaction failed', cancelled: 'Cancelled by customer', pending: 'Pending', initiated: 'Pending' }[attempt.status];
  return new URLSearchParams({
    success: String(paid),
    status: paid ? '0000' : attempt.status === 'pending' ? '' : '0001',
    desc,
    orderRefNumber: attempt.reference,
  });
}

/** Sends the provider's server-to-server notification to the shop's IPN route; failures are only logged. */
export async function sendIpn(attempt: SandboxAttempt, log: (line: string) => void): Promise<void> {
  const url = new URL(ipnPath(attempt.provider), attempt.returnUrl).toString();
  const body = attempt.provider === 'jazzcash' ? jazzCashAnswer(attempt) : { orderRefNumber: attempt.reference, paymentStatus: EASYPAY_STATUS[attempt.status] };
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    log(`payment sandbox: IPN for ${attempt.reference} → ${response.status}`);
  } catch (error) {
    log(`payment sandbox: IPN for ${attempt.reference} failed: ${(error as Error).message}`);
  }
}
