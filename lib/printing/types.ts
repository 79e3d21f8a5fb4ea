/** What the parcel documents print: one booked order, already read and reshaped by the caller. */

export interface PrintableParty {
  name: string;
  phone: string;
  address: string;
  city: string;
}

export interface PrintableLine {
  name: string;
  variant: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PrintableParcel {
  /** GDF-2026-ABC123 */
  orderNumber: string;
  /** INV-000123, issued by the caller; printed as given. */
  invoiceNumber: string;
  /** ISO instant. */
  placedAt: string;
  courierName: string;
  trackingNumber: string;
  /** Whole rupees the courier collects; 0 when the order is paid. */
  codAmount: number;
  /** "Cash on delivery", "JazzCash", ... */
  paymentLabel: string;
  shipper: PrintableParty;
  consignee: PrintableParty;
  lines: PrintableLine[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  weightKg: number;
  pieces: number;
  notes: string | null;
}

export type LabelSize = 'a4' | '4x6';
