import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { ADMIN_ACTOR, writeAudit } from './audit.ts';
import { requireAdmin } from './authenticate.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { insertUser } from './create-user.ts';
import { unprocessable } from './errors.ts';
import { deliverMail } from './mailer.ts';
import { readParams } from './params.ts';
import { resolveRedirect } from './redirect.ts';
import { toUserJson } from './user-json.ts';
import { findUserByEmail, isConfirmed, reloadUser } from './users.ts';
import { validateEmail } from './validation.ts';
import { startVerification } from './verification-mail.ts';

/** POST /invite (auth.admin.inviteUserByEmail): creates the user without a password and mails an invitation. */
export async function invite(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  requireAdmin(ctx, req);
  const p = await readParams(req);
  const email = validateEmail(p.string('email'));
  const data = p.object('data') ?? {};
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing && isConfirmed(existing.user))
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  const meta = requestMeta(req);
  const { body, mail } = await ctx.db.transaction(async (tx) => {
    const id = existing?.user.id ?? (await insertUser(tx, { email, passwordHash: '', userMetadata: data }));
    await writeAudit(tx, 'user_invited', ADMIN_ACTOR, meta, { user_id: id, user_email: email });
    const user = (await reloadUser(tx, id)).user;
    const verification = await startVerification(ctx, tx, user, 'invite', { pkce: null, redirectTo, mail: true });
    return { body: toUserJson(await reloadUser(tx, id)), mail: verification.pending };
  });
  await deliverMail(ctx, mail);
  sendJson(res, 200, body);
}
