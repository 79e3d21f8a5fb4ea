import type { OrderChannel } from '@/lib/orders/admin-new-order';
import type { OrderDetail } from '@/lib/orders/types';

/** One line of /admin/orders. */
interface AdminOrderRow {
  orderNumber: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  fullName: string;
  phone: string;
  cityName: string;
  /** The shopper's own town when it is not on the list (cityName is the nearest listed city). */
  town: string | null;
  total: number;
  itemCount: number;
  /** No order to this phone had been delivered when it was placed (lib/orders/new-phone.ts). */
  placedFromNewPhone: boolean;
  /** Cash-on-delivery parcels to this phone that came back, among its earlier orders. */
  returnedParcelsBefore: number;
  channel: OrderChannel;
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  /** Orders matching the filters, over all pages. */
  total: number;
  page: number;
  pageCount: number;
  /** Orders per status over the whole shop (the status tabs). */
  counts: Record<string, number>;
}

interface AdminOrderEvent {
  status: string;
  paymentStatus: string | null;
  note: string | null;
  actor: string;
  /** The e-mail of the team member who took the step (admin_actor_email); null for the shopper, the shop's jobs and gateways. */
  actorEmail: string | null;
  isPublic: boolean;
  at: string;
  /** Set on the event of a correction: the status it undid and the one it went back to. */
  correction: { from: string; to: string } | null;
}

interface AdminPayment {
  gateway: string;
  reference: string;
  amount: number;
  status: string;
  /** The provider's own code and words for the attempt, as its last answer gave them. */
  responseCode: string | null;
  responseMessage: string | null;
  at: string;
}

/** A gateway's message about one of the order's payments and what the shop made of it (payment_notices). */
interface AdminPaymentNotice {
  channel: string;
  reference: string | null;
  verdict: string;
  needsReview: boolean;
  detail: string | null;
  /** When the first such message arrived. */
  at: string;
  /** How many messages of this verdict arrived for the order (one notice counts its repeats). */
  repeats: number;
  lastSeenAt: string;
}

/** Money given back on the order (public.refunds). */
interface AdminRefund {
  amount: number;
  method: string;
  reference: string | null;
  note: string | null;
  at: string;
}

/** An order as the owner sees it: the shopper's view plus the whole timeline, payments and what can happen next. */
import type { Shipment } from '@/lib/orders/shipment';

export interface AdminOrderDetail extends Omit<OrderDetail, 'events' | 'cancellable'> {
  userId: string | null;
  cancelReason: string | null;
  paymentDueAt: string | null;
  /** No order to this phone had been delivered when it was placed (lib/orders/new-phone.ts). */
  placedFromNewPhone: boolean;
  /** Cash-on-delivery parcels to this phone that came back, among its earlier orders. */
  returnedParcelsBefore: number;
  channel: OrderChannel;
  trackingUrl: string | null;
  events: AdminOrderEvent[];
  payments: AdminPayment[];
  paymentNotices: AdminPaymentNotice[];
  /** Whether the order has a wallet attempt the provider can be asked about now ("Check status now"). */
  walletCheckOpen: boolean;
  /** The link the customer opens to pay this wallet order (lib/orders/pay-link.ts), while it waits for the money; null otherwise. */
  paymentLink: string | null;
  /** The statuses the database allows next (admin_order_next_statuses). */
  nextStatuses: string[];
  /** What the parcel weighs by its items (orders.weight_kg), in grams: what a booking tells the courier unless corrected. */
  weightGrams: number;
  /** The courier the order's shipping method books with from the console (its name); null when handed over by hand. */
  bookableWith: string | null;
  /** The order's booking with the courier, while it is asked or booked; null otherwise. */
  shipment: Shipment | null;
  /**
   * The last status move while it may still be corrected (admin_correction): back from `from` to `to`,
   * until when; null otherwise.
   */
  correction: { from: string; to: string; until: string } | null;
  /** Whether a bank transfer can be confirmed or rejected now. */
  transferOpen: boolean;
  refunds: AdminRefund[];
  /** What admin_record_refund still accepts: the payment in hand less the refunds recorded (0 when unpaid). */
  refundable: number;
  /** The refund a cancelled or returned paid order owes (private.refund_owed); 0 when none. */
  refundOwed: number;
}

interface LowStockVariant {
  variantId: number;
  sku: string;
  productName: string;
  variantLabel: string;
  stockQuantity: number;
}

export interface AdminDashboard {
  newToday: number;
  awaitingConfirmation: number;
  transfersToConfirm: number;
  lowStock: LowStockVariant[];
}
