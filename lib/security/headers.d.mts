// Types of headers.mjs, a plain ES module so that next.config.mjs can use it too.
export interface SecurityHeaderOptions {
  siteUrl: string;
  /** Product images may come straight from Supabase Storage. */
  supabaseUrl: string;
  pixelEnabled: boolean;
  development: boolean;
  /**
   * The wallets' hosted payment pages the shopper's browser posts the signed payment form to: only
   * the proxy's answers name them (the form is posted from /api/payments/continue's page).
   */
  paymentFormOrigins?: string[];
  /** A page rendered for this request alone: its scripts carry this nonce, and no inline script runs without it. */
  nonce?: string;
}

export const STRICT_TRANSPORT_SECURITY: string;
export function contentSecurityPolicy(options: SecurityHeaderOptions): string;
export function securityHeaders(pathname: string, options: SecurityHeaderOptions): Record<string, string>;
export function isResetPasswordPath(pathname: string): boolean;
export const CATALOGUE_PAGES: readonly string[];
export const PER_REQUEST_PAGES: readonly string[];
export function rendersPerRequest(pathname: string): boolean;
export function newNonce(): string;
export function nonceOf(policy: string | null | undefined): string | null;
export function catalogueHeaderRules(
  env: Record<string, string | undefined>,
  development: boolean,
): { source: string; headers: { key: string; value: string }[] }[];
