import 'server-only';
import { announceStaffAlerts } from '@/lib/alerts/deliver';
import type { Json } from '@/lib/supabase/database.types';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import type { WalletId } from '@/lib/providers/wallets/registry';
import { ProviderUnreachableError, type AttemptOutcome, type InquiryAnswer, type WalletProvider } from '@/lib/providers/wallets/wallet';
import { storableText } from '@/lib/format/text';
import { boundedJson } from './bounded-json';
import { walletProvider } from './providers';

type Channel = 'return' | 'ipn' | 'inquiry';
type Verdict =
  | 'applied'
  | 'duplicate'
  | 'pending'
  | 'bad_signature'
  | 'no_reference'
  | 'unknown_reference'
  | 'wrong_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'not_confirmed'
  | 'provider_unreachable'
  | 'late'
  | 'paid_twice';

/** Verdicts the owner must look at: the shop did not apply them, or money arrived where it should not have. */
const NEEDS_REVIEW: ReadonlySet<Verdict> = new Set([
  'bad_signature',
  'unknown_reference',
  'wrong_order',
  'amount_mismatch',
  'currency_mismatch',
  'not_confirmed',
  'late',
  'paid_twice',
]);

/** What the shopper is told: the order's payment as it stands after this message. */
type SettledState = 'paid' | 'failed' | 'pending' | 'unverified';
export interface Settlement {
  state: SettledState;
  reference: string | null;
  orderNumber: string | null;
}

interface KnownPayment {
  id: string;
  order_id: string;
  gateway: WalletId;
  reference: string;
  amount_paisa: number;
  status: string;
  order: { order_number: string; status: string; payment_status: string };
}

/**
 * Applies a provider's return or notification: the signature (where the provider signs), then the
 * reference, order, amount and currency against our payment, then the provider's own status inquiry,
 * which alone can mark the order paid. record_payment_result applies a result once; everything is
 * logged in payment_notices (what was not applied once per order, wallet and verdict, repeats counted),
 * and what was not applied or looks wrong is flagged for review.
 */
export async function settleMessage(
  wallet: WalletId,
  channel: 'return' | 'ipn',
  params: Readonly<Record<string, string>>,
): Promise<Settlement> {
  const provider = walletProvider(wallet);
  const log = (verdict: Verdict, detail: string, payment: KnownPayment | null, reference: string | null, claimed: string | null) =>
    logNotice({ wallet, channel, verdict, detail, payment, reference, claimed, raw: params });
  if (!provider) {
    await log('unknown_reference', `${wallet} is not configured`, null, null, null);
    return { state: 'unverified', reference: null, orderNumber: null };
  }
  const message = provider.readMessage(params);
  if (!message.ok) {
    const payment = message.reference ? await findPayment(message.reference) : null;
    await log(
      message.problem,
      message.problem === 'bad_signature' ? 'The signature does not match the message' : 'No payment reference',
      payment,
      message.reference,
      null,
    );
    return { state: 'unverified', reference: null, orderNumber: null };
  }
  const payment = await findPayment(message.reference);
  if (!payment || payment.gateway !== wallet) {
    await log('unknown_reference', 'No payment of this wallet has this reference', null, message.reference, message.outcome);
    return { state: 'unverified', reference: null, orderNumber: null };
  }
  const refusal = mismatch(message, payment);
  if (refusal) {
    await log(refusal.verdict, refusal.detail, payment, payment.reference, message.outcome);
    return { state: 'unverified', reference: payment.reference, orderNumber: payment.order.order_number };
  }
  return confirmWithProvider(provider, payment, channel, message.outcome, params);
}

/**
 * An IPN that only names where to read it (Easypay's `?url=`): read from the provider's own host,
 * then settled like any other. A link elsewhere is refused and flagged; 'unreadable' when the
 * provider's link could not be read (the provider should send the notification again).
 */
export async function settleNotificationAt(wallet: WalletId, link: string): Promise<Settlement | 'not_from_provider' | 'unreadable'> {
  const provider = walletProvider(wallet);
  const log = (verdict: Verdict, detail: string) =>
    logNotice({
      wallet,
      channel: 'ipn',
      verdict,
      detail,
      payment: null,
      reference: null,
      claimed: null,
      raw: { url: link.slice(0, 2000) },
    });
  let fields: Record<string, string> | null;
  try {
    fields = provider?.readNotificationAt ? await provider.readNotificationAt(link) : null;
  } catch (error) {
    if (!(error instanceof ProviderUnreachableError)) throw error;
    await log('provider_unreachable', error.message);
    return 'unreadable';
  }
  if (!fields) {
    await log('bad_signature', "The notification's link is not on the provider's host");
    return 'not_from_provider';
  }
  return settleMessage(wallet, 'ipn', fields);
}

/** "Check status now" in the console: asks the provider about one attempt and applies its answer like any other. */
export async function settleByInquiry(reference: string): Promise<Settlement> {
  const payment = await findPayment(reference);
  const provider = payment ? walletProvider(payment.gateway) : null;
  if (!payment || !provider) return { state: 'unverified', reference: null, orderNumber: null };
  return confirmWithProvider(provider, payment, 'inquiry', null, {});
}

function mismatch(
  message: { amountPaisa: number | null; currency: string | null; billReference?: string | null },
  payment: KnownPayment,
): { verdict: Verdict; detail: string } | null {
  if (message.currency !== null && message.currency !== 'PKR')
    return { verdict: 'currency_mismatch', detail: `Currency ${message.currency.slice(0, 10)}, not PKR` };
  if (message.amountPaisa !== null && message.amountPaisa !== payment.amount_paisa) {
    return { verdict: 'amount_mismatch', detail: `Amount ${message.amountPaisa} paisa, the order is ${payment.amount_paisa}` };
  }
  if (message.billReference && message.billReference !== payment.order.order_number.replace(/[^A-Za-z0-9]/g, '')) {
    return {
      verdict: 'wrong_order',
      detail: `The message names order ${message.billReference.slice(0, 30)}, the reference belongs to ${payment.order.order_number}`,
    };
  }
  return null;
}

async function confirmWithProvider(
  provider: WalletProvider,
  payment: KnownPayment,
  channel: Channel,
  claimed: AttemptOutcome | null,
  raw: Readonly<Record<string, string>>,
): Promise<Settlement> {
  const base = { wallet: payment.gateway, channel, payment, reference: payment.reference, claimed, raw };
  const settled = (state: SettledState): Settlement => ({ state, reference: payment.reference, orderNumber: payment.order.order_number });
  let answer: InquiryAnswer;
  try {
    answer = await provider.inquire(payment.reference);
  } catch (error) {
    if (!(error instanceof ProviderUnreachableError)) throw error;
    await logNotice({ ...base, verdict: 'provider_unreachable', detail: error.message });
    return settled(stateOf(payment.order.payment_status));
  }
  const inquiry = { ...base, raw: { message: raw, inquiry: answer.raw } };
  if (claimed === 'succeeded' && answer.outcome !== 'succeeded') {
    await logNotice({ ...inquiry, verdict: 'not_confirmed', detail: `The provider says ${answer.responseCode || answer.outcome}` });
  }
  if (answer.outcome === 'pending') {
    await logNotice({ ...inquiry, verdict: 'pending', detail: answer.responseMessage });
    return settled(stateOf(payment.order.payment_status));
  }
  if (answer.outcome === 'succeeded' && answer.amountPaisa !== null && answer.amountPaisa !== payment.amount_paisa) {
    await logNotice({
      ...inquiry,
      verdict: 'amount_mismatch',
      detail: `The provider says ${answer.amountPaisa} paisa were paid, the order is ${payment.amount_paisa}`,
    });
    return settled(stateOf(payment.order.payment_status));
  }
  const paidElsewhere = answer.outcome === 'succeeded' && payment.order.payment_status === 'paid' && payment.status !== 'succeeded';
  const { data, error } = await createSupabaseAdminClient().rpc('record_payment_result', {
    reference: payment.reference,
    status: answer.outcome,
    amount_paisa: answer.outcome === 'succeeded' ? payment.amount_paisa : undefined,
    response_code: answer.responseCode.slice(0, 20),
    response_message: answer.responseMessage.slice(0, 500),
    raw_response: answer.raw as Json,
  });
  if (error) throw new Error(`record_payment_result: ${error.code} ${error.message}`);
  const result = data as { payment_status: string; changed: boolean };
  const verdict: Verdict = !result.changed
    ? 'duplicate'
    : answer.outcome === 'succeeded' && payment.order.status === 'cancelled'
      ? 'late'
      : paidElsewhere
        ? 'paid_twice'
        : 'applied';
  const detail =
    verdict === 'late'
      ? 'Paid after the order was cancelled: refund the shopper'
      : verdict === 'paid_twice'
        ? 'The order was already paid by another attempt: refund this one'
        : `${answer.outcome} (${answer.responseCode})`;
  await logNotice({ ...inquiry, verdict, detail });
  if (result.changed) void announceStaffAlerts();
  return settled(stateOf(result.payment_status));
}

function stateOf(paymentStatus: string): SettledState {
  if (paymentStatus === 'paid') return 'paid';
  if (paymentStatus === 'failed' || paymentStatus === 'voided') return 'failed';
  return 'pending';
}

async function findPayment(reference: string): Promise<KnownPayment | null> {
  const { data, error } = await createSupabaseAdminClient()
    .from('payments')
    .select('id, order_id, gateway, reference, amount_paisa, status, order:orders!inner(order_number, status, payment_status)')
    .eq('reference', reference.slice(0, 64))
    .maybeSingle();
  if (error) throw new Error(`payments: ${error.code} ${error.message}`);
  return data as KnownPayment | null;
}

async function logNotice(notice: {
  wallet: WalletId;
  channel: Channel;
  verdict: Verdict;
  detail: string;
  payment: KnownPayment | null;
  reference: string | null;
  claimed: string | null;
  raw: unknown;
}): Promise<void> {
  // One row per order, wallet and verdict for what was not applied: a repeat is counted on it (log_payment_notice).
  const { error } = await createSupabaseAdminClient().rpc('log_payment_notice', {
    notice: {
      payment_id: notice.payment?.id ?? null,
      order_id: notice.payment?.order_id ?? null,
      gateway: notice.wallet,
      channel: notice.channel,
      reference: notice.reference === null ? null : storableText(notice.reference.slice(0, 64)),
      claimed: notice.claimed === null ? null : storableText(notice.claimed),
      verdict: notice.verdict,
      needs_review: NEEDS_REVIEW.has(notice.verdict),
      detail: storableText(notice.detail.slice(0, 500)),
      raw: boundedJson(notice.raw),
    },
  });
  if (error) throw new Error(`payment_notices: ${error.code} ${error.message}`);
}
