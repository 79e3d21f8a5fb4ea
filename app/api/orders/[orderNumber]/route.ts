import type { NextRequest } from 'next/server';
import { verifiedUser } from '@/lib/auth/actions';
import { NO_USER_LOGGED_IN } from '@/lib/auth/messages';
import { ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { failure, jsonResponse } from '@/lib/contact/request-guards';
import { SERVICE_UNAVAILABLE } from '@/lib/orders/http';
import { getOwnOrder } from '@/lib/orders/queries';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** GET /api/orders/{orderNumber} → the signed-in shopper's own order; anyone else's (or none) is 404. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params;
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  if (!(await verifiedUser(supabase))) return applyTo(failure(401, NO_USER_LOGGED_IN));
  try {
    const order = await getOwnOrder(supabase, orderNumber);
    return applyTo(order ? jsonResponse({ ok: true, order }) : failure(404, ORDER_NOT_FOUND));
  } catch (error) {
    console.error('[api/orders] read failed:', error);
    return applyTo(failure(502, SERVICE_UNAVAILABLE));
  }
}
