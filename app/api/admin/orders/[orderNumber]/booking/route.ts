import { bookOrder } from '@/lib/couriers/booking';
import { courierEndpoints } from '@/lib/couriers/contract';
import { BOOKED } from '@/lib/couriers/messages';
import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';

export const dynamic = 'force-dynamic';

export const POST = route(courierEndpoints.book, { session: 'admin' }, async ({ params, input, supabase }) => {
  const booked = await bookOrder(supabase, params.orderNumber, input);
  const order = await requireAdminOrder(supabase, booked.orderNumber);
  return { ok: true, order, message: BOOKED(booked.courier, booked.trackingNumber) };
});
