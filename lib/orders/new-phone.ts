/**
 * An unconfirmed cash-on-delivery order from a phone with no earlier delivered order
 * (orders.placed_from_new_phone, set when the order was placed): it holds stock until someone
 * cancels it, so the owner calls the number before packing. One rule for the console's flag and
 * for its "new phones" filter.
 */
export const NEW_PHONE_FLAG = 'New phone — confirm by call before packing';

/** The columns and values of such an order, for the orders list's filter. */
export const NEW_PHONE_ORDER = { status: 'pending', payment_method: 'cod', placed_from_new_phone: true } as const;

export function needsConfirmationCall(order: { status: string; paymentMethod: string; placedFromNewPhone: boolean }): boolean {
  return order.status === NEW_PHONE_ORDER.status && order.paymentMethod === NEW_PHONE_ORDER.payment_method && order.placedFromNewPhone;
}
