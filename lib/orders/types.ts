import type { CourierEvent } from '@/lib/orders/shipment';
/** An order as its owner sees it on /orders/{orderNumber}. */
interface OrderItem {
  productId: number | null;
  productName: string;
  variantLabel: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderEvent {
  status: string;
  note: string | null;
  location: string | null;
  at: string;
}

export interface OrderDetail {
  orderNumber: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  shippingMethod: string;
  shippingMethodName: string;
  fullName: string;
  phone: string;
  email: string | null;
  address: string;
  postalCode: string | null;
  cityName: string;
  /** The shopper's own town when it is not on the list (cityName is then the nearest listed city). */
  town: string | null;
  province: string;
  notes: string | null;
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  couponCode: string | null;
  courier: string | null;
  trackingNumber: string | null;
  /** The courier's tracking page, when the shipping method has one and the parcel has a number. */
  trackingUrl: string | null;
  /** The courier's own tracking events for the parcel, oldest first; empty until the tracking job has read them. */
  courierEvents: CourierEvent[];
  cancellable: boolean;
  items: OrderItem[];
  events: OrderEvent[];
}

/** An order as the mails tell it: what its owner sees, plus what only the mails need. */
export interface MailOrder extends Omit<OrderDetail, 'cancellable' | 'events'> {
  cancelReason: string | null;
  paymentDueAt: string | null;
  confirmedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Placed while signed in: the shopper can open it under My Orders. */
  hasAccount: boolean;
  /** Its shipping method is a pick-up at the shop (shipping_methods.collected_at_shop). */
  collectedAtShop: boolean;
  /** The refund a cancelled or returned paid order still owes (private.refund_owed); 0 when none. */
  refundOwed: number;
}

/** What /tracking shows: the timeline and the courier's number, nothing else about the order. */
export interface Tracking {
  orderNumber: string;
  status: string;
  placedAt: string;
  shippingMethod: string | null;
  /** Where the parcel goes ("Handrap (near Phander)"); null for an order collected at the shop. */
  deliveryTo: string | null;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  events: OrderEvent[];
  /** The courier's own tracking events for the parcel, oldest first. */
  courierEvents: CourierEvent[];
}

/** What the shop shows for an order placed without an e-mail address (a guest who checked out by phone). */
export const NO_EMAIL = 'No e-mail given';

export const ORDER_NUMBER_SHAPE = /^GDF-[0-9]{4}-[A-Z0-9]{6}$/;

/** "out_for_delivery" → "Out for delivery". */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  cod_pending: 'Pay on delivery',
  awaiting_transfer: 'Awaiting bank transfer',
  paid: 'Paid',
  cod_collected: 'Paid on delivery',
  voided: 'Cancelled',
};

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? statusLabel(status);
}
