import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.ts';
import { DatabaseError } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { ADMIN_ACTOR, writeAudit } from './audit.ts';
import { requireAdmin } from './authenticate.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { confirmUser, DuplicateEmailError, insertUser, withCause } from './create-user.ts';
import { AuthError, internalError, notFound, unprocessable, validationFailed } from './errors.ts';
import { readParams, type Params } from './params.ts';
import { assertPasswordStrength, hashPassword, MAX_PASSWORD_BYTES, randomPassword } from './passwords.ts';
import { toUserJson } from './user-json.ts';
import { findUserByEmail, findUserById, mergeMetadata, reloadUser, USER_SELECT, type LoadedUser } from './users.ts';
import { isUuid, parseDurationMs, validateEmail } from './validation.ts';
import { clearOneTimeTokens } from './one-time-tokens.ts';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** GET /admin/users?page=&per_page= → `{users, aud}` with GoTrue's Link and X-Total-Count headers. */
export async function listUsers(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  requireAdmin(ctx, req);
  const page = readPositive(req, 'page', 1);
  const perPage = readPositive(req, 'per_page', 50);
  const filter = req.url.searchParams.get('filter') ?? '';
  const where = `u.aud = 'authenticated'${filter ? ` and (u.email ilike $3 or u.raw_user_meta_data ->> 'full_name' ilike $3)` : ''}`;
  const args: unknown[] = [perPage, (page - 1) * perPage, ...(filter ? [`%${filter}%`] : [])];
  const { rows } = await ctx.db.query<{ u: LoadedUser['user']; identities: LoadedUser['identities']; total: string }>(
    `select ${USER_SELECT}, count(*) over () as total from auth.users u where ${where} order by u.created_at desc, u.id limit $1 offset $2`,
    args,
  );
  const total = rows[0] ? Number(rows[0].total) : await countUsers(ctx.db, where, filter);
  const lastPage = Math.ceil(total / perPage);
  const link = (n: number) => {
    const query = new URLSearchParams(req.url.searchParams);
    query.set('page', String(n));
    query.sort();
    return `</admin/users?${query.toString()}>`;
  };
  const links = [...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`];
  sendJson(
    res,
    200,
    { users: rows.map((r) => toUserJson({ user: r.u, identities: r.identities })), aud: 'authenticated' },
    {
      Link: links.join(', '),
      'X-Total-Count': String(total),
    },
  );
}

async function countUsers(q: Queryable, where: string, filter: string): Promise<number> {
  const sql = `select count(*)::int as n from auth.users u where ${where.replace(/\$3/g, '$1')}`;
  const { rows } = await q.query<{ n: number }>(sql, filter ? [`%${filter}%`] : []);
  return rows[0]?.n ?? 0;
}

function readPositive(req: ApiRequest, name: string, fallback: number): number {
  const raw = req.url.searchParams.get(name) ?? '';
  if (raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw validationFailed(`Bad Pagination Parameters: invalid ${name} "${raw}"`);
  return Number(raw);
}

/** GET /admin/users/{id} */
export async function getUserById(ctx: AuthContext, req: ApiRequest, res: ServerResponse, params: Record<string, string>): Promise<void> {
  requireAdmin(ctx, req);
  sendJson(res, 200, toUserJson(await loadUser(ctx.db, params.id!)));
}

async function loadUser(q: Queryable, id: string): Promise<LoadedUser> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const loaded = await findUserById(q, id);
  if (!loaded) throw notFound('user_not_found', 'User not found');
  return loaded;
}

interface AdminAttributes {
  email: string;
  password: string | undefined;
  passwordHash: string;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown> | null;
  appMetadata: Record<string, unknown> | null;
  role: string;
  banMs: number | null;
}

/** The body of admin create/update (GoTrue AdminUserParams); phone users are not supported here. */
function readAttributes(p: Params): AdminAttributes {
  if (p.string('phone') !== '') throw validationFailed('Phone users are not supported by this server');
  const email = p.string('email');
  const ban = p.string('ban_duration');
  let banMs: number | null = null;
  if (ban !== '') {
    banMs = ban === 'none' ? 0 : parseDurationMs(ban);
    if (banMs === null) throw validationFailed(`invalid format for ban duration: time: invalid duration "${ban}"`);
  }
  return {
    email: email === '' ? '' : validateEmail(email),
    password: p.optionalString('password'),
    passwordHash: p.string('password_hash'),
    emailConfirm: p.boolean('email_confirm'),
    userMetadata: p.object('user_metadata'),
    appMetadata: p.object('app_metadata'),
    role: p.string('role'),
    banMs,
  };
}

async function applyBan(tx: Queryable, id: string, banMs: number | null): Promise<void> {
  if (banMs === null) return;
  if (banMs === 0) await tx.query('update auth.users set banned_until = null, updated_at = now() where id = $1', [id]);
  else
    await tx.query(`update auth.users set banned_until = now() + make_interval(secs => $2), updated_at = now() where id = $1`, [
      id,
      banMs / 1000,
    ]);
}

/** POST /admin/users (auth.admin.createUser). */
export async function createUser(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  requireAdmin(ctx, req);
  const p = await readParams(req);
  const attrs = readAttributes(p);
  const id = p.string('id');
  if (attrs.email === '') throw validationFailed('Cannot create a user without either an email or phone');
  if (attrs.password !== undefined && attrs.passwordHash !== '')
    throw validationFailed('Only a password or a password hash should be provided');
  if (id !== '' && !isUuid(id)) throw validationFailed('ID must conform to the uuid v4 format');
  if (id === '00000000-0000-0000-0000-000000000000') throw validationFailed('ID cannot be a nil uuid');
  if (attrs.passwordHash !== '' && !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(attrs.passwordHash))
    throw validationFailed('Invalid password hash: only bcrypt hashes are supported');
  if (attrs.password !== undefined && Buffer.byteLength(attrs.password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed('bcrypt: password length exceeds 72 bytes');
  }
  if (await findUserByEmail(ctx.db, attrs.email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const passwordHash = attrs.passwordHash || (await hashPassword(attrs.password || randomPassword()));
  const meta = requestMeta(req);
  try {
    const body = await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(
        tx,
        {
          email: attrs.email,
          passwordHash,
          userMetadata: attrs.userMetadata ?? {},
          appMetadata: attrs.appMetadata ?? {},
          id: id || undefined,
          role: attrs.role || undefined,
        },
        'Database error creating new user',
      );
      await writeAudit(tx, 'user_signedup', ADMIN_ACTOR, meta, { user_id: userId, user_email: attrs.email, provider: 'email' });
      if (attrs.emailConfirm) await confirmUser(tx, userId);
      await applyBan(tx, userId, attrs.banMs);
      return toUserJson(await reloadUser(tx, userId));
    });
    sendJson(res, 200, body);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    throw error;
  }
}

/** PUT /admin/users/{id} (auth.admin.updateUserById): metadata merged, password, email, email_confirm, ban. */
export async function updateUserById(
  ctx: AuthContext,
  req: ApiRequest,
  res: ServerResponse,
  params: Record<string, string>,
): Promise<void> {
  requireAdmin(ctx, req);
  const existing = await loadUser(ctx.db, params.id!);
  const attrs = readAttributes(await readParams(req));
  if (attrs.password !== undefined) assertPasswordStrength(attrs.password, ctx.auth.minPasswordLength);
  const passwordHash = attrs.password ? await hashPassword(attrs.password) : null;
  const userId = existing.user.id;
  const meta = requestMeta(req);
  try {
    const body = await ctx.db.transaction(async (tx) => {
      if (attrs.role !== '') await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [userId, attrs.role]);
      if (attrs.emailConfirm) await confirmUser(tx, userId);
      if (passwordHash !== null) {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '', updated_at = now() where id = $1`,
          [userId, passwordHash],
        );
        await clearOneTimeTokens(tx, userId);
        await tx.query('delete from auth.sessions where user_id = $1', [userId]);
      }
      if (attrs.email !== '' && attrs.email !== existing.user.email) {
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, attrs.email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [userId, attrs.email, attrs.emailConfirm],
        );
      }
      const current = (await reloadUser(tx, userId)).user;
      if (attrs.appMetadata) {
        await tx.query('update auth.users set raw_app_meta_data = $2::jsonb where id = $1', [
          userId,
          JSON.stringify(mergeMetadata(current.raw_app_meta_data, attrs.appMetadata)),
        ]);
      }
      if (attrs.userMetadata) {
        await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
          userId,
          JSON.stringify(mergeMetadata(current.raw_user_meta_data, attrs.userMetadata)),
        ]);
      }
      await applyBan(tx, userId, attrs.banMs);
      await writeAudit(tx, 'user_modified', ADMIN_ACTOR, meta, { user_id: userId, user_email: current.email });
      return toUserJson(await reloadUser(tx, userId));
    });
    sendJson(res, 200, body);
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') throw unprocessable('email_exists', DUPLICATE_EMAIL);
    if (error instanceof AuthError) throw error;
    throw withCause(internalError('Error updating user'), error);
  }
}

/** DELETE /admin/users/{id} → `{}`; with `should_soft_delete` the row stays, anonymised, with deleted_at. */
export async function deleteUser(ctx: AuthContext, req: ApiRequest, res: ServerResponse, params: Record<string, string>): Promise<void> {
  requireAdmin(ctx, req);
  const existing = await loadUser(ctx.db, params.id!);
  const soft = (await readParams(req, { allowEmpty: true })).boolean('should_soft_delete');
  const user = existing.user;
  const meta = requestMeta(req);
  await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, 'user_deleted', ADMIN_ACTOR, meta, { user_id: user.id, user_email: user.email });
    if (!soft) {
      await tx.query('delete from auth.users where id = $1', [user.id]);
      return;
    }
    if (user.deleted_at) return;
    const obfuscated = createHash('sha256')
      .update(`${user.email ?? ''}${user.id}`)
      .digest('hex');
    await tx.query(
      `update auth.users set email = $2, phone = null, encrypted_password = '', confirmation_token = '', recovery_token = '',
         email_change = '', email_change_token_new = '', email_change_token_current = '', raw_app_meta_data = '{}'::jsonb,
         raw_user_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now() where id = $1`,
      [user.id, `${obfuscated}@deleted.invalid`],
    );
    await tx.query(`update auth.identities set provider_id = $2 || ':' || provider_id, identity_data = '{}'::jsonb where user_id = $1`, [
      user.id,
      obfuscated,
    ]);
    await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    await clearOneTimeTokens(tx, user.id);
  });
  sendJson(res, 200, {});
}
