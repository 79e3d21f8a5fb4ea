/**
 * The payment choices as a list of descriptors: the page renders whatever is listed, so a wallet
 * (JazzCash, Easypaisa) is one more entry with its own `kind` and no change to the page. The
 * database's payment_methods table is what place_order checks; an entry here only describes it.
 */
type PaymentKind = 'on_delivery' | 'manual_transfer' | 'redirect';

export interface PaymentMethodDescriptor {
  id: 'cod' | 'bank_transfer' | 'jazzcash' | 'easypaisa' | 'raast';
  name: string;
  kind: PaymentKind;
  summary: string;
  /** What happens after the order is placed, shown on the review and confirmation pages. */
  nextSteps: string[];
}

export const PAYMENT_METHODS: readonly PaymentMethodDescriptor[] = [
  {
    id: 'cod',
    name: 'Cash on delivery',
    kind: 'on_delivery',
    summary: 'Pay the rider in cash when your parcel arrives.',
    nextSteps: [
      'We call or WhatsApp you to confirm the order before it is booked with the courier.',
      'Keep the exact amount ready and pay the courier when your parcel arrives.',
    ],
  },
  {
    id: 'bank_transfer',
    name: 'Bank transfer',
    kind: 'manual_transfer',
    summary: 'Transfer the total from any Pakistani bank account or app.',
    nextSteps: [
      'Transfer the order total within 72 hours, with your order number as the payment reference.',
      'Send us a screenshot of the receipt on WhatsApp. Your order waits for our confirmation of the payment, then ships.',
    ],
  },
];

/**
 * What the shop offers now: bank transfer only once the owner has given the account to pay into
 * (/admin/settings); place_order refuses it otherwise too.
 */
export function offeredPaymentMethods(hasBankAccount: boolean): readonly PaymentMethodDescriptor[] {
  return PAYMENT_METHODS.filter((method) => method.kind !== 'manual_transfer' || hasBankAccount);
}

export function paymentMethodById(id: string | null | undefined): PaymentMethodDescriptor | null {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? null;
}
