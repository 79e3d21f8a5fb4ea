import type { NextRequest } from 'next/server';
import { verifiedUser } from '@/lib/auth/actions';
import { NO_USER_LOGGED_IN } from '@/lib/auth/messages';
import { NOT_CANCELLABLE, ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { failure, jsonResponse, readFormBody } from '@/lib/contact/request-guards';
import { rpcFailureResponse } from '@/lib/orders/http';
import { cancelOwnOrder, getOwnOrder } from '@/lib/orders/queries';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

const MESSAGES: Record<string, string> = { order_not_found: ORDER_NOT_FOUND, not_cancellable: NOT_CANCELLABLE };

/** POST /api/orders/{orderNumber}/cancel {} → the order, cancelled (its owner only; pending orders only). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const { orderNumber } = await params;
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  if (!(await verifiedUser(supabase))) return applyTo(failure(401, NO_USER_LOGGED_IN));
  const result = await cancelOwnOrder(supabase, orderNumber);
  if (!result.ok) return applyTo(rpcFailureResponse(result.failure, (rpc) => MESSAGES[rpc.code] ?? rpc.message));
  return applyTo(jsonResponse({ ok: true, order: await getOwnOrder(supabase, orderNumber), message: 'Your order has been cancelled.' }));
}
