import { renderMail, type MailBlock, type MailContact } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { SITE_NAME } from '@/lib/seo/site';

export const INVITATION_SUBJECT = `You are invited to the ${SITE_NAME} console`;
export const ADDED_SUBJECT = 'You can now use the shop console';

const WHAT_STAFF_DO = 'As staff you can take and pack orders, and edit products and stock.';

type Content = { preheader: string; heading: string; blocks: MailBlock[] };

/** The address of the page that sets a password with a recovery token (the reset-password page signs them in). */
export function invitationLink(siteUrl: string, hashedToken: string): string {
  return `${siteUrl.replace(/\/$/, '')}/reset-password?type=recovery&token_hash=${encodeURIComponent(hashedToken)}`;
}

/** To someone with no account yet: the owner made one for them; the button sets its password. */
export function staffInvitationMail(email: string, link: string, siteUrl: string, contact: MailContact): Mail {
  const content = {
    preheader: `Set a password to start using the ${SITE_NAME} console.`,
    heading: INVITATION_SUBJECT,
    blocks: [
      { kind: 'paragraph', text: 'Assalam-o-Alaikum,' },
      { kind: 'paragraph', text: `The owner of ${SITE_NAME} has added you to the shop's staff. ${WHAT_STAFF_DO}` },
      { kind: 'facts', rows: [['Your sign-in', email]] },
      { kind: 'button', link: { label: 'Set your password', href: link } },
      {
        kind: 'paragraph',
        text: 'The link works once. If it has expired, open the sign-in on the shop, choose “Forgot password” with this same address, and we will send a new one.',
      },
      { kind: 'paragraph', text: 'If you did not expect this, you can ignore this mail.' },
    ],
  } satisfies Content;
  return { to: email, subject: INVITATION_SUBJECT, ...renderMail(content, siteUrl, contact) };
}

/** To someone who already has an account: it now opens the console. */
export function staffAddedMail(email: string, siteUrl: string, contact: MailContact): Mail {
  const home = siteUrl.replace(/\/$/, '');
  const content = {
    preheader: `Your ${SITE_NAME} account now opens the shop console.`,
    heading: ADDED_SUBJECT,
    blocks: [
      { kind: 'paragraph', text: 'Assalam-o-Alaikum,' },
      {
        kind: 'paragraph',
        text: `The owner of ${SITE_NAME} has added you to the shop's staff. ${WHAT_STAFF_DO} Sign in with your usual password.`,
      },
      { kind: 'facts', rows: [['Your sign-in', email]] },
      { kind: 'button', link: { label: 'Open the console', href: `${home}/admin` } },
    ],
  } satisfies Content;
  return { to: email, subject: ADDED_SUBJECT, ...renderMail(content, home, contact) };
}
