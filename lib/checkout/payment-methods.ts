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
  /** What happens after the order is placed, shown on the review and confirmation pages and in the mail. */
  nextSteps: string[];
  /** The words instead when the order is collected at the shop (a pick-up shipping method). */
  atPickup?: PaymentTexts;
}

interface PaymentTexts {
  summary: string;
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
    atPickup: {
      summary: 'Pay in cash when you collect your order at our shop.',
      nextSteps: [
        'We call or WhatsApp you when your order is ready to collect.',
        'Bring the exact amount and pay in cash when you collect your order.',
      ],
    },
  },
  {
    id: 'bank_transfer',
    name: 'Bank transfer',
    kind: 'manual_transfer',
    summary: 'Transfer the total from any Pakistani bank account or app.',
    nextSteps: [
      'Transfer the order total within 72 hours, with your order number as the payment reference.',
      'Send us a screenshot of the receipt. Your order waits for our confirmation of the payment, then ships.',
    ],
    atPickup: {
      summary: 'Transfer the total from any Pakistani bank account or app before you collect the order.',
      nextSteps: [
        'Transfer the order total within 72 hours, with your order number as the payment reference.',
        'Send us a screenshot of the receipt. Once we have confirmed the payment, your order is ready to collect.',
      ],
    },
  },
  {
    id: 'jazzcash',
    name: 'JazzCash',
    kind: 'redirect',
    summary: 'Pay from your JazzCash mobile account.',
    nextSteps: [
      'After you place the order, you approve the payment on JazzCash with your mobile account.',
      'Pay within an hour: after that the order is cancelled and its items go back on sale.',
    ],
  },
  {
    id: 'easypaisa',
    name: 'Easypaisa',
    kind: 'redirect',
    summary: 'Pay from your Easypaisa mobile account.',
    nextSteps: [
      'After you place the order, you approve the payment on Easypaisa with your mobile account.',
      'Pay within an hour: after that the order is cancelled and its items go back on sale.',
    ],
  },
];

/** A wallet the server can take payments with now (lib/payments/providers), and whether it is the local sandbox. */
export interface OfferedWallet {
  id: string;
  sandbox: boolean;
}

/**
 * What the shop offers now: bank transfer only once the owner has given the account to pay into
 * (/admin/settings; place_order refuses it otherwise too), a wallet only when its gateway (or the
 * local sandbox) is there.
 */
export function offeredPaymentMethods(hasBankAccount: boolean, wallets: readonly OfferedWallet[] = []): readonly PaymentMethodDescriptor[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method.kind === 'manual_transfer') return hasBankAccount;
    if (method.kind === 'redirect') return wallets.some((wallet) => wallet.id === method.id);
    return true;
  });
}

/**
 * The method the shopper's stored choice stands for: that method when it can be taken, otherwise the
 * first that can. Cash on delivery cannot be taken where the quote says place_order would refuse it
 * (the city has none, or the shipping method carries no cash).
 */
export function chosenPaymentMethod(
  methods: readonly PaymentMethodDescriptor[],
  choice: string,
  cashOnDelivery: boolean,
): PaymentMethodDescriptor {
  const takeable = methods.filter((method) => method.kind !== 'on_delivery' || cashOnDelivery);
  return takeable.find((method) => method.id === choice) ?? takeable[0] ?? methods[0]!;
}

export function paymentMethodById(id: string | null | undefined): PaymentMethodDescriptor | null {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? null;
}

/** A method's summary and next steps for this order: the pick-up words when it is collected at the shop. */
export function paymentTexts(method: PaymentMethodDescriptor, collectedAtShop: boolean): PaymentTexts {
  return collectedAtShop && method.atPickup ? method.atPickup : { summary: method.summary, nextSteps: method.nextSteps };
}
