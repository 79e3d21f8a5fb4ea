/** One wallet gateway behind the interface the checkout, the callback and the console use. */
export type WalletId = 'jazzcash' | 'easypaisa';
export const WALLET_IDS: readonly WalletId[] = ['jazzcash', 'easypaisa'];

/** The outcome of an attempt in record_payment_result's words. */
export type AttemptOutcome = 'succeeded' | 'failed' | 'cancelled' | 'pending';

/** One payment attempt as start_payment opened it. */
export interface PaymentAttempt {
  orderNumber: string;
  reference: string;
  amountPaisa: number;
  expiresAt: Date;
  phone: string | null;
  email: string | null;
}

/** The form the shopper's browser posts to the provider's hosted page. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** What a return or a notification says, once its signature (where the provider signs it) is checked. */
type ProviderMessage =
  | {
      ok: true;
      reference: string;
      outcome: AttemptOutcome;
      amountPaisa: number | null;
      currency: string | null;
      /** The order the message names besides the attempt (JazzCash's pp_BillReference), when it names one. */
      billReference: string | null;
      responseCode: string;
    }
  | { ok: false; reference: string | null; problem: 'bad_signature' | 'no_reference' };

/** The provider's own answer about an attempt: the only thing that ever marks an order paid. */
export interface InquiryAnswer {
  outcome: AttemptOutcome;
  amountPaisa: number | null;
  responseCode: string;
  responseMessage: string;
  raw: Record<string, unknown>;
}

/** The provider could not be asked (network, timeout, an unsigned or malformed answer). */
export class ProviderUnreachableError extends Error {}

export interface WalletProvider {
  id: WalletId;
  name: string;
  /** True when this is the embedded backend's sandbox, which moves no money. */
  sandbox: boolean;
  /** The hosted page the signed form is posted to. */
  formUrl: string;
  checkoutForm(attempt: PaymentAttempt, shopUrl: string): CheckoutForm;
  /**
   * A return that is only a step of the provider's checkout, answered with the form the browser
   * posts next (Easypay's first redirect carries an auth_token for Confirm.jsf); null for a result.
   */
  continueCheckout(params: Readonly<Record<string, string>>, shopUrl: string): CheckoutForm | null;
  readMessage(params: Readonly<Record<string, string>>): ProviderMessage;
  /**
   * Where the provider's IPN only names a link on its own host (Easypay's `?url=`): the notification
   * read from there; null for a link elsewhere. ProviderUnreachableError when it cannot be read.
   */
  readNotificationAt?(link: string): Promise<Record<string, string> | null>;
  /** Fields the shop's answer to an IPN carries for this provider (JazzCash: a signed response code). */
  ipnAcknowledgement(message: string): Record<string, string>;
  inquire(reference: string): Promise<InquiryAnswer>;
}
