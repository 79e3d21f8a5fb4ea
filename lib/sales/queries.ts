import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import type { MethodSales, PaymentMethod, SalesReport } from './types';
import { PAYMENT_METHODS } from '@/lib/orders/admin-filters';

type Client = SupabaseClient<Database>;
type Row = Record<string, unknown>;

/** Days of sales on the console's home, today included. */
const SALES_REPORT_DAYS = 30;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toMethodSales(byMethod: Row): Record<PaymentMethod, MethodSales> {
  return Object.fromEntries(
    PAYMENT_METHODS.map((method) => {
      const sales = (byMethod[method] as Row | undefined) ?? {};
      return [method, { orders: Number(sales.orders ?? 0), revenue: Number(sales.revenue ?? 0) }];
    }),
  ) as Record<PaymentMethod, MethodSales>;
}

/** The last `days` days' sales, totals and best sellers (admin_sales_report; admins only). */
export async function getSalesReport(supabase: Client, days = SALES_REPORT_DAYS): Promise<SalesReport> {
  const { data, error } = await supabase.rpc('admin_sales_report', { days });
  if (error) throw databaseProblem(error);
  const row = data as Row;
  const totals = row.totals as Row;
  return {
    from: String(row.from),
    to: String(row.to),
    days: ((row.days as Row[] | null) ?? []).map((day) => ({
      day: String(day.day),
      orders: Number(day.orders),
      revenue: Number(day.revenue),
      byMethod: toMethodSales((day.by_method as Row | null) ?? {}),
    })),
    totals: {
      revenue: Number(totals.revenue),
      orders: Number(totals.orders),
      averageOrderValue: numberOrNull(totals.average_order_value),
      codOrders: Number(totals.cod_orders),
      codShare: numberOrNull(totals.cod_share),
      placed: Number(totals.placed),
      cancelled: Number(totals.cancelled),
      cancellationRate: numberOrNull(totals.cancellation_rate),
    },
    topProducts: ((row.top_products as Row[] | null) ?? []).map((product) => ({
      productId: numberOrNull(product.product_id),
      productName: String(product.product_name),
      units: Number(product.units),
      revenue: Number(product.revenue),
    })),
  };
}

/** For the console's home (the admin layout has already checked the role; the function checks again). */
export async function getCurrentSalesReport(): Promise<SalesReport> {
  return getSalesReport(await createSupabaseServerClient());
}
