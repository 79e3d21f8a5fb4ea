import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { redirect, sendJson, sendText } from '../http/respond.ts';
import type { ServiceHandler } from '../http/server.ts';
import { EASYPAY_STATUS, JAZZCASH_CODES, SandboxAttempts, easypayReturnQuery, jazzCashAnswer, sendIpn, type SandboxAttempt, type SandboxStatus } from './sandbox-attempts.ts';
import { EASYPAISA, JAZZCASH, easypayHashMatches, jazzCashHashMatches, jazzCashSigned } from './sandbox-signing.ts';
import { checkoutPage, closedTabPage, postBackPage, refusedPage } from './sandbox-pages.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
const OUTCOMES = new Set(['paid', 'failed', 'cancelled', 'pending', 'paid_closed']);

/**
 * Both wallets' hosted checkout, status inquiry and IPN, signed with the sandbox credentials the
 * shop uses when no real ones are configured (lib/payments/sandbox.ts):
 * POST /jazzcash/merchantform       JazzCash page redirection (form post, pp_SecureHash checked)
 * POST /jazzcash/inquire            JazzCash Payment Inquiry (JSON, signed both ways)
 * POST /easypaisa/index             Easypay hosted checkout (form post, merchantHashedReq checked)
 * POST /easypaisa/inquire-transaction Easypay inquiry (JSON, Credentials header)
 * POST /decide                      the shopper's choice on the hosted page
 * POST /notify                      loopback only: {reference, status, times}: decides an attempt and
 *                                   sends its IPN `times` times (0 to 5, default 1: a late, repeated or lost notification)
 */
export function createPaymentSandbox(log: (line: string) => void): ServiceHandler {
  const attempts = new SandboxAttempts();
  return async (req: ApiRequest, res: ServerResponse) => {
    const route = `${req.method} ${req.path}`;
    if (route === 'POST /jazzcash/merchantform') return jazzCashForm(await formOf(req), attempts, res);
    if (route === 'POST /easypaisa/index') return easypayForm(await formOf(req), attempts, res);
    if (route === 'POST /decide') return decide(await formOf(req), attempts, res, log);
    if (route === 'POST /jazzcash/inquire') return jazzCashInquiry(await jsonOf(req), attempts, res);
    if (route === 'POST /easypaisa/inquire-transaction') return easypayInquiry(req, await jsonOf(req), attempts, res);
    if (route === 'POST /notify' && isLoopback(req.raw.socket.remoteAddress)) return notify(await jsonOf(req), attempts, res, log);
    sendJson(res, 404, { message: 'Not found' });
  };
}

async function formOf(req: ApiRequest): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await req.text()));
}

async function jsonOf(req: ApiRequest): Promise<Record<string, string>> {
  const body = await req.json().catch(() => undefined);
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value ?? '')]));
}

function jazzCashForm(form: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse) {
  if (form.pp_MerchantID !== JAZZCASH.merchantId || form.pp_Password !== JAZZCASH.password) {
    return sendText(res, 400, refusedPage('Unknown merchant or password.'), HTML);
  }
  if (!jazzCashHashMatches(form)) {
    return sendText(res, 400, refusedPage('pp_SecureHash does not match the request.'), HTML);
  }
  if (form.pp_TxnCurrency !== 'PKR' || !/^\d+$/.test(form.pp_Amount ?? '') || !form.pp_TxnRefNo || !form.pp_ReturnURL) {
    return sendText(res, 400, refusedPage('The request needs an amount in paisa, PKR, a reference and a return URL.'), HTML);
  }
  const attempt = attempts.open({
    provider: 'jazzcash',
    reference: form.pp_TxnRefNo,
    amountPaisa: Number(form.pp_Amount),
    billReference: form.pp_BillReference ?? '',
    returnUrl: form.pp_ReturnURL,
  });
  sendText(res, 200, checkoutPage(attempt), HTML);
}

function easypayForm(form: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse) {
  const fields = form;
  if (fields.storeId !== EASYPAISA.storeId || !easypayHashMatches(fields)) {
    return sendText(res, 400, refusedPage('merchantHashedReq does not match the request.'), HTML);
  }
  const amount = Number(fields.amount);
  if (!Number.isFinite(amount) || amount <= 0 || !fields.orderRefNum || !fields.postBackURL) {
    return sendText(res, 400, refusedPage('The request needs an amount, an order reference and a post-back URL.'), HTML);
  }
  const attempt = attempts.open({
    provider: 'easypaisa',
    reference: fields.orderRefNum,
    amountPaisa: Math.round(amount * 100),
    billReference: '',
    returnUrl: fields.postBackURL,
  });
  sendText(res, 200, checkoutPage(attempt), HTML);
}

function decide(form: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse, log: (line: string) => void) {
  const outcome = form.outcome ?? '';
  const attempt = attempts.get(form.reference ?? '');
  if (!attempt || !OUTCOMES.has(outcome)) return sendText(res, 400, refusedPage('Unknown payment or choice.'), HTML);
  if (outcome === 'paid_closed') {
    attempts.decide(attempt.reference, 'paid');
    void sendIpn(attempt, log);
    return sendText(res, 200, closedTabPage(), HTML);
  }
  attempts.decide(attempt.reference, outcome as SandboxStatus);
  returnToShop(attempt, res);
}

function returnToShop(attempt: SandboxAttempt, res: ServerResponse) {
  if (attempt.provider === 'jazzcash') return sendText(res, 200, postBackPage(attempt.returnUrl, jazzCashAnswer(attempt)), HTML);
  const url = new URL(attempt.returnUrl);
  for (const [name, value] of easypayReturnQuery(attempt)) url.searchParams.set(name, value);
  redirect(res, 303, url.toString());
}

function jazzCashInquiry(request: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse) {
  const signed = jazzCashSigned;
  const trusted = request.pp_MerchantID === JAZZCASH.merchantId && request.pp_Password === JAZZCASH.password && jazzCashHashMatches(request);
  if (!trusted) return sendJson(res, 200, signed({ pp_ResponseCode: '110', pp_ResponseMessage: 'Invalid merchant credentials or hash.' }));
  const attempt = attempts.get(request.pp_TxnRefNo ?? '');
  if (!attempt || attempt.provider !== 'jazzcash') return sendJson(res, 200, signed({ pp_ResponseCode: '404', pp_ResponseMessage: 'Transaction not found.' }));
  const payment = JAZZCASH_CODES[attempt.status];
  sendJson(
    res,
    200,
    signed({
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Inquiry successful.',
      pp_TxnRefNo: attempt.reference,
      pp_Amount: String(attempt.amountPaisa),
      pp_PaymentResponseCode: attempt.status === 'paid' ? '121' : payment.code,
      pp_PaymentResponseMessage: payment.message,
      pp_Status: { paid: 'Completed', failed: 'Failed', cancelled: 'Cancelled', pending: 'Pending', initiated: 'Pending' }[attempt.status],
    }),
  );
}

function easypayInquiry(req: ApiRequest, request: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse) {
  const credentials = Buffer.from(`${EASYPAISA.username}:${EASYPAISA.password}`).toString('base64');
  if (req.header('credentials') !== credentials) return sendJson(res, 401, { responseCode: '0001', responseDesc: 'Invalid credentials' });
  const attempt = attempts.get(request.orderId ?? '');
  if (!attempt || attempt.provider !== 'easypaisa' || request.storeId !== EASYPAISA.storeId) {
    return sendJson(res, 200, { responseCode: '0003', responseDesc: 'Transaction not found' });
  }
  sendJson(res, 200, {
    responseCode: '0000',
    responseDesc: 'SUCCESS',
    orderId: attempt.reference,
    storeId: EASYPAISA.storeId,
    transactionStatus: EASYPAY_STATUS[attempt.status],
    transactionAmount: attempt.amountPaisa / 100,
    paymentMode: 'MA',
  });
}

async function notify(request: Record<string, string>, attempts: SandboxAttempts, res: ServerResponse, log: (line: string) => void) {
  const status = request.status as SandboxStatus;
  if (!(status in JAZZCASH_CODES)) return sendJson(res, 400, { message: 'status must be paid, failed, cancelled or pending' });
  const attempt = attempts.decide(request.reference ?? '', status);
  if (!attempt) return sendJson(res, 404, { message: 'Unknown payment reference' });
  // times 0 changes the attempt at the provider only (the shop learns it by asking).
  const times = request.times === undefined || request.times === '' ? 1 : Math.min(Math.max(Number(request.times) || 0, 0), 5);
  for (let i = 0; i < times; i += 1) await sendIpn(attempt, log);
  sendJson(res, 200, { reference: attempt.reference, status: attempt.status, sent: times });
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
