import fs from 'node:fs';
import path from 'node:path';

/** Configuration of the embedded backend, read once from the environment. */
export interface BackendConfig {
  host: string;
  port: number;
  /** The URL clients use to reach this server (mail links, JWT issuer); http://127.0.0.1:<port> when unset. */
  publicUrl: string | null;
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | null;
  /** Fixed JWT secret; generated once and kept in `dataDir` when absent. */
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** The shop's own URL: the default and allowed base for redirect links. */
  siteUrl: string;
  /** Further allowed redirect URL prefixes (GoTrue's URI allow-list). */
  redirectAllowList: string[];
  projectRoot: string;
  auth: AuthConfig;
  /** Load the pristine database from this snapshot instead of running initdb (tests). */
  pgliteSnapshot: string | null;
  /** Test fixtures: more migrations applied after the project's own (never set in production). */
  extraMigrationsDir: string | null;
  /** Test fixtures: more edge functions served beside supabase/functions (never set in production). */
  extraFunctionsDir: string | null;
  /** Run the jobs of cron.job (pg_cron's schedules) in this process; on unless SUPABASE_LOCAL_CRON=off. */
  cron: boolean;
}

export interface AuthConfig {
  autoconfirm: boolean;
  /** A password change needs a sign-in within 24 hours or a reauthentication nonce (GoTrue SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  jwtExpirySeconds: number;
  minPasswordLength: number;
  refreshTokenReuseIntervalSeconds: number;
  /** Header whose first value is the client IP for rate limiting; the socket address otherwise. */
  rateLimitHeader: string | null;
  rateLimits: RateLimits;
  /** Seconds between two mails to the same address (GoTrue SMTP_MAX_FREQUENCY). */
  emailMaxFrequencySeconds: number;
  flowStateExpirySeconds: number;
  otpExpirySeconds: number;
}

/** Requests allowed per 5 minutes per client IP, with GoTrue's burst of 30. */
export interface RateLimits {
  tokenPer5Min: number;
  otpPer5Min: number;
  verifyPer5Min: number;
  emailsPerHour: number;
}

export class ConfigError extends Error {}

/** Settings by environment variable name: process.env, or a caller's own (tests, benchmarks). */
export type Settings = Record<string, string | undefined>;

export function readConfig(env: Settings = process.env): BackendConfig {
  const problems: string[] = [];
  const projectRoot = env.PROJECT_ROOT ? path.resolve(env.PROJECT_ROOT) : findProjectRoot(process.cwd());
  const port = readInteger(env, 'SUPABASE_LOCAL_PORT', 54321, problems);
  const host = env.SUPABASE_LOCAL_HOST ?? '127.0.0.1';
  const siteUrl = readUrl(env, 'SITE_URL', 'http://localhost:3000', problems);
  const publicUrl = env.SUPABASE_LOCAL_PUBLIC_URL?.trim() ? readUrl(env, 'SUPABASE_LOCAL_PUBLIC_URL', '', problems) : null;
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const jwtSecret = env.SUPABASE_JWT_SECRET?.trim() || null;
  if (jwtSecret && jwtSecret.length < 32) problems.push('SUPABASE_JWT_SECRET must be at least 32 characters');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const config: BackendConfig = {
    host,
    port,
    publicUrl: publicUrl ? publicUrl.replace(/\/$/, '') : null,
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? 'data'),
    databaseUrl,
    jwtSecret,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Gilgit Dry Fruits <no-reply@gilgitdryfruits.pk>',
    siteUrl: siteUrl.replace(/\/$/, ''),
    redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    projectRoot,
    pgliteSnapshot: env.PGLITE_SNAPSHOT?.trim() || null,
    extraMigrationsDir: env.SUPABASE_LOCAL_EXTRA_MIGRATIONS?.trim()
      ? path.resolve(projectRoot, env.SUPABASE_LOCAL_EXTRA_MIGRATIONS.trim())
      : null,
    extraFunctionsDir: env.SUPABASE_LOCAL_EXTRA_FUNCTIONS?.trim()
      ? path.resolve(projectRoot, env.SUPABASE_LOCAL_EXTRA_FUNCTIONS.trim())
      : null,
    cron: readBoolean(env, 'SUPABASE_LOCAL_CRON', true, problems),
    auth: {
      autoconfirm: readBoolean(env, 'AUTH_AUTOCONFIRM', true, problems),
      securePasswordChange: readBoolean(env, 'AUTH_SECURE_PASSWORD_CHANGE', false, problems),
      jwtExpirySeconds: readInteger(env, 'AUTH_JWT_EXPIRY', 3600, problems),
      minPasswordLength: 6,
      refreshTokenReuseIntervalSeconds: readInteger(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10, problems),
      rateLimitHeader: env.AUTH_RATE_LIMIT_HEADER?.trim() || 'X-Forwarded-For',
      rateLimits: {
        tokenPer5Min: readInteger(env, 'AUTH_RATE_LIMIT_TOKEN', 150, problems),
        otpPer5Min: readInteger(env, 'AUTH_RATE_LIMIT_OTP', 30, problems),
        verifyPer5Min: readInteger(env, 'AUTH_RATE_LIMIT_VERIFY', 30, problems),
        emailsPerHour: readInteger(env, 'AUTH_RATE_LIMIT_EMAIL_SENT', 30, problems),
      },
      emailMaxFrequencySeconds: readInteger(env, 'AUTH_EMAIL_MAX_FREQUENCY', 60, problems),
      flowStateExpirySeconds: 300,
      otpExpirySeconds: 3600,
    },
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration of the embedded backend:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return config;
}

/**
 * The project whose `supabase/` folder (migrations, seed, functions) this backend serves: the nearest
 * folder at or above `from` with a supabase/config.toml, as the Supabase CLI finds it; `from` itself
 * when there is none.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'supabase', 'config.toml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

function readInteger(env: Settings, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${name} must be a non-negative integer (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** A true/false setting (true, 1, yes, on / false, 0, no, off); anything else is a problem and the fallback. */
export function readBoolean(env: Settings, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function readUrl(env: Settings, name: string, fallback: string, problems: string[]): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw;
  } catch {
    problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return fallback;
  }
}
