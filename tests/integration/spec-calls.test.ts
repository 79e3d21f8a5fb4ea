import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';

/**
 * Every call in the spec's table of calls (§7), made by the real supabase-js against the embedded
 * backend on the project's own tables, with the shapes and errors the shop relies on.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

async function signUp(): Promise<{ client: SupabaseClient; userId: string; email: string }> {
  const client = clientFor(backend);
  const email = uniqueEmail('spec');
  const { data, error } = await client.auth.signUp({
    email,
    password: 'apricot-2026',
    options: { data: { full_name: 'Amina Baig', phone: '+923551234567', address: 'Jutial, near the bazaar', postal_code: '15100' } },
  });
  expect(error).toBeNull();
  return { client, userId: data.user!.id, email };
}

test('load cities: id and city_name ordered by city_name, readable by a guest', async () => {
  const { data, error } = await clientFor(backend).from('cities').select('id, city_name').order('city_name');
  expect(error).toBeNull();
  expect(data!.length).toBeGreaterThan(50);
  expect(Object.keys(data![0]!).sort()).toEqual(['city_name', 'id']);
  const names = data!.map((c) => c.city_name as string);
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  expect(names).toEqual(expect.arrayContaining(['Gilgit', 'Skardu']));
});

test("sign up creates the profile from the metadata, and the profile upsert saves the shopper's own row", async () => {
  const { client, userId } = await signUp();
  const created = await client.from('profiles').select('full_name, phone, country').eq('id', userId).single();
  expect(created.error).toBeNull();
  expect(created.data).toMatchObject({ full_name: 'Amina Baig', country: 'Pakistan' });

  const { data: gilgit } = await client.from('cities').select('id').eq('city_name', 'Gilgit').single();
  const upsert = await client.from('profiles').upsert({
    id: userId,
    full_name: 'Amina Baig',
    phone: '+923551234567',
    address: 'House 4, Jutial',
    postal_code: '15100',
    city_id: gilgit!.id,
    country: 'Pakistan',
    updated_at: new Date().toISOString(),
  });
  expect(upsert.error).toBeNull();
  const saved = await client.from('profiles').select('address, city_id').eq('id', userId).single();
  expect(saved.data).toEqual({ address: 'House 4, Jutial', city_id: gilgit!.id });
});

test("a shopper cannot upsert another shopper's profile", async () => {
  const a = await signUp();
  const b = await signUp();
  const { error, status } = await a.client.from('profiles').upsert({ id: b.userId, full_name: 'Intruder', country: 'Pakistan' });
  expect(status).toBe(403);
  expect(error?.code).toBe('42501');
  const { data } = await b.client.from('profiles').select('full_name').eq('id', b.userId).single();
  expect(data!.full_name).toBe('Amina Baig');
});

test('read testimonials: only approved ones, newest first', async () => {
  const { data, error } = await clientFor(backend)
    .from('testimonials')
    .select('*')
    .eq('is_approved', true)
    .order('created_at', { ascending: false });
  expect(error).toBeNull();
  expect(data!.length).toBeGreaterThanOrEqual(6);
  expect(data!.every((t) => t.is_approved === true)).toBe(true);
  const times = data!.map((t) => Date.parse(t.created_at as string));
  expect(times).toEqual([...times].sort((x, y) => y - x));
});

test('add testimonial: a guest inserts one row and gets it back, unapproved, and it stays hidden afterwards', async () => {
  const guest = clientFor(backend);
  const { data, error } = await guest
    .from('testimonials')
    .insert({ rating: 4, review_text: 'The walnuts were fresh and crunchy.', reviewer_name: 'Bilal' })
    .select()
    .single();
  expect(error).toBeNull();
  expect(data).toMatchObject({ rating: 4, reviewer_name: 'Bilal', is_approved: false });
  const later = await guest.from('testimonials').select('id').eq('id', data!.id);
  expect(later.data).toEqual([]);

  const forged = await guest
    .from('testimonials')
    .insert({ rating: 5, review_text: 'Approve me please', reviewer_name: 'Forger', is_approved: true })
    .select('id, is_approved')
    .single();
  expect(forged.error).toBeNull();
  expect(forged.data!.is_approved).toBe(false);
  const stored = await clientFor(backend, 'service').from('testimonials').select('is_approved').eq('id', forged.data!.id).single();
  expect(stored.data).toEqual({ is_approved: false });
});

test("favourites: read, add and remove the shopper's own; another shopper sees none of them", async () => {
  const a = await signUp();
  const b = await signUp();
  expect((await a.client.from('favorites').insert({ user_id: a.userId, product_id: 1 })).error).toBeNull();
  expect((await a.client.from('favorites').insert({ user_id: a.userId, product_id: 2 })).error).toBeNull();
  const mine = await a.client.from('favorites').select('product_id').eq('user_id', a.userId);
  expect(mine.data!.map((f) => f.product_id).sort()).toEqual([1, 2]);
  expect((await b.client.from('favorites').select('product_id').eq('user_id', a.userId)).data).toEqual([]);
  expect((await b.client.from('favorites').insert({ user_id: a.userId, product_id: 3 })).error?.code).toBe('42501');

  expect((await a.client.from('favorites').delete().eq('user_id', a.userId).eq('product_id', 1)).error).toBeNull();
  const after = await a.client.from('favorites').select('product_id').eq('user_id', a.userId);
  expect(after.data).toEqual([{ product_id: 2 }]);
});

test('deactivate account: the caller only; afterwards sign-in and refresh are refused', async () => {
  const a = await signUp();
  const b = await signUp();
  const other = await a.client.rpc('deactivate_account', { user_id: b.userId });
  expect(other.error).not.toBeNull();

  const { data: session } = await a.client.auth.getSession();
  const refreshToken = session.session!.refresh_token;
  const own = await a.client.rpc('deactivate_account', { user_id: a.userId });
  expect(own.error).toBeNull();
  expect(own.status).toBe(204);

  const fresh = clientFor(backend);
  const signIn = await fresh.auth.signInWithPassword({ email: a.email, password: 'apricot-2026' });
  expect(signIn.error?.code).toBe('user_banned');
  const refresh = await fresh.auth.refreshSession({ refresh_token: refreshToken });
  expect(refresh.error).not.toBeNull();
  expect((await clientFor(backend).auth.signInWithPassword({ email: b.email, password: 'apricot-2026' })).error).toBeNull();
});

test('password reset edge function: {email, resetLink} → {success, message}', async () => {
  const { email } = await signUp();
  const { data, error } = await clientFor(backend).functions.invoke('password-reset', {
    body: { email, resetLink: 'http://localhost:3000/reset-password' },
  });
  expect(error).toBeNull();
  expect(data).toEqual({ success: true, message: 'Password reset instructions have been sent to your email' });
});

test('sign out (global) ends the session everywhere', async () => {
  const { client, email } = await signUp();
  const other = clientFor(backend);
  await other.auth.signInWithPassword({ email, password: 'apricot-2026' });
  expect((await client.auth.signOut()).error).toBeNull();
  const { data, error } = await other.auth.getUser();
  expect(data.user).toBeNull();
  expect(error?.name).toBe('AuthSessionMissingError');
});
