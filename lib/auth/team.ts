/**
 * The shop's team (docs/console.md, "Staff and roles"): the owner does everything; staff run orders
 * and the catalogue. The database decides (public.team_role(), row-level security and triggers);
 * this list only keeps the owner's pages out of a staff member's way.
 */
export type TeamRole = 'owner' | 'staff';

/** The console's pages only the owner may use: settings, shipping, coupons, the staff and their activity. */
export const OWNER_ONLY_PATHS = ['/admin/coupons', '/admin/shipping', '/admin/settings', '/admin/staff', '/admin/activity'] as const;

export function isOwnerOnlyPath(pathname: string): boolean {
  return OWNER_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The role an account's app_metadata gives it ('admin' is the owner's), or null for a shopper. */
export function teamRoleOf(appMetadata: Record<string, unknown> | undefined): TeamRole | null {
  const role = appMetadata?.role;
  return role === 'admin' ? 'owner' : role === 'staff' ? 'staff' : null;
}
