import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import { courierName } from '@/lib/providers/couriers/registry';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';

interface CourierCash {
  courier: string;
  outstandingAmount: number;
  outstandingParcels: number;
  overdueParcels: number;
  paidLast30Days: number;
}

interface OverdueParcel {
  orderNumber: string;
  courier: string;
  trackingNumber: string;
  codAmount: number;
  deliveredAt: string;
  days: number;
}

interface PaymentMismatch {
  orderNumber: string;
  courier: string;
  trackingNumber: string;
  codAmount: number;
  paidAmount: number;
  paidOn: string;
  reference: string | null;
}

export interface ReturnRate {
  /** The courier's name or the city. */
  name: string;
  delivered: number;
  returned: number;
}

/** What the Couriers page and the console's home show (admin_courier_report). */
export interface CourierReport {
  overdueDays: number;
  couriers: CourierCash[];
  overdue: OverdueParcel[];
  mismatches: PaymentMismatch[];
  returnsByCourier: ReturnRate[];
  returnsByCity: ReturnRate[];
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

async function getCourierReport(supabase: SupabaseClient<Database>): Promise<CourierReport> {
  const { data, error } = await supabase.rpc('admin_courier_report', {});
  if (error) throw databaseProblem(error);
  const report = (data ?? {}) as Row;
  return {
    overdueDays: count(report.overdue_days),
    couriers: rows(report.couriers).map((row) => ({
      courier: courierName(text(row.courier)),
      outstandingAmount: count(row.outstanding_amount),
      outstandingParcels: count(row.outstanding_parcels),
      overdueParcels: count(row.overdue_parcels),
      paidLast30Days: count(row.paid_last_30_days),
    })),
    overdue: rows(report.overdue).map((row) => ({
      orderNumber: text(row.order_number),
      courier: courierName(text(row.courier)),
      trackingNumber: text(row.tracking_number),
      codAmount: count(row.cod_amount),
      deliveredAt: text(row.delivered_at),
      days: count(row.days),
    })),
    mismatches: rows(report.mismatches).map((row) => ({
      orderNumber: text(row.order_number),
      courier: courierName(text(row.courier)),
      trackingNumber: text(row.tracking_number),
      codAmount: count(row.cod_amount),
      paidAmount: count(row.paid_amount),
      paidOn: text(row.paid_on),
      reference: text(row.reference) || null,
    })),
    returnsByCourier: rows(report.returns_by_courier).map((row) => ({
      name: courierName(text(row.courier)),
      delivered: count(row.delivered),
      returned: count(row.returned),
    })),
    returnsByCity: rows(report.returns_by_city).map((row) => ({
      name: text(row.city),
      delivered: count(row.delivered),
      returned: count(row.returned),
    })),
  };
}

/** For the Couriers page and the home (Server Components). */
export async function getCurrentCourierReport(): Promise<CourierReport> {
  return getCourierReport(await createSupabaseServerClient());
}
