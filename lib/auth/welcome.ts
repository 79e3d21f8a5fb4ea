import 'server-only';
import type { User } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail/send-mail';
import { getShopSettings } from '@/lib/settings/queries';
import { welcomeMail, type WelcomeAccount } from './welcome-mail';

/**
 * The welcome after an account is created: at sign-up when the address needs no confirmation,
 * otherwise when the sign-up confirmation link is opened. Both happen once per account (a second
 * sign-up with the address is refused, a link works once); this process also never welcomes one
 * account twice. A failure is logged and never fails the sign-up.
 */

const welcomed = new Set<string>();

export function welcomeAccountOf(user: Pick<User, 'email' | 'created_at' | 'user_metadata'>): WelcomeAccount | null {
  if (!user.email) return null;
  const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : null;
  return { email: user.email, fullName, createdAt: user.created_at };
}

export async function sendWelcomeMail(userId: string, account: WelcomeAccount | null): Promise<void> {
  if (!account || welcomed.has(userId)) return;
  welcomed.add(userId);
  if (welcomed.size > 10_000) welcomed.delete(welcomed.values().next().value!);
  try {
    const settings = await getShopSettings();
    await sendMail(welcomeMail(account, serverEnv().SITE_URL, settings));
  } catch (error) {
    console.error('[auth] the account was created but its welcome mail failed:', error);
  }
}
