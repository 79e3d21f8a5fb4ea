import { createHash } from 'node:crypto';
import { validationFailed } from './errors.ts';

/** The address format GoTrue accepts (badoux/checkmail's pattern). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;

/** Validates and lower-cases an address, with GoTrue's messages. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

type CodeChallengeMethod = 's256' | 'plain';

export interface PkceParams {
  challenge: string;
  method: CodeChallengeMethod;
}

/** Both or neither of code_challenge and code_challenge_method; null means the implicit flow. */
export function validatePkceParams(challenge: string, method: string): PkceParams | null {
  if ((challenge === '') !== (method === '')) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge === '') return null;
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  if (!CODE_CHALLENGE_PATTERN.test(challenge)) {
    throw validationFailed('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') throw validationFailed(`unsupported code_challenge method "${method}"`);
  return { challenge, method: lower };
}

/** True when the verifier matches the stored challenge (RFC 7636, S256 or plain). */
export function verifyCodeChallenge(challenge: string, method: string, verifier: string): boolean {
  const expected = method.toLowerCase() === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return constantTimeEqual(expected, challenge);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A Go `time.ParseDuration` subset for admin `ban_duration` ("876000h", "1h30m", "90s"); null when malformed. */
export function parseDurationMs(text: string): number | null {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const match = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (!match) return text === '0' ? 0 : null;
  let total = 0;
  for (const part of text.replace(/^[+-]/, '').matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * units[part[2]!]!;
  }
  return match[1] === '-' ? -total : total;
}
