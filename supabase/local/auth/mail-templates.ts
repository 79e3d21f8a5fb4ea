import { escapeHtml } from '../http/respond.ts';

/** The verification types a mail link carries (`type=` of GET /verify). */
export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
}

const TEMPLATES: Record<MailKind, Template> = {
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    intro: 'Thanks for signing up. Open the link below to confirm your email address and finish creating your account.',
    action: 'Confirm my email address',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro:
      'Someone asked to reset the password of the account that uses this address. If it was you, open the link below to choose a new one.',
    action: 'Choose a new password',
  },
  magiclink: {
    subject: 'Your sign-in link',
    heading: 'Sign in',
    intro: 'Open the link below to sign in.',
    action: 'Sign me in',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: 'An account has been created for you. Open the link below to accept the invitation.',
    action: 'Accept the invitation',
  },
  email_change: {
    subject: 'Confirm your new email address',
    heading: 'Confirm the change of email address',
    intro: 'Someone asked to change the email address of an account. If it was you, open the link below to confirm it.',
    action: 'Confirm the change',
  },
};

const IGNORE = 'If you did not ask for this, you can ignore this mail.';

/** A plain-text and an HTML body with the link and the one-time code. */
export function renderMail(kind: MailKind, link: string, otp: string, detail?: string): MailContent {
  const t = TEMPLATES[kind];
  const lines = [
    t.heading,
    '',
    t.intro,
    ...(detail ? ['', detail] : []),
    '',
    `${t.action}: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    IGNORE,
  ];
  const html = `<h2>${escapeHtml(t.heading)}</h2>
<p>${escapeHtml(t.intro)}</p>${detail ? `\n<p>${escapeHtml(detail)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
<p>${escapeHtml(IGNORE)}</p>`;
  return { subject: t.subject, text: lines.join('\n'), html };
}

/** GoTrue's reauthentication mail carries only the code, which the user gives back as `nonce`. */
export function renderReauthenticationMail(otp: string): MailContent {
  const heading = 'Confirm reauthentication';
  const intro = 'Enter this code to confirm it is you:';
  return {
    subject: heading,
    text: [heading, '', `${intro} ${otp}`, '', IGNORE].join('\n'),
    html: `<h2>${escapeHtml(heading)}</h2>
<p>${escapeHtml(intro)} <strong>${escapeHtml(otp)}</strong></p>
<p>${escapeHtml(IGNORE)}</p>`,
  };
}
