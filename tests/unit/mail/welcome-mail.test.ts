/** @jest-environment node */
import { welcomeMail, WELCOME_SUBJECT } from '@/lib/auth/welcome-mail';
import { NO_MAIL_CONTACT } from '@/lib/mail/layout';
import { expectNoInternalCodes, visibleText } from '../orders/fixtures';
import { FILLED_SETTINGS } from '../settings/fixtures';

const SITE = 'https://gilgitdryfruits.pk';
const ACCOUNT = { email: 'amina@example.pk', fullName: 'Amina Baig', createdAt: '2026-11-25T10:05:00.000Z' };

describe('the welcome mail after sign-up', () => {
  test('to the new account, branded HTML and a plain-text part that say the same', () => {
    const mail = welcomeMail(ACCOUNT, SITE, FILLED_SETTINGS);
    expect(mail.to).toBe('amina@example.pk');
    expect(mail.subject).toBe(WELCOME_SUBJECT);
    expect(mail.subject).toBe('Welcome to Gilgit Dry Fruits');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('src="https://gilgitdryfruits.pk/logo.png"');
    expect(mail.text).not.toContain('<');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Assalam-o-Alaikum Amina Baig,');
      expect(part).toContain('amina@example.pk');
      expect(part).toContain('What your account does');
      expect(part).toContain('+92 355 1234567');
      expect(part).toContain('hello@gilgitdryfruits.pk');
      expectNoInternalCodes(part);
    }
    expect(mail.html).toContain('href="https://gilgitdryfruits.pk/shop"');
    expect(mail.text).toContain('Start shopping: https://gilgitdryfruits.pk/shop');
    expect(mail.text).toContain('My Orders: https://gilgitdryfruits.pk/orders');
  });

  test('the time the account was made, in Pakistan time', () => {
    const mail = welcomeMail(ACCOUNT, SITE, FILLED_SETTINGS);
    expect(mail.text).toContain('Created: 25 Nov 2026, 3:05 pm');
    expect(visibleText(mail.html)).toContain('Created 25 Nov 2026, 3:05 pm');
  });

  test('the name is escaped in HTML; no name, no number and no e-mail still read well', () => {
    const sneaky = welcomeMail({ ...ACCOUNT, fullName: '<b>Ali</b> & sons' }, SITE, FILLED_SETTINGS);
    expect(sneaky.html).toContain('&lt;b&gt;Ali&lt;/b&gt; &amp; sons');
    expect(sneaky.html).not.toContain('<b>Ali');
    expect(sneaky.text).toContain('Assalam-o-Alaikum <b>Ali</b> & sons,');
    const bare = welcomeMail({ ...ACCOUNT, fullName: null }, 'http://localhost:3000', NO_MAIL_CONTACT);
    expect(bare.text).toContain('Assalam-o-Alaikum,');
    expect(bare.text).toContain('Write to us at http://localhost:3000/contact-us.');
    expect(bare.text).not.toContain('WhatsApp');
    expect(bare.html).not.toContain('logo.png');
  });
});
