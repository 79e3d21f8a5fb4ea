import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { walletProvider } from './providers';
import type { StartedPayment } from './contract';

interface OrderRow {
  order_number: string;
  user_id: string | null;
  idempotency_key: string | null;
  payment_method: string;
  phone: string;
  email: string | null;
}

/**
 * Opens a new payment attempt (start_payment: a fresh reference each time) and signs the form for the
 * provider's hosted page. Only the order's own shopper may: the signed-in owner, or the browser tab
 * holding the checkout key the order was placed with (a guest).
 */
export async function startWalletPayment(
  request: { orderNumber: string; checkoutKey?: string | null },
  shopper: { supabase: SupabaseClient<Database> },
): Promise<StartedPayment> {
  const service = createSupabaseAdminClient();
  const { data, error } = await service
    .from('orders')
    .select('order_number, user_id, idempotency_key, payment_method, phone, email')
    .eq('order_number', request.orderNumber.trim().toUpperCase())
    .maybeSingle();
  if (error) throw new Problem('payment_start_failed', { cause: `orders: ${error.code} ${error.message}` });
  const order = data as OrderRow | null;
  if (!order || !(await mayPay(order, request.checkoutKey, shopper.supabase))) throw new Problem('payment_order_not_found');
  const provider = walletProvider(order.payment_method);
  if (!provider) throw new Problem('wallet_not_offered');

  const started = await service.rpc('start_payment', { order_number: order.order_number, gateway: order.payment_method });
  if (started.error) {
    const detail = started.error.details;
    if (detail === 'payment_expired') throw new Problem('payment_time_passed');
    if (detail === 'invalid_status_transition' || detail === 'wrong_payment_method') throw new Problem('payment_not_due');
    throw new Problem('payment_start_failed', { cause: `start_payment: ${started.error.code} ${started.error.message}` });
  }
  const attempt = started.data as { reference: string; amount_paisa: number; expires_at: string | null };
  const form = provider.checkoutForm(
    {
      orderNumber: order.order_number,
      reference: attempt.reference,
      amountPaisa: attempt.amount_paisa,
      // place_order gives every wallet order a payment_due_at; an hour is the fallback for older rows.
      expiresAt: attempt.expires_at ? new Date(attempt.expires_at) : new Date(Date.now() + 3600_000),
      phone: order.phone,
      email: order.email,
    },
    serverEnv().SITE_URL,
  );
  return { reference: attempt.reference, provider: provider.id, sandbox: provider.sandbox, form };
}

async function mayPay(order: OrderRow, checkoutKey: string | null | undefined, supabase: SupabaseClient<Database>): Promise<boolean> {
  if (checkoutKey && order.idempotency_key && checkoutKey === order.idempotency_key) return true;
  if (!order.user_id) return false;
  const { data } = await supabase.auth.getUser();
  return data.user?.id === order.user_id;
}
