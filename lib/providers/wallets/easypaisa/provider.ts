import { getJson, postJson } from '../json-requests';
import { karachiStamp } from '../karachi-time';
import {
  ProviderUnreachableError,
  SHOP_CALLBACK_PATH,
  type AttemptOutcome,
  type InquiryAnswer,
  type PaymentAttempt,
  type WalletProvider,
} from '../wallet';
import { easypaisaHashedRequest } from './hashed-request';

export interface EasypaisaConfig {
  storeId: string;
  hashKey: string;
  /** The Easypay API user, its password and the merchant account number, for the transaction inquiry. */
  username: string;
  password: string;
  accountNum: string;
  /** The hosted checkout the browser posts to (…/easypay/Index.jsf). */
  formUrl: string;
  /** Where the browser posts the auth_token of Easypay's first redirect (…/easypay/Confirm.jsf). */
  confirmUrl: string;
  /** The inquiry API (…/easypay-service/rest/v4/inquire-transaction). */
  inquiryUrl: string;
  sandbox: boolean;
}

/**
 * Easypay's transactionStatus (inquiry) or transaction_status (IPN). A status the shop does not
 * know (or none) is not taken for a failure: the attempt stays open for the next inquiry.
 */
function easypaisaOutcome(transactionStatus: string): AttemptOutcome {
  const status = transactionStatus.toUpperCase();
  if (status === 'PAID') return 'succeeded';
  if (status === 'CANCELLED') return 'cancelled';
  if (['FAILED', 'EXPIRED', 'REVERSED', 'DECLINED'].includes(status)) return 'failed';
  return 'pending';
}

/** Easypay wants the local 03XXXXXXXXX form; the shop stores +923XXXXXXXXX. */
function localMobile(phone: string | null): string {
  return phone?.startsWith('+92') ? `0${phone.slice(3)}` : '';
}

/** Rupees with one decimal, as Easypay writes amounts ("1250.0"). */
function easypayAmount(amountPaisa: number): string {
  return (amountPaisa / 100).toFixed(1);
}

/** Easypay's auth_token: opaque to the shop, held to a plain token's characters and length. */
const AUTH_TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** What the shopper's final return says: status 0000 is success; a cancellation says so in desc; no status is not decided yet. */
function returnOutcome(params: Readonly<Record<string, string>>): AttemptOutcome {
  const status = params.status ?? '';
  if (status === '0000') return 'succeeded';
  if (status === '') return 'pending';
  return params.success === 'false' && /cancel/i.test(params.desc ?? '') ? 'cancelled' : 'failed';
}

function amountToPaisa(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

export function easypaisaProvider(config: EasypaisaConfig): WalletProvider {
  return {
    id: 'easypaisa',
    name: 'Easypaisa',
    sandbox: config.sandbox,
    formUrl: config.formUrl,
    checkoutForm(attempt: PaymentAttempt, shopUrl: string) {
      const expiry = karachiStamp(attempt.expiresAt);
      const fields: Record<string, string> = {
        storeId: config.storeId,
        amount: easypayAmount(attempt.amountPaisa),
        postBackURL: `${shopUrl}${SHOP_CALLBACK_PATH}`,
        orderRefNum: attempt.reference,
        expiryDate: `${expiry.slice(0, 8)} ${expiry.slice(8)}`,
        autoRedirect: '1',
        paymentMethod: 'MA_PAYMENT_METHOD',
        emailAddr: attempt.email ?? '',
        mobileNum: localMobile(attempt.phone),
      };
      fields.merchantHashedReq = easypaisaHashedRequest(fields, config.hashKey);
      return { action: config.formUrl, fields };
    },
    continueCheckout(params, shopUrl) {
      const token = params.auth_token?.trim() ?? '';
      if (!AUTH_TOKEN.test(token) || params.orderRefNumber) return null;
      return { action: config.confirmUrl, fields: { auth_token: token, postBackURL: `${shopUrl}${SHOP_CALLBACK_PATH}` } };
    },
    // Neither Easypay's return (status, desc, orderRefNumber) nor its IPN record (order_id,
    // transaction_status, …) is signed: they only say which attempt to ask about.
    readMessage(params) {
      const reference = (params.orderRefNumber ?? params.orderRefNum ?? params.order_id)?.trim() || null;
      if (!reference) return { ok: false, reference: null, problem: 'no_reference' };
      const fromIpn = params.transaction_status !== undefined;
      return {
        ok: true,
        reference,
        outcome: fromIpn ? easypaisaOutcome(params.transaction_status!) : returnOutcome(params),
        amountPaisa: fromIpn ? amountToPaisa(params.transaction_amount) : null,
        currency: null,
        billReference: null,
        responseCode: (fromIpn ? params.transaction_status! : (params.status ?? '')).slice(0, 20),
      };
    },
    // Easypay calls the IPN URL with ?url= naming a link on its own host, which holds the notification.
    async readNotificationAt(link) {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return null;
      }
      if (url.origin !== new URL(config.inquiryUrl).origin) return null;
      const record = await getJson(url.toString());
      return Object.fromEntries(
        Object.entries(record).map(([name, value]) => [
          name,
          typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? ''),
        ]),
      );
    },
    ipnAcknowledgement: () => ({}),
    async inquire(reference): Promise<InquiryAnswer> {
      const credentials = Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64');
      const answer = await postJson(
        config.inquiryUrl,
        { orderId: reference, storeId: config.storeId, accountNum: config.accountNum },
        { Credentials: credentials },
      );
      if (answer.responseCode !== '0000') throw new ProviderUnreachableError(`Easypay inquiry refused: ${String(answer.responseCode)}`);
      if (answer.orderId !== reference) throw new ProviderUnreachableError('Easypay inquiry answered about another order');
      const status = String(answer.transactionStatus ?? '');
      return {
        outcome: easypaisaOutcome(status),
        amountPaisa: amountToPaisa(answer.transactionAmount),
        responseCode: status.slice(0, 20),
        responseMessage: String(answer.responseDesc ?? status),
        raw: answer,
      };
    },
  };
}
