/**
 * Leopards in sandbox mode (LEOPARDS_MODE=sandbox): the credentials of the Leopards sandbox
 * (sandboxes/couriers/leopards) and where it answers below SANDBOXES_URL. Not secrets: it moves no parcel.
 */
export const SANDBOX_LEOPARDS = { apiKey: 'sandbox-leopards-key', apiPassword: 'sandbox-leopards-password' } as const;

/** The sandbox's stand-in for https://merchantapi.leopardscourier.com/api. */
export const LEOPARDS_SANDBOX_API_PATH = '/leopards/api';

/** The sandbox's page of one parcel, with the tester's buttons. */
export const LEOPARDS_SANDBOX_PARCEL_PATH = '/leopards/sandbox/parcels';
