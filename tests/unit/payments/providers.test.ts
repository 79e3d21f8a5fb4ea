/** @jest-environment node */
/**
 * Each provider's signed checkout form and its reading of a return: what the browser posts carries
 * the attempt's reference, the amount in the provider's unit and an expiry; a changed field fails
 * the signature; a return without a reference is refused.
 */
import type { ServerEnv } from '@/lib/env';
import { paymentFormOrigins } from '@/lib/payments/providers';
import { decryptEasypaisaHashedRequest } from '@/lib/providers/wallets/easypaisa/hashed-request';
import { easypaisaProvider } from '@/lib/providers/wallets/easypaisa/provider';
import { jazzCashProvider } from '@/lib/providers/wallets/jazzcash/provider';
import { jazzCashSecureHash } from '@/lib/providers/wallets/jazzcash/secure-hash';
import { ProviderUnreachableError } from '@/lib/providers/wallets/wallet';

const attempt = {
  orderNumber: 'GDF-2611-ABCDEF',
  reference: 'T20261125101500ABCDE',
  amountPaisa: 345_000,
  expiresAt: new Date('2026-11-25T06:15:00Z'),
  phone: '+923001234567',
  email: 'nadia@example.com',
};
const jazz = jazzCashProvider({
  merchantId: 'MC1',
  password: 'pw',
  integritySalt: 'salt',
  formUrl: 'https://jc.test/form',
  inquiryUrl: 'https://jc.test/inq',
  sandbox: false,
});
const easy = easypaisaProvider({
  storeId: '12255',
  hashKey: '8JZVPIU6MPD6H4GH',
  username: 'u',
  password: 'p',
  accountNum: '1',
  formUrl: 'https://ep.test/easypay/Index.jsf',
  confirmUrl: 'https://ep.test/easypay/Confirm.jsf',
  inquiryUrl: 'https://ep.test/easypay-service/rest/v4/inquire-transaction',
  sandbox: false,
});

test('JazzCash posts an MWALLET request in paisa, PKR, with the attempt reference, Pakistan-time expiry and the callback URL, signed', () => {
  const form = jazz.checkoutForm(attempt, 'https://shop.test');
  expect(form.action).toBe('https://jc.test/form');
  expect(form.fields).toMatchObject({
    pp_TxnType: 'MWALLET',
    pp_Amount: '345000',
    pp_TxnCurrency: 'PKR',
    pp_TxnRefNo: attempt.reference,
    pp_TxnExpiryDateTime: '20261125111500',
    pp_ReturnURL: 'https://shop.test/payment/callback',
    pp_BillReference: 'GDF2611ABCDEF',
  });
  expect(form.fields.pp_SecureHash).toBe(jazzCashSecureHash(form.fields, 'salt'));
});

test('a JazzCash return is read only with a valid signature and a reference', () => {
  const answer: Record<string, string> = {
    pp_TxnRefNo: attempt.reference,
    pp_Amount: '345000',
    pp_TxnCurrency: 'PKR',
    pp_ResponseCode: '000',
  };
  answer.pp_SecureHash = jazzCashSecureHash(answer, 'salt');
  expect(jazz.readMessage(answer)).toEqual({
    ok: true,
    reference: attempt.reference,
    outcome: 'succeeded',
    amountPaisa: 345000,
    currency: 'PKR',
    billReference: null,
    responseCode: '000',
  });
  expect(jazz.readMessage({ ...answer, pp_Amount: '100' })).toEqual({ ok: false, reference: attempt.reference, problem: 'bad_signature' });
  expect(jazz.readMessage({ ...answer, pp_SecureHash: '' })).toMatchObject({ ok: false, problem: 'bad_signature' });
  expect(jazz.readMessage({ pp_ResponseCode: '000' })).toEqual({ ok: false, reference: null, problem: 'no_reference' });
});

test('Easypaisa posts the store, the amount in rupees, the post-back URL and the reference, with the hashed request of those fields', () => {
  const form = easy.checkoutForm(attempt, 'https://shop.test');
  expect(form.fields).toMatchObject({
    storeId: '12255',
    amount: '3450.0',
    orderRefNum: attempt.reference,
    postBackURL: 'https://shop.test/payment/callback',
    expiryDate: '20261125 111500',
    paymentMethod: 'MA_PAYMENT_METHOD',
    mobileNum: '03001234567',
    emailAddr: 'nadia@example.com',
  });
  expect(decryptEasypaisaHashedRequest(form.fields.merchantHashedReq!, '8JZVPIU6MPD6H4GH')).toBe(
    'amount=3450.0&autoRedirect=1&emailAddr=nadia@example.com&expiryDate=20261125 111500&mobileNum=03001234567' +
      `&orderRefNum=${attempt.reference}&paymentMethod=MA_PAYMENT_METHOD&postBackURL=https://shop.test/payment/callback&storeId=12255`,
  );
});

test('an Easypaisa return names the attempt; its unsigned status is only a hint', () => {
  expect(easy.readMessage({ status: '0000', orderRefNumber: attempt.reference })).toMatchObject({
    ok: true,
    reference: attempt.reference,
    outcome: 'succeeded',
  });
  expect(easy.readMessage({ success: 'false', status: '0001', desc: 'Cancelled by user', orderRefNumber: 'T1' })).toMatchObject({
    outcome: 'cancelled',
  });
  expect(easy.readMessage({ status: '0000' })).toEqual({ ok: false, reference: null, problem: 'no_reference' });
});

test("JazzCash's codes: 000 and 121 paid, 157 and 124 pending, 112 cancelled by the user, 110 (an invalid field) and others failed", () => {
  const outcome = (code: string) => {
    const answer: Record<string, string> = { pp_TxnRefNo: attempt.reference, pp_ResponseCode: code };
    answer.pp_SecureHash = jazzCashSecureHash(answer, 'salt');
    const message = jazz.readMessage(answer);
    return message.ok ? message.outcome : message.problem;
  };
  expect(['000', '121', '157', '124', '112', '110', '199', '115'].map(outcome)).toEqual([
    'succeeded',
    'succeeded',
    'pending',
    'pending',
    'cancelled',
    'failed',
    'failed',
    'failed',
  ]);
});

test("JazzCash's IPN acknowledgement is response code 000 and a message, signed with the salt", () => {
  const ack = jazz.ipnAcknowledgement('Notification received.');
  expect(ack).toEqual({ pp_ResponseCode: '000', pp_ResponseMessage: 'Notification received.', pp_SecureHash: expect.any(String) });
  expect(ack.pp_SecureHash).toBe(jazzCashSecureHash({ pp_ResponseCode: '000', pp_ResponseMessage: 'Notification received.' }, 'salt'));
  expect(jazz.continueCheckout({ auth_token: 'abc' }, 'https://shop.test')).toBeNull();
});

test("Easypay's first redirect (auth_token) is posted on to Confirm.jsf with the post-back URL; anything else is not", () => {
  expect(easy.continueCheckout({ auth_token: 'a1B2-c3.d4' }, 'https://shop.test')).toEqual({
    action: 'https://ep.test/easypay/Confirm.jsf',
    fields: { auth_token: 'a1B2-c3.d4', postBackURL: 'https://shop.test/payment/callback' },
  });
  expect(easy.continueCheckout({ auth_token: '<script>' }, 'https://shop.test')).toBeNull();
  expect(easy.continueCheckout({ auth_token: '' }, 'https://shop.test')).toBeNull();
  expect(easy.continueCheckout({ status: '0000', orderRefNumber: 'T1' }, 'https://shop.test')).toBeNull();
});

test("Easypay's IPN record names the attempt, its status and amount; the link is read only on Easypay's host", async () => {
  expect(easy.readMessage({ order_id: 'T1', transaction_status: 'PAID', transaction_amount: '3450', store_id: '12255' })).toEqual({
    ok: true,
    reference: 'T1',
    outcome: 'succeeded',
    amountPaisa: 345000,
    currency: null,
    billReference: null,
    responseCode: 'PAID',
  });
  expect(easy.readMessage({ order_id: 'T1', transaction_status: 'FAILED' })).toMatchObject({ outcome: 'failed' });
  const fetchSpy = jest
    .spyOn(global, 'fetch')
    .mockResolvedValue(Response.json({ order_id: 'T1', transaction_status: 'PAID', transaction_amount: 3450 }));
  try {
    expect(await easy.readNotificationAt!('https://evil.test/easypay-service/rest/v1/ipn/T1')).toBeNull();
    expect(await easy.readNotificationAt!('not a url')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await easy.readNotificationAt!('https://ep.test/easypay-service/rest/v1/ipn/T1')).toEqual({
      order_id: 'T1',
      transaction_status: 'PAID',
      transaction_amount: '3450',
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://ep.test/easypay-service/rest/v1/ipn/T1',
      expect.objectContaining({ method: 'GET', redirect: 'error' }),
    );
  } finally {
    fetchSpy.mockRestore();
  }
});

describe('the status inquiries', () => {
  let fetchSpy: jest.SpyInstance;
  const answerWith = (body: Record<string, unknown>) => fetchSpy.mockResolvedValueOnce(Response.json(body));
  const sent = () => ({
    url: fetchSpy.mock.calls[0][0] as string,
    init: fetchSpy.mock.calls[0][1] as RequestInit & { headers: Record<string, string> },
  });
  beforeEach(() => (fetchSpy = jest.spyOn(global, 'fetch')));
  afterEach(() => fetchSpy.mockRestore());

  const signed = (fields: Record<string, string>) => ({ ...fields, pp_SecureHash: jazzCashSecureHash(fields, 'salt') });
  const paid = {
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'ok',
    pp_TxnRefNo: attempt.reference,
    pp_PaymentResponseCode: '121',
    pp_PaymentResponseMessage: 'confirmed',
    pp_Status: 'Completed',
  };

  test('JazzCash: pp_TxnRefNo, pp_MerchantID and pp_Password, signed; the payment is pp_PaymentResponseCode of a 000 answer', async () => {
    answerWith(signed({ ...paid, pp_Amount: '345000' }));
    expect(await jazz.inquire(attempt.reference)).toMatchObject({
      outcome: 'succeeded',
      amountPaisa: 345000,
      responseCode: '121',
      responseMessage: 'confirmed',
    });
    const { url, init } = sent();
    expect(url).toBe('https://jc.test/inq');
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body).toEqual({
      pp_TxnRefNo: attempt.reference,
      pp_MerchantID: 'MC1',
      pp_Password: 'pw',
      pp_SecureHash: jazzCashSecureHash({ pp_TxnRefNo: attempt.reference, pp_MerchantID: 'MC1', pp_Password: 'pw' }, 'salt'),
    });
  });

  test('JazzCash: no pp_Amount leaves the amount unknown; 157 is pending, 112 cancelled', async () => {
    answerWith(signed(paid));
    expect((await jazz.inquire(attempt.reference)).amountPaisa).toBeNull();
    answerWith(signed({ ...paid, pp_PaymentResponseCode: '157', pp_Status: 'Pending' }));
    expect((await jazz.inquire(attempt.reference)).outcome).toBe('pending');
    answerWith(signed({ ...paid, pp_PaymentResponseCode: '112', pp_Status: 'Failed' }));
    expect((await jazz.inquire(attempt.reference)).outcome).toBe('cancelled');
  });

  test('JazzCash: a wrong hash, an unsigned answer over http, or a refused inquiry is "could not ask", never a result', async () => {
    answerWith({ ...paid, pp_SecureHash: 'A'.repeat(64) });
    await expect(jazz.inquire(attempt.reference)).rejects.toBeInstanceOf(ProviderUnreachableError);
    answerWith(signed({ pp_ResponseCode: '109', pp_ResponseMessage: 'Transaction does not exist' }));
    await expect(jazz.inquire(attempt.reference)).rejects.toThrow('JazzCash inquiry refused: 109');
    const overHttp = jazzCashProvider({
      merchantId: 'MC1',
      password: 'pw',
      integritySalt: 'salt',
      formUrl: 'http://jc.test/form',
      inquiryUrl: 'http://jc.test/inq',
      sandbox: true,
    });
    answerWith(paid);
    await expect(overHttp.inquire(attempt.reference)).rejects.toBeInstanceOf(ProviderUnreachableError);
    answerWith(paid);
    expect((await jazz.inquire(attempt.reference)).outcome).toBe('succeeded');
  });

  test('Easypay: orderId, storeId and accountNum with the Credentials header; PAID with the amount in rupees', async () => {
    answerWith({
      orderId: attempt.reference,
      storeId: '12255',
      responseCode: '0000',
      responseDesc: 'SUCCESS',
      transactionStatus: 'PAID',
      transactionAmount: 3450,
    });
    expect(await easy.inquire(attempt.reference)).toMatchObject({ outcome: 'succeeded', amountPaisa: 345000, responseCode: 'PAID' });
    const { url, init } = sent();
    expect(url).toBe('https://ep.test/easypay-service/rest/v4/inquire-transaction');
    expect(JSON.parse(String(init.body))).toEqual({ orderId: attempt.reference, storeId: '12255', accountNum: '1' });
    expect(init.headers.Credentials).toBe(Buffer.from('u:p').toString('base64'));
  });

  test('Easypay: an answer about another order, or a refused inquiry, is "could not ask"', async () => {
    answerWith({ orderId: 'T-OTHER', responseCode: '0000', transactionStatus: 'PAID' });
    await expect(easy.inquire(attempt.reference)).rejects.toBeInstanceOf(ProviderUnreachableError);
    answerWith({ responseCode: '0003', responseDesc: 'Transaction not found' });
    await expect(easy.inquire(attempt.reference)).rejects.toBeInstanceOf(ProviderUnreachableError);
  });
});

test('an answer without a payment status the shop knows leaves the attempt open, never failed', async () => {
  const fetchSpy = jest.spyOn(global, 'fetch');
  try {
    fetchSpy.mockResolvedValueOnce(Response.json({ orderId: attempt.reference, responseCode: '0000', transactionStatus: 'SOMETHING_NEW' }));
    expect((await easy.inquire(attempt.reference)).outcome).toBe('pending');
    fetchSpy.mockResolvedValueOnce(Response.json({ orderId: attempt.reference, responseCode: '0000', transactionStatus: 'EXPIRED' }));
    expect((await easy.inquire(attempt.reference)).outcome).toBe('failed');
    const answer = { pp_ResponseCode: '000', pp_ResponseMessage: 'ok', pp_Status: 'Completed' };
    fetchSpy.mockResolvedValueOnce(Response.json({ ...answer, pp_SecureHash: jazzCashSecureHash(answer, 'salt') }));
    await expect(jazz.inquire(attempt.reference)).rejects.toBeInstanceOf(ProviderUnreachableError);
  } finally {
    fetchSpy.mockRestore();
  }
});

test('the form-action origins name each wallet host once: both sandbox wallets are on the sandboxes service', () => {
  const env = {
    SANDBOXES_URL: 'http://127.0.0.1:54321',
    JAZZCASH_MODE: 'sandbox',
    EASYPAISA_MODE: 'sandbox',
    JAZZCASH_BASE_URL: 'https://payments.jazzcash.com.pk',
    EASYPAISA_BASE_URL: 'https://easypay.easypaisa.com.pk',
  } as unknown as ServerEnv;
  expect(paymentFormOrigins(env)).toEqual(['http://127.0.0.1:54321']);
});
