import type { ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { ADMIN_ACTOR, writeAudit } from './audit.ts';
import { requireAdmin } from './authenticate.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { insertUser } from './create-user.ts';
import { notFound, unprocessable, validationFailed } from './errors.ts';
import { verifyLink } from './mailer.ts';
import type { MailKind } from './mail-templates.ts';
import { generateOtp, storeOneTimeToken, tokenHash } from './one-time-tokens.ts';
import { readParams } from './params.ts';
import { assertPasswordStrength, hashPassword, randomPassword } from './passwords.ts';
import { isRedirectAllowed, resolveRedirect } from './redirect.ts';
import { toUserJson } from './user-json.ts';
import { findUserByEmail, isConfirmed, mergeMetadata, reloadUser, type UserRow } from './users.ts';
import { validateEmail } from './validation.ts';
import { startVerification } from './verification-mail.ts';

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

interface GeneratedToken {
  token: string;
  otp: string;
}

/**
 * POST /admin/generate_link (auth.admin.generateLink): the link and code a mail would carry,
 * returned to the caller and never sent. Creates the user for signup, invite and magiclink.
 */
export async function generateLink(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  requireAdmin(ctx, req);
  const p = await readParams(req);
  const email = validateEmail(p.string('email'));
  const data = p.object('data') ?? {};
  const requested = p.string('type');
  let redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const bodyRedirect = p.string('redirect_to');
  if (bodyRedirect && isRedirectAllowed(bodyRedirect, ctx.config.siteUrl, ctx.config.redirectAllowList)) redirectTo = bodyRedirect;

  const existing = await findUserByEmail(ctx.db, email);
  let type = requested as LinkType;
  let password = p.string('password');
  if (!LINK_TYPES.includes(type)) throw validationFailed(`Invalid email action link type requested: ${requested}`);
  if (!existing && type === 'magiclink') {
    type = 'signup';
    password = randomPassword();
  }
  if (!existing && (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new')) {
    throw notFound('user_not_found', 'User with this email not found');
  }
  if (type === 'signup' && !existing) {
    if (password === '') throw validationFailed('Signup requires a valid password');
    assertPasswordStrength(password, ctx.auth.minPasswordLength);
  }
  const newEmail = type.startsWith('email_change') ? validateEmail(p.string('new_email')) : '';
  const passwordHash = type === 'signup' && !existing ? await hashPassword(password) : '';
  const meta = requestMeta(req);

  const { user, generated } = await ctx.db.transaction(async (tx) => {
    let user: UserRow;
    if (existing) {
      user = existing.user;
      if ((type === 'signup' || type === 'invite') && isConfirmed(user)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      if (type === 'signup') {
        await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
          user.id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
        ]);
      }
    } else {
      const id = await insertUser(tx, { email, passwordHash, userMetadata: data });
      await writeAudit(tx, type === 'invite' ? 'user_invited' : 'user_signedup', ADMIN_ACTOR, meta, { user_id: id, user_email: email });
      user = (await reloadUser(tx, id)).user;
    }
    const generated = type.startsWith('email_change')
      ? await emailChangeToken(tx, user, newEmail, type === 'email_change_current')
      : await startVerification(ctx, tx, user, type as Exclude<MailKind, 'email_change'>, { pkce: null, redirectTo, mail: false });
    return { user: await reloadUser(tx, user.id), generated };
  });
  const linkType: MailKind = type.startsWith('email_change') ? 'email_change' : (type as MailKind);
  sendJson(res, 200, {
    ...toUserJson(user),
    action_link: verifyLink(ctx, generated.token, linkType, redirectTo),
    email_otp: generated.otp,
    hashed_token: generated.token,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

/** One email-change token, for the current or the new address (GoTrue's admin email_change_* links). */
async function emailChangeToken(tx: Queryable, user: UserRow, newEmail: string, current: boolean): Promise<GeneratedToken> {
  if ((await findUserByEmail(tx, newEmail)) !== null) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const otp = generateOtp();
  const token = tokenHash(current ? (user.email ?? '') : newEmail, otp);
  const column = current ? 'email_change_token_current' : 'email_change_token_new';
  await tx.query(
    `update auth.users set email_change = $2, ${column} = $3, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, newEmail, token],
  );
  await storeOneTimeToken(tx, user.id, column, token, current ? (user.email ?? '') : newEmail);
  return { token, otp };
}
