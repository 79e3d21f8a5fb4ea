import type { SandboxAttempt, SandboxStatus } from './attempts.ts';
import { EASYPAISA, JAZZCASH, ipnPath, jazzCashSigned } from './signing.ts';

/** JazzCash's pp_ResponseCode for each outcome, with the texts of its response code table. */
export const JAZZCASH_CODES: Record<SandboxStatus, { code: string; message: string }> = {
  paid: { code: '000', message: 'Thank you for Using JazzCash, your transaction was successful.' },
  failed: { code: '199', message: 'System error' },
  cancelled: { code: '112', message: 'Transaction Cancelled by User.' },
  pending: { code: '157', message: 'Transaction is pending.' },
  initiated: { code: '157', message: 'Transaction is pending.' },
};

/** Easypay's transactionStatus (inquiry) and transaction_status (IPN) for each outcome. */
export const EASYPAY_STATUS: Record<SandboxStatus, string> = {
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
  pending: 'PENDING',
  initiated: 'INITIATED',
};

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

/** The query Easypay appends to the (second) post-back URL when the shopper leaves its page. */
export function easypayReturnQuery(attempt: SandboxAttempt): URLSearchParams {
  const paid = attempt.status === 'paid';
  const desc = {
    paid: 'Success',
    failed: 'Transaction failed',
    cancelled: 'Cancelled by customer',
    pending: 'Pending',
    initiated: 'Pending',
  }[attempt.status];
  return new URLSearchParams({
    success: String(paid),
    status: paid ? '0000' : attempt.status === 'pending' ? '' : '0001',
    desc,
    orderRefNumber: attempt.reference,
  });
}

/** What Easypay's IPN link answers: the attempt in its snake_case fields. */
export function easypayIpnRecord(attempt: SandboxAttempt): Record<string, string | number> {
  return {
    order_id: attempt.reference,
    store_id: EASYPAISA.storeId,
    transaction_id: `SBX${attempt.reference.slice(-9)}`,
    transaction_status: EASYPAY_STATUS[attempt.status],
    transaction_amount: attempt.amountPaisa / 100,
    payment_method: 'MA',
  };
}

/** Where Easypay's IPN link for an attempt points, below the sandbox's own URL. */
const easypayIpnLink = (sandboxUrl: string, reference: string) => `${sandboxUrl}/easypaisa/ipn/${encodeURIComponent(reference)}`;

/**
 * Sends the provider's server-to-server notification to the shop's IPN route (below the return
 * URL's origin); failures are only logged. JazzCash posts its signed fields; Easypay calls the IPN
 * URL with `?url=` naming where the shop reads the notification.
 */
export async function sendIpn(attempt: SandboxAttempt, sandboxUrl: string, log: (line: string) => void): Promise<void> {
  const url = new URL(ipnPath(attempt.provider), attempt.returnUrl);
  const request: RequestInit =
    attempt.provider === 'jazzcash'
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(jazzCashAnswer(attempt)) }
      : { method: 'GET' };
  if (attempt.provider === 'easypaisa') url.searchParams.set('url', easypayIpnLink(sandboxUrl, attempt.reference));
  try {
    const response = await fetch(url, request);
    log(`payment sandbox: IPN for ${attempt.reference} → ${response.status}`);
  } catch (error) {
    log(`payment sandbox: IPN for ${attempt.reference} failed: ${(error as Error).message}`);
  }
}
