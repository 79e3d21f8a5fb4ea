import { postJson } from '../json-requests';
import { karachiStamp } from '../karachi-time';
import { signaturesMatch } from '../signatures-match';
import {
  ProviderUnreachableError,
  SHOP_CALLBACK_PATH,
  type AttemptOutcome,
  type InquiryAnswer,
  type PaymentAttempt,
  type WalletProvider,
} from '../wallet';
import { jazzCashSecureHash } from './secure-hash';

export interface JazzCashConfig {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The hosted page the browser posts to (…/CustomerPortal/transactionmanagement/merchantform/). */
  formUrl: string;
  /** The Payment Inquiry API (…/ApplicationAPI/API/PaymentInquiry/Inquire). */
  inquiryUrl: string;
  sandbox: boolean;
}

/**
 * pp_ResponseCode / pp_PaymentResponseCode, as the sandbox documentation's response code table gives
 * them: 000 and 121 are a completed payment; 124 and 157 wait (over the counter, the shopper's MPIN);
 * 112 is "Transaction Cancelled by User"; anything else did not pay (110 is an invalid field value).
 */
function jazzCashOutcome(code: string): AttemptOutcome {
  if (code === '000' || code === '121') return 'succeeded';
  if (code === '124' || code === '157') return 'pending';
  if (code === '112') return 'cancelled';
  return 'failed';
}

export function jazzCashProvider(config: JazzCashConfig): WalletProvider {
  return {
    id: 'jazzcash',
    name: 'JazzCash',
    sandbox: config.sandbox,
    formUrl: config.formUrl,
    checkoutForm(attempt: PaymentAttempt, shopUrl: string) {
      const fields: Record<string, string> = {
        pp_Version: '1.1',
        pp_TxnType: 'MWALLET',
        pp_Language: 'EN',
        pp_MerchantID: config.merchantId,
        pp_SubMerchantID: '',
        pp_Password: config.password,
        pp_BankID: '',
        pp_ProductID: '',
        pp_TxnRefNo: attempt.reference,
        pp_Amount: String(attempt.amountPaisa),
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: karachiStamp(new Date()),
        pp_BillReference: attempt.orderNumber.replace(/[^A-Za-z0-9]/g, ''),
        pp_Description: `Order ${attempt.orderNumber}`.replace(/[^A-Za-z0-9 ]/g, ''),
        pp_TxnExpiryDateTime: karachiStamp(attempt.expiresAt),
        pp_ReturnURL: `${shopUrl}${SHOP_CALLBACK_PATH}`,
        ppmpf_1: attempt.phone ?? '',
        ppmpf_2: '',
        ppmpf_3: '',
        ppmpf_4: '',
        ppmpf_5: '',
      };
      fields.pp_SecureHash = jazzCashSecureHash(fields, config.integritySalt);
      return { action: config.formUrl, fields };
    },
    continueCheckout: () => null,
    readMessage(params) {
      const reference = params.pp_TxnRefNo?.trim() || null;
      if (!reference) return { ok: false, reference: null, problem: 'no_reference' };
      if (!signaturesMatch(params.pp_SecureHash, jazzCashSecureHash(params, config.integritySalt))) {
        return { ok: false, reference, problem: 'bad_signature' };
      }
      const amount = /^\d+$/.test(params.pp_Amount ?? '') ? Number(params.pp_Amount) : null;
      const code = params.pp_ResponseCode ?? '';
      return {
        ok: true,
        reference,
        outcome: jazzCashOutcome(code),
        amountPaisa: amount,
        currency: params.pp_TxnCurrency ?? null,
        billReference: params.pp_BillReference?.trim() || null,
        responseCode: code,
      };
    },
    // The IPN guide: answer 000 and a message, signed like every message when hashing is on.
    ipnAcknowledgement(message) {
      const answer = { pp_ResponseCode: '000', pp_ResponseMessage: message };
      return { ...answer, pp_SecureHash: jazzCashSecureHash(answer, config.integritySalt) };
    },
    async inquire(reference): Promise<InquiryAnswer> {
      const request: Record<string, string> = { pp_TxnRefNo: reference, pp_MerchantID: config.merchantId, pp_Password: config.password };
      request.pp_SecureHash = jazzCashSecureHash(request, config.integritySalt);
      const answer = await postJson(config.inquiryUrl, request, {});
      const fields = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value ?? '')]));
      // JazzCash calls its hash "recommended but not mandatory": a hash that is there must match; an
      // answer without one is believed only over https, from the configured host.
      const signed = Boolean(fields.pp_SecureHash);
      if (
        signed
          ? !signaturesMatch(fields.pp_SecureHash, jazzCashSecureHash(fields, config.integritySalt))
          : !config.inquiryUrl.startsWith('https:')
      ) {
        throw new ProviderUnreachableError('JazzCash inquiry answer is not signed with our integrity salt');
      }
      if (fields.pp_ResponseCode !== '000') throw new ProviderUnreachableError(`JazzCash inquiry refused: ${fields.pp_ResponseCode}`);
      const code = fields.pp_PaymentResponseCode ?? '';
      if (!/^\d{3}$/.test(code)) throw new ProviderUnreachableError('JazzCash inquiry answer has no pp_PaymentResponseCode');
      return {
        outcome: jazzCashOutcome(code),
        amountPaisa: /^\d+$/.test(fields.pp_Amount ?? '') ? Number(fields.pp_Amount) : null,
        responseCode: code,
        responseMessage: fields.pp_PaymentResponseMessage || fields.pp_Status || '',
        raw: answer,
      };
    },
  };
}
