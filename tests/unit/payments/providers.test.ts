/**
 * Each provider's signed checkout form and its reading of a return: what the browser posts carries
 * the attempt's reference, the amount in the provider's unit and an expiry; a changed field fails
 * the signature; a return without a reference is refused.
 */
import { easypaisaProvider } from '@/lib/payments/easypaisa';
import { jazzCashProvider } from '@/lib/payments/jazzcash';
import { decryptEasypaisaHashedRequest, jazzCashSecureHash } from '@/lib/payments/signatures';

const attempt = {
  orderNumber: 'GDF-2611-ABCDEF',
  reference: 'T20261125101500ABCDE',
  amountPaisa: 345_000,
  expiresAt: new Date('2026-11-25T06:15:00Z'),
  phone: '+923001234567',
  email: 'nadia@example.com',
};
const jazz = jazzCashProvider({ merchantId: 'MC1', password: 'pw', integritySalt: 'salt', formUrl: 'https://jc.test/form', inquiryUrl: 'https://jc.test/inq', sandbox: false });
const easy = easypaisaProvider({
  storeId: '12255', hashKey: '8JZVPIU6MPD6H4GH', username: 'u', password: 'p', accountNum: '1', formUrl: 'https://ep.test/Index.jsf', inquiryUrl: 'https://ep.test/inq', sandbox: false,
});

test('JazzCash posts an MWALLET request in paisa, PKR, with the attempt reference, Pakistan-time expiry and the callback URL, signed', () => {
  const form = jazz.checkoutForm(attempt, 'https://shop.test');
  expect(form.action).toBe('https://jc.test/form');
  expect(form.fields).toMatchObject({
    pp_TxnType: 'MWALLET', pp_Amount: '345000', pp_TxnCurrency: 'PKR', pp_TxnRefNo: attempt.reference,
    pp_TxnExpiryDateTime: '20261125111500', pp_ReturnURL: 'https://shop.test/payment/callback', pp_BillReference: 'GDF2611ABCDEF',
  });
  expect(form.fields.pp_SecureHash).toBe(jazzCashSecureHash(form.fields, 'salt'));
});

test('a JazzCash return is read only with a valid signature and a reference', () => {
  const answer: Record<string, string> = { pp_TxnRefNo: attempt.reference, pp_Amount: '345000', pp_TxnCurrency: 'PKR', pp_ResponseCode: '000' };
  answer.pp_SecureHash = jazzCashSecureHash(answer, 'salt');
  expect(jazz.readMessage(answer)).toEqual({ ok: true, reference: attempt.reference, outcome: 'succeeded', amountPaisa: 345000, currency: 'PKR', billReference: null, responseCode: '000' });
  expect(jazz.readMessage({ ...answer, pp_Amount: '100' })).toEqual({ ok: false, reference: attempt.reference, problem: 'bad_signature' });
  expect(jazz.readMessage({ ...answer, pp_SecureHash: '' })).toMatchObject({ ok: false, problem: 'bad_signature' });
  expect(jazz.readMessage({ pp_ResponseCode: '000' })).toEqual({ ok: false, reference: null, problem: 'no_reference' });
});

test('Easypaisa posts the store, the amount in rupees, the post-back URL and the reference, with the hashed request of those fields', () => {
  const form = easy.checkoutForm(attempt, 'https://shop.test');
  expect(form.fields).toMatchObject({
    storeId: '12255', amount: '3450.0', orderRefNum: attempt.reference, postBackURL: 'https://shop.test/payment/callback',
    expiryDate: '20261125 111500', paymentMethod: 'MA_PAYMENT_METHOD', mobileNum: '03001234567', emailAddr: 'nadia@example.com',
  });
  expect(decryptEasypaisaHashedRequest(form.fields.merchantHashedReq!, '8JZVPIU6MPD6H4GH')).toBe(
    'amount=3450.0&autoRedirect=1&emailAddr=nadia@example.com&expiryDate=20261125 111500&mobileNum=03001234567' +
      `&orderRefNum=${attempt.reference}&paymentMethod=MA_PAYMENT_METHOD&postBackURL=https://shop.test/payment/callback&storeId=12255`,
  );
});

test('an Easypaisa return names the attempt; its unsigned status is only a hint', () => {
  expect(easy.readMessage({ status: '0000', orderRefNumber: attempt.reference })).toMatchObject({ ok: true, reference: attempt.reference, outcome: 'succeeded' });
  expect(easy.readMessage({ success: 'false', status: '0001', desc: 'Cancelled by user', orderRefNumber: 'T1' })).toMatchObject({ outcome: 'cancelled' });
  expect(easy.readMessage({ status: '0000' })).toEqual({ ok: false, reference: null, problem: 'no_reference' });
});
