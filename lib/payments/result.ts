import 'server-only';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';

/** What /transaction-result shows about one attempt: its order's payment as the shop recorded it, nothing personal. */
export interface PaymentResult {
  orderNumber: string;
  paymentMethod: string;
  total: number;
  state: 'paid' | 'failed' | 'pending' | 'expired';
  dueAt: string | null;
}

export async function paymentResult(reference: string): Promise<PaymentResult | null> {
  if (!/^[A-Za-z0-9]{4,64}$/.test(reference)) return null;
  const { data, error } = await createSupabaseAdminClient()
    .from('payments')
    .select('order:orders!inner(order_number, payment_method, total, status, payment_status, payment_due_at)')
    .eq('reference', reference)
    .maybeSingle();
  if (error) throw new Error(`payments: ${error.code} ${error.message}`);
  if (!data) return null;
  const order = (
    data as unknown as {
      order: {
        order_number: string;
        payment_method: string;
        total: number;
        status: string;
        payment_status: string;
        payment_due_at: string | null;
      };
    }
  ).order;
  const state =
    order.payment_status === 'paid'
      ? 'paid'
      : order.status === 'cancelled'
        ? 'expired'
        : order.payment_status === 'failed'
          ? 'failed'
          : 'pending';
  return { orderNumber: order.order_number, paymentMethod: order.payment_method, total: order.total, state, dueAt: order.payment_due_at };
}
