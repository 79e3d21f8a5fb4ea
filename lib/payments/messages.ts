/** What the shop says about wallet payments, in one place. */
export const PAYMENT_ORDER_NOT_FOUND = 'We could not find this order for this browser. Open it from My Orders, or place it again.';
export const WALLET_NOT_OFFERED = 'This wallet is not available just now. Please choose cash on delivery or another way to pay.';
export const PAYMENT_NOT_DUE = 'This order is not waiting for a payment.';
export const PAYMENT_EXPIRED = 'The time to pay for this order has passed. Please place the order again.';
export const PAYMENT_START_FAILED = 'We could not open the payment page just now. Please try again.';
export const IPN_RECEIVED = 'Notification received.';
export const UNKNOWN_PROVIDER = 'Unknown payment provider.';
export const IPN_NOT_FROM_PROVIDER = "This notification's link is not on the payment provider's site.";
export const IPN_UNREADABLE = 'The notification could not be read from the payment provider just now. Please send it again.';
