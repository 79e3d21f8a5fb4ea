'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, checkAdminWalletPayment, decideAdminTransfer, moveAdminOrder, type AdminOrderChange } from '@/lib/orders/admin-api';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import type { MoveOrderInput, TransferDecisionInput } from '@/lib/orders/admin-actions';
import { errorMessage, fieldErrorsOf } from '@/lib/api/client';
import { useSingleFlight } from '@/components/query/use-single-flight';

/**
 * One change of an order from the console. Success: the answer is the order as it is now, the
 * lists are refreshed, and `onDone` gets the message. Refused: the reason is shown and the order is
 * reloaded, so the owner sees what another admin (or the shopper) did meanwhile. Never retried: a
 * second tap while one runs is ignored, and a repeated move is refused by the database.
 */
function useOrderChange<Input>(orderNumber: string, send: (input: Input) => Promise<AdminOrderChange>, onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (change) => {
      queryClient.setQueryData(adminKeys.order(orderNumber), change.order);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      onDone(change.message);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderNumber) });
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
  return useOrderChange(orderNumber, (input: MoveOrderInput) => moveAdminOrder(orderNumber, input), onDone);
}

/** Confirms or rejects the order's bank transfer. */
export function useTransferDecision(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(orderNumber, (input: TransferDecisionInput) => decideAdminTransfer(orderNumber, input), onDone);
}

/** Asks the wallet provider about the order's open attempt ("Check status now"). */
export function useWalletStatusCheck(orderNumber: string, onDone: (message: string) => void) {
  return useOrderChange(orderNumber, () => checkAdminWalletPayment(orderNumber), onDone);
}
