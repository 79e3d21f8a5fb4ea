/** @jest-environment node */
import { NO_MAIL_CONTACT } from '@/lib/mail/layout';
import { ADDED_SUBJECT, INVITATION_SUBJECT, invitationLink, staffAddedMail, staffInvitationMail } from '@/lib/staff/invitation-mail';
import { expectNoInternalCodes, visibleText } from '../orders/fixtures';
import { FILLED_SETTINGS } from '../settings/fixtures';

const SITE = 'https://gilgitdryfruits.pk';

describe('the staff invitation mails', () => {
  test('the link sets a password on the reset-password page, its token encoded', () => {
    expect(invitationLink(`${SITE}/`, 'ab+c/d=')).toBe(`${SITE}/reset-password?type=recovery&token_hash=ab%2Bc%2Fd%3D`);
  });

  test('a new address: the button sets the password; the link works once and "Forgot password" sends another', () => {
    const link = invitationLink(SITE, 'f00d');
    const mail = staffInvitationMail('ali@example.com', link, SITE, FILLED_SETTINGS);
    expect(mail).toMatchObject({ to: 'ali@example.com', subject: INVITATION_SUBJECT });
    expect(mail.subject).toBe('You are invited to the Gilgit Dry Fruits console');
    expect(mail.html).toContain(`href="${SITE}/reset-password?type=recovery&amp;token_hash=f00d"`);
    expect(mail.text).toContain(`Set your password: ${link}`);
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('ali@example.com');
      expect(part).toContain('take and pack orders');
      expect(part).toContain('The link works once.');
      expect(part).toContain('“Forgot password” with this same address');
      expectNoInternalCodes(part.replace(link, ''));
    }
  });

  test('an existing account: it opens the console with the usual password', () => {
    const mail = staffAddedMail('sana@example.com', `${SITE}/`, NO_MAIL_CONTACT);
    expect(mail).toMatchObject({ to: 'sana@example.com', subject: ADDED_SUBJECT });
    expect(mail.subject).toBe('You can now use the shop console');
    expect(mail.text).toContain(`Open the console: ${SITE}/admin`);
    expect(mail.text).toContain('Sign in with your usual password.');
    expect(mail.text).not.toContain('reset-password');
  });
});
