import 'server-only';
import { cache } from 'react';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { toAuthUser, verifiedUser } from './actions';
import type { TeamRole } from './team';
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

/** The signed-in shopper's role on the shop's team (`public.team_role()`, read from the database), or null. */
export const getCurrentTeamRole = cache(async (): Promise<TeamRole | null> => {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc('team_role');
  if (error) {
    console.error('[auth] team_role failed:', error.code, error.message);
    return null;
  }
  return data === 'owner' || data === 'staff' ? data : null;
});

/** Whether the signed-in shopper is on the shop's team (the owner or staff): the same one read as getCurrentTeamRole. */
export const isCurrentUserAdmin = cache(async (): Promise<boolean> => (await getCurrentTeamRole()) !== null);
