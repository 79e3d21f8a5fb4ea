/** The configuration the shop's server code reads (lib/env.ts), for tests that run it outside a server: a guest's, with no backend called. */
export function setShopEnv(): void {
  Object.assign(process.env, {
    SITE_URL: 'http://localhost:3000',
    SUPABASE_URL: 'http://127.0.0.1:54321',
    SUPABASE_ANON_KEY: 'a'.repeat(40),
    SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40),
  });
}
