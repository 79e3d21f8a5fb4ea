import type { SupabaseClient } from '@supabase/supabase-js';
import type { NextRequest } from 'next/server';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { call, CookieJar, freshEmail, signupBody, setUpShopBackend, type ShopBackend } from './api-support';

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

/** A signed-in member of staff: a shopper given app_metadata.role = 'staff'. */
export async function signedInStaff(service: SupabaseClient): Promise<{ jar: CookieJar; id: string; email: string }> {
  const staff = await signedUp('staff');
  const { error } = await service.auth.admin.updateUserById(staff.id, { app_metadata: { role: 'staff' } });
  if (error) throw error;
  return staff;
}

export interface AdminConsole extends ShopBackend {
  /** The signed-in admin's cookies. */
  admin: CookieJar;
}

/** setUpShopBackend, with an admin signed in before the suite's tests. */
export function setUpAdminConsole(extra: Record<string, string> = {}): AdminConsole {
  const shop = setUpShopBackend(extra) as AdminConsole;
  beforeAll(async () => {
    shop.admin = (await signedInAdmin(shop.service)).jar;
  });
  return shop;
}

/** Whose cookies a console call carries: a jar, or 'guest' for none. */
export type As = CookieJar | 'guest';
export const jarOf = (as: As) => (as === 'guest' ? undefined : as);

type Params = Record<string, string>;
/** A dynamic route's handler called as Next.js calls it, with the segment's params. */
export function withParams<P extends Params>(
  handler: (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>,
  params: P,
): (request: NextRequest) => Promise<Response> {
  return (request: NextRequest) => handler(request, { params: Promise.resolve(params) });
}
