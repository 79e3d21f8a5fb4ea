/** The console's words about customers. */
export const CUSTOMER_NOT_FOUND = 'No order carries this phone number, so there is no such customer.';
