/** The sandboxes service `npm test -- e2e` started (E2E_SANDBOXES_URL): the wallets' hosted pages, and the wallet sandbox's /notify. */
export const SANDBOXES_URL = process.env.E2E_SANDBOXES_URL ?? 'http://127.0.0.1:54330';
