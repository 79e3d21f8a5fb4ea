import { bookOrders } from '@/lib/couriers/batch';
import { courierEndpoints, type BatchBookingResult } from '@/lib/couriers/contract';
import { BATCH_BOOKED } from '@/lib/couriers/messages';
import { answerOf } from '@/lib/http/problems';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(courierEndpoints.bookBatch, { session: 'admin' }, async ({ input, supabase }) => {
  const results = (await bookOrders(supabase, input.orderNumbers)).map((outcome): BatchBookingResult =>
    'booked' in outcome
      ? { orderNumber: outcome.orderNumber, ok: true, courier: outcome.booked.courier, trackingNumber: outcome.booked.trackingNumber }
      : { orderNumber: outcome.orderNumber, ok: false, message: answerOf(outcome.problem).body.message },
  );
  const booked = results.filter((result) => result.ok).length;
  return { ok: true, results, message: BATCH_BOOKED(booked, results.length - booked) };
});
