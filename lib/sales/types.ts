import type { PAYMENT_METHODS } from '@/lib/orders/admin-filters';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Sales (orders that count: private.is_sale) of one payment method on one day. */
export interface MethodSales {
  orders: number;
  revenue: number;
}

/** One calendar day in Pakistan time (2026-11-25), every payment method present. */
export interface SalesDay {
  day: string;
  orders: number;
  revenue: number;
  byMethod: Record<PaymentMethod, MethodSales>;
}

interface TopProduct {
  /** null once the product was deleted from the catalogue (its lines keep the name). */
  productId: number | null;
  productName: string;
  units: number;
  revenue: number;
}

/** admin_sales_report: the last days' sales, oldest day first. Shares are fractions (0.25 = 25 %). */
export interface SalesReport {
  from: string;
  to: string;
  days: SalesDay[];
  totals: {
    revenue: number;
    orders: number;
    /** Whole rupees; null without sales. */
    averageOrderValue: number | null;
    codOrders: number;
    /** Cash-on-delivery sales / all sales, by count; null without sales. */
    codShare: number | null;
    /** Every order placed in the window, whether it counts as a sale or not. */
    placed: number;
    cancelled: number;
    /** Cancelled / placed, by count; null when nothing was placed. */
    cancellationRate: number | null;
  };
  topProducts: TopProduct[];
}
