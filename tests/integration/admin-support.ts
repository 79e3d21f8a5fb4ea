import type { SupabaseClient } from '@supabase/supabase-js';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { call, CookieJar, freshEmail, signupBody } from './api-support';

/** A signed-up shopper's cookies, and their id. */
export async function signedUp(prefix = 'shopper'): Promise<{ jar: CookieJar; id: string; email: string }> {
  const jar = new CookieJar();
  const email = freshEmail(prefix);
  const { status, body } = await call<{ user?: { id: string } }>(signUpRoute, '/api/auth/sign-up', {
    method: 'POST',
    body: signupBody(email),
    jar,
  });
  if (status !== 200 || !body.user?.id) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
  return { jar, id: body.user.id, email };
}

/** A signed-in admin: a shopper given app_metadata.role = 'admin' (is_admin() reads it on the next request). */
export async function signedInAdmin(service: SupabaseClient): Promise<{ jar: CookieJar; id: string; email: string }> {
  const admin = await signedUp('owner');
  const { error } = await service.auth.admin.updateUserById(admin.id, { app_metadata: { role: 'admin' } });
  if (error) throw error;
  return admin;
}
