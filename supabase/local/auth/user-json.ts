import { toIso, type IdentityRow, type LoadedUser } from './users.ts';

export type UserJson = Record<string, unknown>;

/**
 * The user object GoTrue sends (`models.User` JSON tags, in that order): empty optional
 * timestamps are left out, `email`/`phone` are "" when unset, `identities` always present.
 */
export function toUserJson({ user, identities }: LoadedUser): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  };
  setTime(json, 'email_confirmed_at', user.email_confirmed_at);
  setTime(json, 'invited_at', user.invited_at);
  json.phone = user.phone ?? '';
  setTime(json, 'phone_confirmed_at', user.phone_confirmed_at);
  setTime(json, 'confirmation_sent_at', user.confirmation_sent_at);
  setTime(json, 'confirmed_at', user.confirmed_at);
  setTime(json, 'recovery_sent_at', user.recovery_sent_at);
  if (user.email_change) json.new_email = user.email_change;
  setTime(json, 'email_change_sent_at', user.email_change_sent_at);
  if (user.phone_change) json.new_phone = user.phone_change;
  setTime(json, 'phone_change_sent_at', user.phone_change_sent_at);
  setTime(json, 'reauthentication_sent_at', user.reauthentication_sent_at);
  setTime(json, 'last_sign_in_at', user.last_sign_in_at);
  json.app_metadata = user.raw_app_meta_data ?? {};
  json.user_metadata = user.raw_user_meta_data ?? {};
  json.identities = identities.map(toIdentityJson);
  json.created_at = toIso(user.created_at) ?? new Date(0).toISOString();
  json.updated_at = toIso(user.updated_at) ?? json.created_at;
  setTime(json, 'banned_until', user.banned_until);
  setTime(json, 'deleted_at', user.deleted_at);
  json.is_anonymous = user.is_anonymous === true;
  return json;
}

function toIdentityJson(identity: IdentityRow): UserJson {
  const json: UserJson = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
  };
  if (identity.identity_data && Object.keys(identity.identity_data).length > 0) json.identity_data = identity.identity_data;
  json.provider = identity.provider;
  setTime(json, 'last_sign_in_at', identity.last_sign_in_at);
  json.created_at = toIso(identity.created_at) ?? new Date(0).toISOString();
  json.updated_at = toIso(identity.updated_at) ?? json.created_at;
  if (identity.email) json.email = identity.email;
  return json;
}

/**
 * The anti-enumeration answer to a sign-up for a registered address (GoTrue's `sanitizeUser`):
 * a new random id, no identities, nothing from the stored account but the address.
 */
export function toFakeUserJson(email: string, data: Record<string, unknown>, fakeId: string): UserJson {
  const now = new Date().toISOString();
  return {
    id: fakeId,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function setTime(json: UserJson, key: string, value: string | null): void {
  const iso = toIso(value);
  if (iso !== null) json[key] = iso;
}
