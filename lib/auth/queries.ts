import 'server-only';
import { cache } from 'react';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { toAuthUser, verifiedUser } from './actions';
import type { AuthUser } from './types';

/**
 * The signed-in shopper for Server Components (the account and admin layouts), checked with the
 * auth server (`getUser`), so a signed-out or deactivated session counts as no one. Cached per
 * request: a layout and its page ask once.
 */
export const getCurrentUser = cache(async (): Promise<AuthUser | null> => {
  const user = await verifiedUser(await createSupabaseServerClient());
  return user ? toAuthUser(user) : null;
});

/** Whether the signed-in shopper is an admin: `public.is_admin()` reads app_metadata.role from the database. */
export const isCurrentUserAdmin = cache(async (): Promise<boolean> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc('is_admin');
  if (error) {
    console.error('[auth] is_admin failed:', error.code, error.message);
    return false;
  }
  return data === true;
});
