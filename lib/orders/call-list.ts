/**
 * The owner's call list: unconfirmed cash-on-delivery orders whose confirmation hold is past its
 * reminder (orders.hold_reminder_at, recorded by the database's run_confirmation_holds at half the
 * hold). Each is released, its stock back, when the hold ends, unless someone confirms it first.
 */
export const CALL_LIST_LABEL = 'Only the call list: unconfirmed cash-on-delivery orders past their reminder';

/** The columns and values of such an order besides its recorded reminder, for the orders list's filter. */
export const CALL_LIST_ORDER = { status: 'pending', payment_method: 'cod' } as const;
