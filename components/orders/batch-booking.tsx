'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/i18n/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { PrintLinks } from './print-links';
import { adminOrderKeys } from './use-order-change';
import { useSingleFlight } from '@/components/query/use-single-flight';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { courierEndpoints } from '@/lib/couriers/contract';

/**
 * "Book all with the couriers" on the packed orders' tab: each order is booked with its shipping
 * method's courier in turn, and the list says which were booked (with their tracking numbers) and
 * why any was not. A second tap books only what is still packed.
 */
export function BatchBooking({ orderNumbers }: { orderNumbers: string[] }) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const batch = useMutation({
    mutationFn: (numbers: string[]) => callEndpoint(courierEndpoints.bookBatch, { body: { orderNumbers: numbers } }),
    onSettled: () => {
      flight.end();
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders });
    },
  });
  if (orderNumbers.length === 0 && !batch.data) return null;
  const book = () => {
    if (flight.start()) batch.mutate(orderNumbers);
  };

  return (
    <section aria-label="Book with the couriers" className="mt-4 space-y-3 rounded-3xl border border-sand bg-white p-5">
      {orderNumbers.length > 0 && (
        <Button size="sm" disabled={batch.isPending} aria-busy={batch.isPending || undefined} onClick={book}>
          {batch.isPending
            ? 'Booking…'
            : `Book ${orderNumbers.length === 1 ? 'this order' : `these ${orderNumbers.length} orders`} with the couriers`}
        </Button>
      )}
      {batch.isError && <FormMessage tone="error">{errorMessage(batch.error, ADMIN_ACTION_FAILED)}</FormMessage>}
      {batch.data && (
        <>
          <FormMessage tone={batch.data.results.every((result) => result.ok) ? 'success' : 'error'}>{batch.data.message}</FormMessage>
          <ul aria-label="Bookings" className="space-y-1 text-sm text-walnut-800">
            {batch.data.results.map((result) => (
              <li key={result.orderNumber}>
                <Link href={`/admin/orders/${result.orderNumber}`} className="font-semibold text-apricot-800 underline underline-offset-4">
                  {result.orderNumber}
                </Link>
                {result.ok ? `: ${result.courier} ${result.trackingNumber}` : `: ${result.message}`}
              </li>
            ))}
          </ul>
          <PrintLinks orderNumbers={batch.data.results.flatMap((result) => (result.ok ? [result.orderNumber] : []))} />
        </>
      )}
    </section>
  );
}
