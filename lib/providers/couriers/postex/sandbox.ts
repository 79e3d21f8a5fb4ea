/**
 * PostEx in sandbox mode (POSTEX_MODE=sandbox): the token of the PostEx sandbox
 * (sandboxes/couriers/postex) and where it answers below SANDBOXES_URL. Not a secret: it moves no parcel.
 */
export const SANDBOX_POSTEX_TOKEN = 'sandbox-postex-token';

/** The sandbox account's registered pickup address. */
export const SANDBOX_POSTEX_PICKUP_ADDRESS_CODE = '001';

/** The sandbox's stand-in for https://api.postex.pk/services/integration/api/order. */
export const POSTEX_SANDBOX_API_PATH = '/postex/services/integration/api/order';

/** The sandbox's page of one parcel (with the tester's buttons) and its slip. */
export const POSTEX_SANDBOX_PARCEL_PATH = '/postex/sandbox/parcels';
export const POSTEX_SANDBOX_SLIP_PATH = '/postex/sandbox/slips';
