import type { ServerResponse } from 'node:http';
import { redirect, sendJson, sendText, type SandboxContext, type SandboxHandler, type SandboxRequest } from '../http.ts';
import { EASYPAY_STATUS, JAZZCASH_CODES, easypayIpnRecord, easypayReturnQuery, jazzCashAnswer, sendIpn } from './answers.ts';
import { SandboxAttempts, type SandboxAttempt, type SandboxStatus } from './attempts.ts';
import { checkoutPage, closedTabPage, postBackPage, refusedPage } from './pages.ts';
import { EASYPAISA, JAZZCASH, easypayHashMatches, jazzCashHashMatches, jazzCashSigned } from './signing.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
const OUTCOMES = new Set(['paid', 'failed', 'cancelled', 'pending', 'paid_closed']);

interface Sandbox {
  attempts: SandboxAttempts;
  /** The sandbox's own address (the sandboxes service's URL + /payments), for Easypay's IPN link. */
  url: string;
  log: (line: string) => void;
}

/**
 * Both wallets' hosted checkout, status inquiry and IPN, signed with the sandbox credentials the
 * shop uses in sandbox mode (lib/providers/wallets/<wallet>/sandbox.ts). Attempts live in a file of
 * the data directory (DATA_DIR/sandboxes/payments/attempts.json), so a restart mid-payment loses none.
 * POST /jazzcash/merchantform       JazzCash page redirection (form post, pp_SecureHash checked)
 * POST /jazzcash/inquire            JazzCash Payment Inquiry (JSON, signed both ways)
 * POST /easypaisa/index             Easypay's Index.jsf (merchantHashedReq checked): redirects to the
 *                                   post-back URL with an auth_token
 * POST /easypaisa/confirm           Easypay's Confirm.jsf: auth_token and the final post-back URL
 * GET  /easypaisa/ipn/{reference}   the link Easypay's IPN names: the attempt as JSON
 * POST /easypaisa/inquire-transaction Easypay inquiry (JSON, Credentials header)
 * POST /decide                      the shopper's choice on the hosted page
 * POST /notify                      loopback only: {reference, status, times}: decides an attempt and
 *                                   sends its IPN `times` times (0 to 5, default 1: a late, repeated or lost notification)
 */
export function createPaymentSandbox({ dataDir, url, log }: SandboxContext): SandboxHandler {
  const sandbox: Sandbox = { attempts: new SandboxAttempts(dataDir), url, log };
  return async (req: SandboxRequest, res: ServerResponse) => {
    const route = `${req.method} ${req.path}`;
    if (route === 'POST /jazzcash/merchantform') return jazzCashForm(await formOf(req), sandbox, res);
    if (route === 'POST /easypaisa/index') return easypayIndex(await formOf(req), sandbox, res);
    if (route === 'POST /easypaisa/confirm') return easypayConfirm(await formOf(req), sandbox, res);
    if (route === 'POST /decide') return decide(await formOf(req), sandbox, res);
    if (route === 'POST /jazzcash/inquire') return jazzCashInquiry(await jsonOf(req), sandbox, res);
    if (route === 'POST /easypaisa/inquire-transaction') return easypayInquiry(req, await jsonOf(req), sandbox, res);
    if (req.method === 'GET' && req.path.startsWith('/easypaisa/ipn/'))
      return easypayIpn(decodeURIComponent(req.path.slice('/easypaisa/ipn/'.length)), sandbox, res);
    if (route === 'POST /notify' && isLoopback(req.raw.socket.remoteAddress)) return notify(await jsonOf(req), sandbox, res);
    sendJson(res, 404, { message: 'Not found' });
  };
}

async function formOf(req: SandboxRequest): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await req.text()));
}

async function jsonOf(req: SandboxRequest): Promise<Record<string, string>> {
  const body: unknown = await req
    .text()
    .then((text) => JSON.parse(text))
    .catch(() => undefined);
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value ?? '')]));
}

async function jazzCashForm(form: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  if (form.pp_MerchantID !== JAZZCASH.merchantId || form.pp_Password !== JAZZCASH.password) {
    return sendText(res, 400, refusedPage('Unknown merchant or password.'), HTML);
  }
  if (!jazzCashHashMatches(form)) {
    return sendText(res, 400, refusedPage('pp_SecureHash does not match the request.'), HTML);
  }
  if (form.pp_TxnCurrency !== 'PKR' || !/^[1-9]\d{0,11}$/.test(form.pp_Amount ?? '') || !form.pp_TxnRefNo || !form.pp_ReturnURL) {
    return sendText(res, 400, refusedPage('The request needs an amount in paisa, PKR, a reference and a return URL.'), HTML);
  }
  const attempt = sandbox.attempts.open({
    provider: 'jazzcash',
    reference: form.pp_TxnRefNo,
    amountPaisa: Number(form.pp_Amount),
    billReference: form.pp_BillReference ?? '',
    returnUrl: form.pp_ReturnURL,
  });
  sendText(res, 200, checkoutPage(attempt), HTML);
}

/** Index.jsf checks the store and the hashed request, then sends the browser back to the post-back URL with an auth_token. */
async function easypayIndex(fields: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  if (fields.storeId !== EASYPAISA.storeId || !easypayHashMatches(fields)) {
    return sendText(res, 400, refusedPage('merchantHashedReq does not match the request.'), HTML);
  }
  const amount = Number(fields.amount);
  const postBack = httpUrl(fields.postBackURL);
  if (!Number.isFinite(amount) || amount <= 0 || !fields.orderRefNum || !postBack) {
    return sendText(res, 400, refusedPage('The request needs an amount, an order reference and a post-back URL.'), HTML);
  }
  const attempt = sandbox.attempts.open({
    provider: 'easypaisa',
    reference: fields.orderRefNum,
    amountPaisa: Math.round(amount * 100),
    billReference: '',
    returnUrl: postBack.toString(),
  });
  if (!attempt.authToken) return sendText(res, 400, refusedPage('This order reference is already in use.'), HTML);
  postBack.searchParams.set('auth_token', attempt.authToken);
  redirect(res, 302, postBack.toString());
}

/** Confirm.jsf: the merchant posts the auth_token back with the post-back URL the shopper returns to; then the hosted page. */
async function easypayConfirm(form: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const postBack = httpUrl(form.postBackURL);
  const attempt = postBack && form.auth_token ? sandbox.attempts.confirm(form.auth_token, postBack.toString()) : undefined;
  if (!attempt) return sendText(res, 400, refusedPage('Unknown or used auth_token, or no post-back URL.'), HTML);
  sendText(res, 200, checkoutPage(attempt), HTML);
}

async function decide(form: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const outcome = form.outcome ?? '';
  if (!OUTCOMES.has(outcome)) return sendText(res, 400, refusedPage('Unknown payment or choice.'), HTML);
  const attempt = sandbox.attempts.decide(form.reference ?? '', outcome === 'paid_closed' ? 'paid' : (outcome as SandboxStatus));
  if (!attempt) return sendText(res, 400, refusedPage('Unknown payment or choice.'), HTML);
  if (outcome === 'paid_closed') {
    void sendIpn(attempt, sandbox.url, sandbox.log);
    return sendText(res, 200, closedTabPage(), HTML);
  }
  returnToShop(attempt, res);
}

function returnToShop(attempt: SandboxAttempt, res: ServerResponse) {
  if (attempt.provider === 'jazzcash') return sendText(res, 200, postBackPage(attempt.returnUrl, jazzCashAnswer(attempt)), HTML);
  const url = new URL(attempt.returnUrl);
  for (const [name, value] of easypayReturnQuery(attempt)) url.searchParams.set(name, value);
  redirect(res, 303, url.toString());
}

/** Answers with JazzCash's own codes: 101 invalid merchant credentials, 115 invalid hash, 109 no such transaction. */
async function jazzCashInquiry(request: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const refuse = (code: string, message: string) =>
    sendJson(res, 200, jazzCashSigned({ pp_ResponseCode: code, pp_ResponseMessage: message }));
  if (request.pp_MerchantID !== JAZZCASH.merchantId || request.pp_Password !== JAZZCASH.password)
    return refuse('101', 'Invalid merchant credentials.');
  if (!jazzCashHashMatches(request)) return refuse('115', 'Invalid hash received.');
  const attempt = sandbox.attempts.get(request.pp_TxnRefNo ?? '');
  if (!attempt || attempt.provider !== 'jazzcash') return refuse('109', 'Transaction does not exist');
  const payment = JAZZCASH_CODES[attempt.status];
  sendJson(
    res,
    200,
    jazzCashSigned({
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
      pp_TxnRefNo: attempt.reference,
      pp_Amount: String(attempt.amountPaisa),
      pp_PaymentResponseCode: attempt.status === 'paid' ? '121' : payment.code,
      pp_PaymentResponseMessage: attempt.status === 'paid' ? 'Transaction has been marked confirmed by Merchant.' : payment.message,
      pp_Status: { paid: 'Completed', failed: 'Failed', cancelled: 'Failed', pending: 'Pending', initiated: 'Pending' }[attempt.status],
    }),
  );
}

async function easypayInquiry(req: SandboxRequest, request: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const credentials = Buffer.from(`${EASYPAISA.username}:${EASYPAISA.password}`).toString('base64');
  if (req.header('credentials') !== credentials) return sendJson(res, 401, { responseCode: '0001', responseDesc: 'Invalid credentials' });
  const attempt = sandbox.attempts.get(request.orderId ?? '');
  if (!attempt || attempt.provider !== 'easypaisa' || request.storeId !== EASYPAISA.storeId) {
    return sendJson(res, 200, { responseCode: '0003', responseDesc: 'Transaction not found' });
  }
  sendJson(res, 200, {
    orderId: attempt.reference,
    storeId: EASYPAISA.storeId,
    accountNum: request.accountNum ?? '',
    paymentMode: 'MA',
    responseCode: '0000',
    responseDesc: 'SUCCESS',
    transactionAmount: attempt.amountPaisa / 100,
    transactionStatus: EASYPAY_STATUS[attempt.status],
  });
}

async function easypayIpn(reference: string, sandbox: Sandbox, res: ServerResponse) {
  const attempt = sandbox.attempts.get(reference);
  if (!attempt || attempt.provider !== 'easypaisa') return sendJson(res, 404, { message: 'Unknown order' });
  sendJson(res, 200, easypayIpnRecord(attempt));
}

async function notify(request: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const status = request.status as SandboxStatus;
  if (!(status in JAZZCASH_CODES)) return sendJson(res, 400, { message: 'status must be paid, failed, cancelled or pending' });
  const attempt = sandbox.attempts.decide(request.reference ?? '', status);
  if (!attempt) return sendJson(res, 404, { message: 'Unknown payment reference' });
  // times 0 changes the attempt at the provider only (the shop learns it by asking).
  const times = request.times === undefined || request.times === '' ? 1 : Math.min(Math.max(Number(request.times) || 0, 0), 5);
  for (let i = 0; i < times; i += 1) await sendIpn(attempt, sandbox.url, sandbox.log);
  sendJson(res, 200, { reference: attempt.reference, status: attempt.status, sent: times });
}

/** An http(s) URL, or null. */
function httpUrl(value: string | undefined): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
