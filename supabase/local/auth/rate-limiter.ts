import type { RateLimits } from '../config.ts';

/** GoTrue's per-IP limiters allow a burst of 30 requests (tollbooth `SetBurst(30)`). */
const DEFAULT_BURST = 30;
const FIVE_MINUTES = 300;
/** Buckets kept per limiter; the least recently used are dropped beyond this. */
const MAX_KEYS = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key (client IP): `capacity` requests at once, refilled at `perSecond`.
 * Memory is bounded: at most MAX_KEYS buckets, least recently used evicted first.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    private readonly maxKeys = MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updatedAt: now };
    this.buckets.delete(key);
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond);
    bucket.updatedAt = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return allowed;
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** One limiter per kind of endpoint, as GoTrue keeps one per route. */
export type LimitName = 'token' | 'signup' | 'recover' | 'resend' | 'otp' | 'magiclink' | 'user' | 'verify';

/** Requests per 5 minutes per IP → a bucket of 30 (or 10 s of traffic when the configured rate is higher). */
export function perFiveMinutes(requests: number, now?: () => number): TokenBucketLimiter {
  const perSecond = requests / FIVE_MINUTES;
  return new TokenBucketLimiter(Math.max(DEFAULT_BURST, Math.round(perSecond * 10)), perSecond, MAX_KEYS, now);
}

export function createRequestLimiters(limits: RateLimits): Record<LimitName, TokenBucketLimiter> {
  return {
    token: perFiveMinutes(limits.tokenPer5Min),
    signup: perFiveMinutes(limits.otpPer5Min),
    recover: perFiveMinutes(limits.otpPer5Min),
    resend: perFiveMinutes(limits.otpPer5Min),
    otp: perFiveMinutes(limits.otpPer5Min),
    magiclink: perFiveMinutes(limits.otpPer5Min),
    user: perFiveMinutes(limits.otpPer5Min),
    verify: perFiveMinutes(limits.verifyPer5Min),
  };
}

/** The project-wide budget of mails per hour (GoTrue RATE_LIMIT_EMAIL_SENT). */
export function createEmailLimiter(perHour: number, now?: () => number): TokenBucketLimiter {
  return new TokenBucketLimiter(perHour, perHour / 3600, 1, now);
}
