/** @jest-environment node */
import { toFakeUserJson, toUserJson } from '../../auth/user-json.ts';
import type { IdentityRow, UserRow } from '../../auth/users.ts';

const ID = '6b3a3c0e-58a4-4b8e-9d3b-3f0c1d2e4a5b';

function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'alice@example.com',
    encrypted_password: '$2a$10$abcdefghijklmnopqrstuuJ0b1F7lO7kYH4mJkYvRrE3qK2mYv8mW',
    email_confirmed_at: '2026-01-02T03:04:05.123456+00:00',
    invited_at: null,
    confirmation_token: '',
    confirmation_sent_at: null,
    recovery_token: '',
    recovery_sent_at: null,
    email_change_token_new: '',
    email_change: '',
    email_change_sent_at: null,
    email_change_token_current: '',
    email_change_confirm_status: 0,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { full_name: 'Alice' },
    created_at: '2026-01-02T03:04:05+05:00',
    updated_at: '2026-01-02T03:04:05+05:00',
    phone: null,
    phone_confirmed_at: null,
    phone_change: '',
    phone_change_sent_at: null,
    confirmed_at: '2026-01-02T03:04:05.123456+00:00',
    reauthentication_token: '',
    reauthentication_sent_at: null,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
    ...overrides,
  };
}

const identity: IdentityRow = {
  id: 'f1b7a7e2-0000-4000-8000-000000000001',
  provider_id: ID,
  user_id: ID,
  identity_data: { sub: ID, email: 'alice@example.com', email_verified: false, phone_verified: false },
  provider: 'email',
  last_sign_in_at: '2026-01-02T03:04:05+00:00',
  created_at: '2026-01-02T03:04:05+00:00',
  updated_at: '2026-01-02T03:04:05+00:00',
  email: 'alice@example.com',
};

test('the user object has GoTrue field names, UTC ISO times, and no empty optional fields', () => {
  const json = toUserJson({ user: userRow(), identities: [identity] });
  expect(json).toEqual({
    id: ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'alice@example.com',
    email_confirmed_at: '2026-01-02T03:04:05.123Z',
    phone: '',
    confirmed_at: '2026-01-02T03:04:05.123Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Alice' },
    identities: [
      {
        identity_id: identity.id,
        id: ID,
        user_id: ID,
        identity_data: identity.identity_data,
        provider: 'email',
        last_sign_in_at: '2026-01-02T03:04:05.000Z',
        created_at: '2026-01-02T03:04:05.000Z',
        updated_at: '2026-01-02T03:04:05.000Z',
        email: 'alice@example.com',
      },
    ],
    created_at: '2026-01-01T22:04:05.000Z',
    updated_at: '2026-01-01T22:04:05.000Z',
    is_anonymous: false,
  });
  expect(JSON.stringify(json)).not.toContain('encrypted_password');
  expect(JSON.stringify(json)).not.toContain('$2a$');
});

test('pending changes and bans are shown', () => {
  const json = toUserJson({
    user: userRow({
      email_change: 'new@example.com',
      email_change_sent_at: '2026-01-03T00:00:00+00:00',
      banned_until: '2126-01-01T00:00:00+00:00',
    }),
    identities: [],
  });
  expect(json).toMatchObject({
    new_email: 'new@example.com',
    email_change_sent_at: '2026-01-03T00:00:00.000Z',
    banned_until: '2126-01-01T00:00:00.000Z',
  });
});

test('the fake user of a repeated sign-up shares nothing with the real account', () => {
  const fake = toFakeUserJson('alice@example.com', { full_name: 'Mallory' }, '11111111-2222-4333-8444-555555555555');
  expect(fake).toMatchObject({
    id: '11111111-2222-4333-8444-555555555555',
    identities: [],
    user_metadata: { full_name: 'Mallory' },
    role: '',
  });
  expect(fake).not.toHaveProperty('email_confirmed_at');
  expect(fake).not.toHaveProperty('last_sign_in_at');
});
