import { quoteLiteral } from '../db/database.ts';
import { effectiveToken } from '../http/gateway.ts';
import type { ApiRequest } from '../http/request.ts';
import type { JwtClaims, JwtSigner } from '../jwt.ts';
import { jwtError, RestError } from './errors.ts';
import type { SchemaCache } from './schema-cache.ts';

/** The database role a request runs as, and the claims Postgres sees in `request.jwt.claims`. */
export interface AuthContext {
  role: string;
  claimsJson: string;
  /** PostgREST's "authenticated": any role but the anon role (decides 401 vs 403 for 42501). */
  authenticated: boolean;
}

const ANON_ROLE = 'anon';
const ANONYMOUS: AuthContext = { role: ANON_ROLE, claimsJson: JSON.stringify({ role: ANON_ROLE }), authenticated: false };
const claimsJsonCache = new WeakMap<JwtClaims, AuthContext>();

/** Contract B.1 step 1: verify the effective JWT (0.2) and take its `role` claim, anon when absent. */
export function authenticate(req: ApiRequest, jwt: JwtSigner): AuthContext {
  const token = effectiveToken(req);
  if (!token) return ANONYMOUS;
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const result = jwt.verify(token);
  if (!result.ok) {
    if (result.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    if (result.reason === 'not_yet_valid') throw jwtError('PGRST303', 'JWT not yet valid');
    throw jwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  const cached = claimsJsonCache.get(result.claims);
  if (cached) return cached;
  const claim = result.claims.role;
  const role = claim === undefined || claim === null ? ANON_ROLE : typeof claim === 'string' ? claim : JSON.stringify(claim);
  const auth = { role, claimsJson: JSON.stringify({ ...result.claims, role }), authenticated: role !== ANON_ROLE };
  claimsJsonCache.set(result.claims, auth);
  return auth;
}

/**
 * Hosted PostgREST logs in as `authenticator`, which may only become the roles granted to it. A role
 * claim naming another existing role fails like `SET ROLE` would there; an unknown one with 22023.
 */
export function checkRole(auth: AuthContext, cache: SchemaCache): RestError | null {
  const allowed = cache.switchableRoles.size > 0 ? cache.switchableRoles : cache.existingRoles;
  if (allowed.has(auth.role)) return null;
  if (cache.existingRoles.has(auth.role)) {
    return new RestError(auth.authenticated ? 403 : 401, '42501', `permission denied to set role "${auth.role}"`);
  }
  return new RestError(401, '22023', `role "${auth.role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
}

/** What a request sets besides its role and request variables: its profile's schema, `Prefer: timezone=`. */
export interface SetupOptions {
  schema?: string;
  timezone?: string;
}

/**
 * The transaction variables of PostgREST's `txVarQuery`, as one simple-protocol statement sent in the
 * same round trip as BEGIN. Every value is a quoted literal (`quoteLiteral`); none comes from SQL text
 * the caller wrote.
 */
export function setupSql(req: ApiRequest, auth: AuthContext, database: 'pglite' | 'postgres', options: SetupOptions = {}): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // The profile's schema, then hosted Supabase's db-extra-search-path (public, extensions), repeated
  // schema included, as PostgREST writes it.
  const schema = options.schema ?? 'public';
  const path = `"${schema.replace(/"/g, '""')}", "public", "extensions"`;
  const settings: [string, string][] = [['search_path', path]];
  if (database === 'postgres') settings.push(['statement_timeout', auth.role === ANON_ROLE ? '3s' : '8s']);
  settings.push(
    ['role', auth.role],
    ['request.jwt.claims', auth.claimsJson],
    ['request.method', req.method],
    ['request.path', req.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(parseCookies(req.header('cookie')))],
  );
  if (options.timezone !== undefined) settings.push(['timezone', options.timezone]);
  // The outer select returns no columns: nobody reads the values back (volatile calls are never pruned).
  return `select from (select ${settings.map(([name, value]) => `set_config('${name}', ${quoteLiteral(value)}, true)`).join(', ')}) setup`;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}
