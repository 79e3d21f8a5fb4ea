import type { DatabaseProblemCode as ProblemCode } from '@/lib/errors/database-codes';

/** What the checkout pages read from the shop's route handlers: quote_order's answer, reshaped. */

export interface QuoteLine {
  variantId: number;
  productId: number | null;
  productName: string | null;
  variantLabel: string | null;
  quantity: number;
  unitPrice: number | null;
  lineTotal: number | null;
  availableQuantity: number;
  problem: ProblemCode | null;
}

export interface QuoteCoupon {
  code: string;
  valid: boolean;
  problem: ProblemCode | null;
  message: string | null;
  type: 'percentage' | 'fixed' | null;
  discountPercentage: number | null;
  discountAmount: number | null;
  maxDiscountAmount: number | null;
  minSubtotal: number | null;
  discount: number;
}

export interface QuoteProblem {
  code: ProblemCode;
  message: string;
  variantId?: number;
}

export interface ShippingQuote {
  method: string;
  name: string | null;
  available: boolean;
  message: string | null;
  fee: number | null;
  estimatedDaysMin: number | null;
  estimatedDaysMax: number | null;
  freeShippingMinSubtotal: number | null;
}

export interface Quote {
  ok: boolean;
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  shippingFee: number | null;
  total: number;
  weightKg: number;
  coupon: QuoteCoupon | null;
  shipping: ShippingQuote;
  /** Whether place_order would take cash on delivery for this city and shipping method, and if not, why. */
  cashOnDelivery: { available: boolean; message: string | null };
  problems: QuoteProblem[];
}

export interface ShippingOption extends ShippingQuote {
  description: string;
  /** A pick-up at the shop (shipping_methods.collected_at_shop). */
  collectedAtShop: boolean;
}

/** What place_order returned, as the confirmation page and the mails use it. */
interface PlacedOrderItem {
  productName: string;
  variantLabel: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface PlacedOrder {
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  shippingMethod: string;
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  couponCode: string | null;
  paymentDueAt: string | null;
  createdAt: string;
  items: PlacedOrderItem[];
}

/** The placed order as the confirmation page and the wallet button read it from session storage (ORDER_CONFIRMATION_KEY). */
export interface StoredConfirmation {
  order: PlacedOrder;
  /** Where the confirmation mail went; null when the guest gave no address. */
  email: string | null;
  /** The phone the order was placed with (+923…): how a shopper without e-mail follows it. */
  phone?: string;
  /** The order's idempotency key: how this tab proves a guest's order is its own when paying by wallet. */
  checkoutKey?: string;
}
