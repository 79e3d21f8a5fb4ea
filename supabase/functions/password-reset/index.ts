// POST {email, resetLink} → {success, message} (spec §7, "Password reset").
//
// Runs unchanged on hosted Supabase (Deno: `supabase functions deploy password-reset`, with the
// secrets SITE_URL, MAIL_API_URL, MAIL_API_KEY and optionally MAIL_FROM) and on the embedded backend,
// which imports the default export. There MAIL_API_URL is the backend's outbox; on hosted it points
// at a transactional mail API taking the same JSON, e.g. Resend's https://api.resend.com/emails
// ({from, to, subject, text, html} with `Authorization: Bearer <MAIL_API_KEY>`).
import { getEnv, MissingEnvError, requireEnv } from '../_shared/env.ts';
import { jsonResponse, preflightResponse, serveOnDeno } from '../_shared/http.ts';
import { ResetBudget, resetClientKey, TOO_MANY_RESET_REQUESTS } from './reset-budget.ts';
import { buildResetMail } from './reset-mail.ts';
import { parseResetRequest } from './reset-request.ts';

export const RESET_SUCCESS_MESSAGE = 'Password reset instructions have been sent to your email';
export const RESET_FAILURE_MESSAGE = 'Failed to send reset instructions';

/** Known and unknown addresses are answered no sooner than this, so timing does not tell them apart. */
const MIN_RESPONSE_MS = 600;
/** One mail per address per minute (GoTrue's SMTP_MAX_FREQUENCY); further requests are answered alike but send nothing. */
const RESEND_INTERVAL_MS = 60_000;
const lastRequest = new Map<string, number>();
/**
 * Beyond the per-address minute: a client address may ask RESET_REQUESTS_PER_CLIENT_PER_HOUR times
 * an hour (10: shoppers behind one mobile carrier's address share it), and all clients together may
 * cause RESET_MAILS_PER_HOUR mails (100), so no one can mail the whole customer list.
 */
let budget: ResetBudget | null = null;
function resetBudget(): ResetBudget {
  budget ??= new ResetBudget({
    perClientPerHour: positiveInteger(getEnv('RESET_REQUESTS_PER_CLIENT_PER_HOUR'), 10),
    mailsPerHour: positiveInteger(getEnv('RESET_MAILS_PER_HOUR'), 100),
  });
  return budget;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

type Env = Record<'SUPABASE_URL' | 'SUPABASE_SERVICE_ROLE_KEY' | 'SITE_URL' | 'MAIL_API_URL' | 'MAIL_API_KEY', string>;

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return jsonResponse({ success: false, message: 'Method not allowed' }, 405, { Allow: 'POST, OPTIONS' });
  const request = parseResetRequest(await req.text());
  if (!request.ok) return jsonResponse({ success: false, message: request.message }, 400);

  const clientWait = resetBudget().takeClient(resetClientKey(req.headers));
  if (clientWait > 0) return tooManyRequests(clientWait);

  const started = Date.now();
  try {
    const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL', 'MAIL_API_URL', 'MAIL_API_KEY');
    if (isFirstRequestInInterval(request.email, started)) {
      // Counted before GoTrue is asked, for known and unknown addresses alike: no enumeration.
      const budgetWait = resetBudget().takeMail();
      if (budgetWait > 0) {
        lastRequest.delete(request.email);
        return tooManyRequests(budgetWait);
      }
      await sendResetMail(request.email, env);
    }
  } catch (error) {
    lastRequest.delete(request.email);
    console.error(`[password-reset] ${error instanceof MissingEnvError ? error.message : error}`);
    return jsonResponse({ success: false, message: RESET_FAILURE_MESSAGE }, 500);
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + MIN_RESPONSE_MS - Date.now())));
  return jsonResponse({ success: true, message: RESET_SUCCESS_MESSAGE });
}

serveOnDeno(handler);

function tooManyRequests(seconds: number): Response {
  return jsonResponse({ success: false, message: TOO_MANY_RESET_REQUESTS }, 429, { 'Retry-After': String(seconds) });
}

/**
 * The link always leads to the configured site's own reset page: a `resetLink` from the request is
 * never used, so a recovery token cannot be sent to another host (security.md scenario 28).
 */
export function resetPageUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/reset-password`;
}

async function sendResetMail(email: string, env: Env): Promise<void> {
  const tokenHash = await generateRecoveryToken(email, env);
  if (tokenHash === null) return;
  const link = `${resetPageUrl(env.SITE_URL)}?type=recovery&token_hash=${encodeURIComponent(tokenHash)}`;
  const mail = buildResetMail(link);
  const from = getEnv('MAIL_FROM');
  const res = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(from ? { from } : {}), to: email, subject: mail.subject, text: mail.text, html: mail.html }),
  });
  if (!res.ok) throw new Error(`the mail API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  await res.body?.cancel();
}

/**
 * A recovery token from GoTrue's admin API (`POST /auth/v1/admin/generate_link`, service role).
 * The shop's /reset-password page redeems it with `verifyOtp({type: 'recovery', token_hash})`.
 * Returns null when GoTrue has no such user (answered like a known one: no enumeration).
 */
async function generateRecoveryToken(email: string, env: Env): Promise<string | null> {
  const res = await fetch(`${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ type: 'recovery', email, redirect_to: resetPageUrl(env.SITE_URL) }),
  });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status === 400 || res.status === 404 || res.status === 422) return null;
  if (!res.ok) throw new Error(`generate_link answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  const properties = (body?.properties ?? body) as Record<string, unknown> | null;
  const tokenHash = properties?.hashed_token;
  if (typeof tokenHash !== 'string' || tokenHash === '') throw new Error('generate_link returned no hashed_token');
  return tokenHash;
}

function isFirstRequestInInterval(email: string, now: number): boolean {
  for (const [address, at] of lastRequest) {
    if (now - at < RESEND_INTERVAL_MS) break;
    lastRequest.delete(address);
  }
  const previous = lastRequest.get(email);
  if (previous !== undefined && now - previous < RESEND_INTERVAL_MS) return false;
  lastRequest.delete(email);
  lastRequest.set(email, now);
  return true;
}
