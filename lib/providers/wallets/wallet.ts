import type { ServerEnv } from '@/lib/env';

/**
 * What the payments domain (lib/payments) needs from a wallet: the signed form for its hosted page,
 * the reading of its returns and notifications, and its status inquiry. Each wallet is a folder
 * beside this file, listed once in registry.ts.
 */

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

/** The shop's route the providers send the shopper back to (app/payment/callback). */
export const SHOP_CALLBACK_PATH = '/payment/callback';

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

/** A wallet as configured: live, or its stand-in in the sandboxes service. */
export interface WalletProvider {
  /** The payment method id orders store (payment_methods.id). */
  id: string;
  name: string;
  /** True in sandbox mode: the sandboxes service stands in for the provider and no money moves. */
  sandbox: boolean;
  /** The hosted page the signed form is posted to. */
  formUrl: string;
  checkoutForm(attempt: PaymentAttempt, shopUrl: string): CheckoutForm;
  /**
   * A return that is only a step of the provider's checkout, answered with the form the browser
   * posts next (Easypay's first redirect carries an auth_token for Confirm.jsf); null when the
   * return carries no usable step.
   */
  continueCheckout(params: Readonly<Record<string, string>>, shopUrl: string): CheckoutForm | null;
  readMessage(params: Readonly<Record<string, string>>): ProviderMessage;
  /**
   * Set for a provider whose IPN only names a link on its own host (Easypay's `?url=`, a GET): the
   * notification read from there; null for a link elsewhere. ProviderUnreachableError when it cannot
   * be read. A provider without it posts its IPN's fields.
   */
  readNotificationAt?(link: string): Promise<Record<string, string> | null>;
  /** Fields the shop's answer to an IPN carries for this provider (JazzCash: a signed response code). */
  ipnAcknowledgement(message: string): Record<string, string>;
  inquire(reference: string): Promise<InquiryAnswer>;
}

/** One wallet as the registry lists it: how it is built from the configuration, and how its messages are told apart. */
export interface WalletPlugin {
  /** The provider in the mode lib/env.ts parsed (JAZZCASH_MODE, …): null when the wallet is off. */
  fromEnv(env: ServerEnv): WalletProvider | null;
  /** Whether a return or a notification is this wallet's, told apart by its fields. */
  sentMessage(params: Readonly<Record<string, string>>): boolean;
  /** Whether a return is only a step of this wallet's checkout (answered by continueCheckout), not a result. */
  sentCheckoutStep(params: Readonly<Record<string, string>>): boolean;
}
