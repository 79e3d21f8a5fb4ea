import { formatPakistanDateTime } from '@/lib/format/date';
import { renderMail, type MailBlock, type MailContact } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { SITE_NAME } from '@/lib/seo/site';
import { displayPhone } from '@/lib/settings/contact';

/** The account a welcome is written for: who, and when it was made. */
export interface WelcomeAccount {
  email: string;
  fullName: string | null;
  /** When the account was created (ISO time), shown in Pakistan time. */
  createdAt: string;
}

export const WELCOME_SUBJECT = `Welcome to ${SITE_NAME}`;

function contactParagraph({ whatsappNumber, contactEmail }: MailContact, siteUrl: string): MailBlock {
  const ways = [
    whatsappNumber ? `WhatsApp us at ${displayPhone(whatsappNumber)}` : null,
    contactEmail ? `write to ${contactEmail}` : null,
  ].filter(Boolean);
  const how = ways.length > 0 ? ways.join(' or ') : `write to us at ${siteUrl}/contact-us`;
  return { kind: 'paragraph', text: `Questions about an order or a product? ${how.charAt(0).toUpperCase()}${how.slice(1)}.` };
}

/** The welcome after sign-up: the account, what it is for, and where to start. */
export function welcomeMail(account: WelcomeAccount, siteUrl: string, contact: MailContact): Mail {
  const home = siteUrl.replace(/\/$/, '');
  const name = account.fullName?.trim();
  const content = {
    preheader: 'Your account is ready: your details are filled in at checkout and your orders are in one place.',
    heading: WELCOME_SUBJECT,
    blocks: [
      { kind: 'paragraph', text: name ? `Assalam-o-Alaikum ${name},` : 'Assalam-o-Alaikum,' },
      {
        kind: 'paragraph',
        text: `Thank you for opening an account with ${SITE_NAME}: dry fruits and nuts from Gilgit-Baltistan, sent across Pakistan.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Account', account.email],
          ['Created', formatPakistanDateTime(account.createdAt)],
        ],
      },
      { kind: 'subheading', text: 'What your account does' },
      { kind: 'paragraph', text: 'Your delivery details are filled in for you at checkout.' },
      { kind: 'paragraph', text: 'My Orders lists every order you place while signed in, with where it is now.' },
      { kind: 'paragraph', text: 'Your favourites are kept on every device you sign in on.' },
      { kind: 'button', link: { label: 'Start shopping', href: `${home}/shop` } },
      {
        kind: 'links',
        links: [
          { label: 'My Orders', href: `${home}/orders` },
          { label: 'Your details', href: `${home}/settings` },
        ],
      },
      contactParagraph(contact, home),
      { kind: 'paragraph', text: 'If you did not open this account, write to us and we will close it.' },
    ],
  } satisfies { preheader: string; heading: string; blocks: MailBlock[] };
  return { to: account.email, subject: WELCOME_SUBJECT, ...renderMail(content, home, contact) };
}
