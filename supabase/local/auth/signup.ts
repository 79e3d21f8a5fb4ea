import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import type { ApiRequest } from '../http/request.ts';
import { writeAudit } from './audit.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { confirmUser, DuplicateEmailError, insertUser } from './create-user.ts';
import { badRequest, unprocessable, validationFailed } from './errors.ts';
import { deliverMail, type PendingMail } from './mailer.ts';
import { readParams } from './params.ts';
import { assertPasswordStrength, hashPassword } from './passwords.ts';
import { resolveRedirect } from './redirect.ts';
import { issueSession, sessionResponse } from './sessions.ts';
import { toFakeUserJson, toUserJson } from './user-json.ts';
import { findUserByEmail, isConfirmed, reloadUser, type LoadedUser } from './users.ts';
import { validateEmail, validatePkceParams, type PkceParams } from './validation.ts';
import { startVerification } from './verification-mail.ts';

interface SignupRequest {
  email: string;
  data: Record<string, unknown>;
  pkce: PkceParams | null;
  redirectTo: string;
}

/** POST /signup (GoTrue signup.go): a session when autoconfirm is on, else the bare user and a confirmation mail. */
export async function signup(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const p = await readParams(req);
  const email = p.string('email');
  const phone = p.string('phone');
  const password = p.string('password');
  const data = p.object('data') ?? {};
  if (email === '' && phone === '') throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (password === '') throw validationFailed('Signup requires a valid password');
  assertPasswordStrength(password, ctx.auth.minPasswordLength);
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on signup.');
  const pkce = validatePkceParams(p.string('code_challenge'), p.string('code_challenge_method'));
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const request: SignupRequest = {
    email: validateEmail(email),
    data,
    pkce,
    redirectTo: resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList),
  };

  const existing = await findUserByEmail(ctx.db, request.email);
  if (existing) return signupExisting(ctx, req, res, request, existing);
  const passwordHash = await hashPassword(password);
  try {
    await signupNew(ctx, req, res, request, passwordHash);
  } catch (error) {
    if (!(error instanceof DuplicateEmailError)) throw error;
    const raced = await findUserByEmail(ctx.db, request.email);
    if (!raced) throw error;
    await signupExisting(ctx, req, res, request, raced);
  }
}

async function signupNew(ctx: AuthContext, req: ApiRequest, res: ServerResponse, request: SignupRequest, passwordHash: string) {
  const meta = requestMeta(req);
  const autoconfirm = ctx.auth.autoconfirm;
  const { body, mail } = await ctx.db.transaction(async (tx): Promise<{ body: unknown; mail: PendingMail | null }> => {
    const id = await insertUser(tx, { email: request.email, passwordHash, userMetadata: request.data });
    const actor = { id, name: request.email };
    if (autoconfirm) {
      await writeAudit(tx, 'user_signedup', actor, meta, { provider: 'email' });
      await confirmUser(tx, id);
      const issued = await issueSession(tx, id, 'password', meta, { action: 'login', name: request.email, traits: { provider: 'email' } });
      return { body: sessionResponse(ctx, issued), mail: null };
    }
    await writeAudit(tx, 'user_confirmation_requested', actor, meta, { provider: 'email' });
    const created = await reloadUser(tx, id);
    const verification = await startVerification(ctx, tx, created.user, 'signup', {
      pkce: request.pkce,
      redirectTo: request.redirectTo,
      mail: true,
    });
    return { body: toUserJson(await reloadUser(tx, id)), mail: verification.pending };
  });
  if (mail) await deliverMail(ctx, mail);
  sendJson(res, 200, body);
}

/**
 * A registered address. Autoconfirm on: 422 user_already_exists. Off: a confirmed account gets
 * the fake user (no enumeration); an unconfirmed one gets its confirmation mail again.
 */
async function signupExisting(ctx: AuthContext, req: ApiRequest, res: ServerResponse, request: SignupRequest, existing: LoadedUser) {
  const meta = requestMeta(req);
  const actor = { id: existing.user.id, name: request.email };
  if (ctx.auth.autoconfirm) {
    await writeAudit(ctx.db, 'user_repeated_signup', actor, meta, { provider: 'email' });
    throw unprocessable('user_already_exists', 'User already registered');
  }
  if (isConfirmed(existing.user)) {
    await writeAudit(ctx.db, 'user_repeated_signup', actor, meta, { provider: 'email' });
    sendJson(res, 200, toFakeUserJson(request.email, request.data, randomUUID()));
    return;
  }
  const { body, mail } = await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, 'user_confirmation_requested', actor, meta, { provider: 'email' });
    const verification = await startVerification(ctx, tx, existing.user, 'signup', {
      pkce: request.pkce,
      redirectTo: request.redirectTo,
      mail: true,
    });
    return { body: toUserJson(await reloadUser(tx, existing.user.id)), mail: verification.pending };
  });
  await deliverMail(ctx, mail);
  sendJson(res, 200, body);
}
