import type { TeamRole } from '@/lib/auth/team';

/** One person on the shop's team, as the owner's Staff page lists them (admin_team). */
export interface TeamMember {
  userId: string;
  email: string;
  role: TeamRole;
  lastSignInAt: string | null;
  createdAt: string;
}

/** What an invitation did: an existing account was made staff, or a new one was made and invited. */
export type InviteOutcome = 'added' | 'invited';
