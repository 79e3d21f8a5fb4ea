import type { AuthContext } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { renderMail, type MailKind } from './mail-templates.ts';
import { toMillis } from './users.ts';

/** The link a mail carries: `${backend.url}/auth/v1/verify?token=…&type=…&redirect_to=…`. */
export function verifyLink(ctx: AuthContext, token: string, type: MailKind, redirectTo: string): string {
  const query = `token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return `${ctx.url}/auth/v1/verify?${query}`;
}

/** 429 when the same address was mailed less than `emailMaxFrequencySeconds` ago (GoTrue SMTP_MAX_FREQUENCY). */
export function checkMailFrequency(ctx: AuthContext, sentAt: string | null, now = Date.now()): void {
  const frequencyMs = ctx.auth.emailMaxFrequencySeconds * 1000;
  if (sentAt === null || frequencyMs === 0) return;
  const nextAllowed = toMillis(sentAt) + frequencyMs;
  if (nextAllowed > now) {
    const seconds = Math.floor((nextAllowed - now) / 1000);
    throw tooManyRequests('over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  }
}

/** Takes one mail from the project-wide hourly budget, before anything is written. */
export function reserveMail(ctx: AuthContext): void {
  if (!ctx.emailLimiter.take('project')) throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
}

export interface PendingMail {
  to: string;
  kind: MailKind;
  token: string;
  otp: string;
  redirectTo: string;
  detail?: string;
}

/** Writes the mail to the outbox (and SMTP when configured); called after the database work committed. */
export async function deliverMail(ctx: AuthContext, mail: PendingMail): Promise<string> {
  const link = verifyLink(ctx, mail.token, mail.kind, mail.redirectTo);
  const content = renderMail(mail.kind, link, mail.otp, mail.detail);
  await ctx.outbox.send({ to: mail.to, ...content });
  return link;
}
