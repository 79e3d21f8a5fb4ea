import { isIP } from 'node:net';
import type { Backend } from '../backend.ts';
import type { AuthConfig, BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import type { JwtSigner } from '../jwt.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { LimitName, TokenBucketLimiter } from './rate-limiter.ts';

/** What every auth handler works with; built once per backend in auth-service.ts. */
export interface AuthContext {
  config: BackendConfig;
  auth: AuthConfig;
  db: Database;
  jwt: JwtSigner;
  outbox: Outbox;
  /** The public URL of the backend (mail links). */
  url: string;
  /** `iss` of access tokens: `${url}/auth/v1`. */
  issuer: string;
  limiters: Record<LimitName, TokenBucketLimiter>;
  emailLimiter: TokenBucketLimiter;
  /** Compared against when a user has no password, so every sign-in costs one bcrypt compare. */
  dummyHash: string;
}

export function createContext(backend: Backend, parts: Pick<AuthContext, 'limiters' | 'emailLimiter' | 'dummyHash'>): AuthContext {
  return {
    config: backend.config,
    auth: backend.config.auth,
    db: backend.db,
    jwt: backend.jwt,
    outbox: backend.outbox,
    url: backend.url,
    issuer: `${backend.url}/auth/v1`,
    ...parts,
  };
}

/** Who made a request, as GoTrue records it on sessions and audit entries. */
export interface RequestMeta {
  /** A valid IP address, or null (auth.sessions.ip is inet). */
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(req: ApiRequest): RequestMeta {
  const ip = req.clientIp.replace(/^::ffff:/, '');
  return { ip: isIP(ip) ? ip : null, userAgent: req.header('user-agent')?.slice(0, 1000) ?? null };
}
