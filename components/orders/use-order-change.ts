'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import type { CorrectOrderInput, MoveOrderInput, TransferDecisionInput } from '@/lib/orders/admin-actions';
import { filtersToSearch, type OrderFilters } from '@/lib/orders/admin-filters';
import { orderEndpoints } from '@/lib/orders/contract';
import { courierEndpoints } from '@/lib/couriers/contract';
import type { BookingOptions } from '@/lib/couriers/schema';
import type { RecordRefundInput } from '@/lib/orders/refunds';
import { useSingleFlight } from '@/components/query/use-single-flight';

/** The console's order lists and orders in React Query. */
export const adminOrderKeys = {
  lists: ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => ['admin', 'orders', filtersToSearch(filters)] as const,
  /** Every order's own entry. */
  orders: ['admin', 'order'] as const,
  order: (orderNumber: string) => ['admin', 'order', orderNumber] as const,
};

type OrderChange = OutputOf<typeof orderEndpoints.move>;

/**
 * One change of an order from the console. Success: the answer is the order as it is now, the
 * lists are refreshed, and `onDone` gets the message. Refused: the reason is shown and the order is
 * reloaded, so the owner sees what another admin (or the shopper) did meanwhile. Never retried: a
 * second tap while one runs is ignored, and a repeated move is refused by the database.
 */
function useOrderChange<Input>(orderNumber: string, send: (input: Input) => Promise<OrderChange>, onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (change) => {
      queryClient.setQueryData(adminOrderKeys.order(orderNumber), change.order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      onDone(change.message);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(orderNumber) });
    },
    onSettled: flight.end,
  });
  return {
    run: (input: Input) => {
      if (!flight.start()) return;
      onDone('');
      mutation.mutate(input);
    },
    pending: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
    fieldErrors: mutation.isError ? fieldErrorsOf(mutation.error) : {},
    reset: mutation.reset,
  };
}

/** Moves the order on from the status the owner saw (admin_move_order). */
export function useOrderMove(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(
    orderNumber,
    (input: MoveOrderInput) => callEndpoint(orderEndpoints.move, { params: { orderNumber }, body: input }),
    onDone,
  );
}

/** Undoes the order's last status move, from the status the owner saw, with a reason. */
export function useOrderCorrection(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(
    orderNumber,
    (input: CorrectOrderInput) => callEndpoint(orderEndpoints.correct, { params: { orderNumber }, body: input }),
    onDone,
  );
}

/** Confirms or rejects the order's bank transfer. */
export function useTransferDecision(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(
    orderNumber,
    (input: TransferDecisionInput) => callEndpoint(orderEndpoints.decideTransfer, { params: { orderNumber }, body: input }),
    onDone,
  );
}

/** Asks the wallet provider about the order's open attempt ("Check status now"). */
export function useWalletStatusCheck(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(orderNumber, () => callEndpoint(orderEndpoints.checkWalletPayment, { params: { orderNumber }, body: {} }), onDone);
}

/** Records money given back on the order (admin_record_refund). */
export function useRecordRefund(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(
    orderNumber,
    (input: RecordRefundInput) => callEndpoint(orderEndpoints.recordRefund, { params: { orderNumber }, body: input }),
    onDone,
  );
}

/** Books the order with its shipping method's courier (a retry after "did not answer" books once). */
export function useOrderBooking(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(
    orderNumber,
    (input: BookingOptions) => callEndpoint(courierEndpoints.book, { params: { orderNumber }, body: input }),
    onDone,
  );
}
