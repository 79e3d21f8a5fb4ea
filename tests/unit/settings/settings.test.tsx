import { render, screen, within } from '@testing-library/react';
import { MissingSettings } from '@/components/settings/settings-reminder';
import { displayPhone, hoursLabel, missingSettings, phoneHref, whatsappLink } from '@/lib/settings/contact';
import { SETTINGS_MESSAGES, shopSettingsSchema, toSettingsForm } from '@/lib/settings/schema';
import { EMPTY_SHOP_SETTINGS } from '@/lib/settings/types';
import { FILLED_SETTINGS } from './fixtures';

jest.mock('@/lib/settings/admin-queries', () => ({}));

test('links and spellings of the shop number and hours', () => {
  expect(whatsappLink('+923551234567')).toBe('https://wa.me/923551234567');
  expect(whatsappLink('0355-1234567', 'Salam & hello')).toBe('https://wa.me/03551234567?text=Salam%20%26%20hello');
  expect(displayPhone('+923551234567')).toBe('+92 355 1234567');
  expect(phoneHref('+923551234567')).toBe('tel:+923551234567');
  expect(hoursLabel({ opens: '08:00', closes: '20:00' })).toBe('Every day, 8:00 am to 8:00 pm');
  expect(hoursLabel({ opens: '00:30', closes: '12:15' })).toBe('Every day, 12:30 am to 12:15 pm');
});

test('the saved settings round-trip through the form unchanged', () => {
  const parsed = shopSettingsSchema.parse(toSettingsForm(FILLED_SETTINGS));
  expect(parsed).toMatchObject({
    whatsappNumber: FILLED_SETTINGS.whatsappNumber,
    bankIban: FILLED_SETTINGS.bankAccount!.iban,
    linkedinUrl: FILLED_SETTINGS.socialLinks[3]!.href,
  });
  expect(shopSettingsSchema.parse(toSettingsForm(EMPTY_SHOP_SETTINGS))).toMatchObject({
    whatsappNumber: null,
    bankIban: null,
    facebookUrl: null,
  });
});

test('half a bank account is refused with one message', () => {
  const result = shopSettingsSchema.safeParse({ ...toSettingsForm(EMPTY_SHOP_SETTINGS), bankIban: 'PK74 HBPK 0000 1234 5678 9012' });
  expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([SETTINGS_MESSAGES.bankIncomplete]);
});

test('the reminder lists what the owner has still to set, and is gone once everything is', () => {
  expect(missingSettings(FILLED_SETTINGS)).toEqual([]);
  const { container } = render(<MissingSettings settings={FILLED_SETTINGS} />);
  expect(container).toBeEmptyDOMElement();
  render(<MissingSettings settings={{ ...FILLED_SETTINGS, whatsappNumber: null, bankAccount: null }} />);
  const reminder = screen.getByRole('region', { name: 'Finish the shop settings' });
  expect(
    within(reminder)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'WhatsApp number (the WhatsApp buttons are hidden until it is set)',
    'Bank account (bank transfer is not offered at checkout until it is set)',
  ]);
  expect(within(reminder).getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/admin/settings');
});
