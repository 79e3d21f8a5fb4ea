/**
 * The shop settings in the owner console against the real embedded backend: admins only, the row
 * starts empty (no placeholder number, no made-up account), a save normalises what the owner typed,
 * expires the `settings` tag and is what every visitor reads next; bad input is a 400 with a message
 * per field and changes nothing.
 */
import { GET as getRoute, PUT as putRoute } from '@/app/api/admin/settings/route';
import { SETTINGS_SAVED } from '@/lib/settings/messages';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { getShopSettings } from '@/lib/settings/queries';
import { SETTINGS_MESSAGES, type ShopSettingsForm } from '@/lib/settings/schema';
import { EMPTY_SHOP_SETTINGS, type AdminShopSettings, type ShopSettings } from '@/lib/settings/types';
import { jarOf, signedUp, setUpAdminConsole, type As } from './admin-support';
import { call } from './api-support';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpAdminConsole();
beforeEach(() => revalidateTag.mockClear());

type Answer = { ok: boolean; message?: string; settings?: AdminShopSettings; fieldErrors?: Record<string, string> };

const read = (as: As = shop.admin) => call<Answer>(getRoute, '/api/admin/settings', { jar: jarOf(as) });
const save = (body: unknown, as: As = shop.admin) => call<Answer>(putRoute, '/api/admin/settings', { method: 'PUT', body, jar: jarOf(as) });

const EMPTY_FORM: ShopSettingsForm = {
  whatsappNumber: '',
  contactEmail: '',
  alertsEmail: '',
  pickupAddress: '',
  opensAt: '08:00',
  closesAt: '20:00',
  bankName: '',
  bankAccountTitle: '',
  bankAccountNumber: '',
  bankIban: '',
  facebookUrl: '',
  xUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  paymentIssueBanner: false,
  confirmationHoldHours: '24',
  handoverAlertHours: '24',
  codOverdueDays: '7',
};

const FILLED_FORM: ShopSettingsForm = {
  ...EMPTY_FORM,
  whatsappNumber: '0355 123 4567',
  contactEmail: ' hello@gilgitdryfruits.pk ',
  alertsEmail: ' owner.alerts@gilgitdryfruits.pk ',
  pickupAddress: 'Shahrah-e-Quaid-e-Azam, Jutial',
  opensAt: '09:00',
  closesAt: '19:30',
  bankName: 'Habib Bank Limited, Airport Road, Gilgit',
  bankAccountTitle: 'Gilgit Dry Fruits',
  bankAccountNumber: '1234-56789012-03',
  bankIban: 'pk74 hbpk 0000 1234 5678 9012',
  instagramUrl: 'https://www.instagram.com/gilgitdryfruits',
  paymentIssueBanner: true,
  confirmationHoldHours: ' 48 ',
  handoverAlertHours: '6',
  codOverdueDays: '10',
};

test('the settings start empty: no placeholder number, no made-up account, the true hours', async () => {
  expect(await read()).toMatchObject({ status: 200, body: { settings: { ...EMPTY_SHOP_SETTINGS, alertsEmail: null } } });
  expect(await getShopSettings()).toEqual(EMPTY_SHOP_SETTINGS);
});

test('a guest gets 401 and a shopper 403 on both routes; nothing changes', async () => {
  const shopper = (await signedUp()).jar;
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await read(as)).toMatchObject(expected);
    expect(await save(FILLED_FORM, as)).toMatchObject(expected);
  }
  expect(await getShopSettings()).toEqual(EMPTY_SHOP_SETTINGS);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('bad input is a 400 with the message of each field, and changes nothing', async () => {
  const refused = async (change: Partial<ShopSettingsForm> | Record<string, unknown>, field: string, message: string) => {
    const answer = await save({ ...EMPTY_FORM, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.[field]).toBe(message);
  };
  await refused({ whatsappNumber: '0300-000' }, 'whatsappNumber', SETTINGS_MESSAGES.whatsappNumber);
  await refused({ whatsappNumber: '05811-123456' }, 'whatsappNumber', SETTINGS_MESSAGES.whatsappNumber);
  await refused({ contactEmail: 'hello at shop' }, 'contactEmail', SETTINGS_MESSAGES.contactEmail);
  await refused({ alertsEmail: 'owner@shop' }, 'alertsEmail', SETTINGS_MESSAGES.alertsEmail);
  await refused({ pickupAddress: 'Go' }, 'pickupAddress', SETTINGS_MESSAGES.pickupAddress);
  await refused({ opensAt: '8 am' }, 'opensAt', SETTINGS_MESSAGES.time);
  await refused({ opensAt: '20:00', closesAt: '08:00' }, 'closesAt', SETTINGS_MESSAGES.hours);
  await refused({ bankIban: 'PK00MEZN00010101' }, 'bankIban', SETTINGS_MESSAGES.bankIban);
  await refused({ ...FILLED_FORM, bankIban: 'PK36HABB0012345678901234' }, 'bankIban', SETTINGS_MESSAGES.bankIbanCheckDigits);
  await refused({ bankName: 'Meezan Bank' }, 'bankIncomplete', SETTINGS_MESSAGES.bankIncomplete);
  await refused({ facebookUrl: 'http://facebook.com/shop' }, 'facebookUrl', SETTINGS_MESSAGES.socialUrl);
  await refused({ xUrl: 'x.com/shop' }, 'xUrl', SETTINGS_MESSAGES.socialUrl);
  for (const hours of ['1', '169', '', '12.5', 'a day', '-24']) {
    await refused({ confirmationHoldHours: hours }, 'confirmationHoldHours', SETTINGS_MESSAGES.confirmationHoldHours);
  }
  for (const hours of ['0', '169', '', '1.5']) {
    await refused({ handoverAlertHours: hours }, 'handoverAlertHours', SETTINGS_MESSAGES.handoverAlertHours);
  }
  for (const days of ['0', '61', '', '2.5', 'a week']) {
    await refused({ codOverdueDays: days }, 'codOverdueDays', SETTINGS_MESSAGES.codOverdueDays);
  }
  expect((await save({ ...EMPTY_FORM, confirmationHoldHours: 24 })).status).toBe(400);
  expect((await save({ ...EMPTY_FORM, role: 'admin' })).status).toBe(400);
  expect((await save({ ...EMPTY_FORM, paymentIssueBanner: 'on' })).status).toBe(400);
  expect((await save({ whatsappNumber: '03551234567' })).status).toBe(400);
  expect((await save('not an object')).status).toBe(400);
  expect(await getShopSettings()).toEqual(EMPTY_SHOP_SETTINGS);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test("a save keeps what the owner typed in the shop's spelling, expires the settings tag, and every visitor reads it", async () => {
  const answer = await save(FILLED_FORM);
  const expected: ShopSettings = {
    whatsappNumber: '+923551234567',
    contactEmail: 'hello@gilgitdryfruits.pk',
    pickupAddress: 'Shahrah-e-Quaid-e-Azam, Jutial',
    hours: { opens: '09:00', closes: '19:30' },
    bankAccount: {
      bankName: 'Habib Bank Limited, Airport Road, Gilgit',
      accountTitle: 'Gilgit Dry Fruits',
      accountNumber: '1234-56789012-03',
      iban: 'PK74HBPK0000123456789012',
    },
    socialLinks: [{ network: 'Instagram', href: 'https://www.instagram.com/gilgitdryfruits' }],
    paymentIssueBanner: true,
    confirmationHoldHours: 48,
    handoverAlertHours: 6,
    codOverdueDays: 10,
  };
  expect(answer).toMatchObject({
    status: 200,
    body: { ok: true, message: SETTINGS_SAVED, settings: { ...expected, alertsEmail: 'owner.alerts@gilgitdryfruits.pk' } },
  });
  expect((await read()).body.settings).toMatchObject({ alertsEmail: 'owner.alerts@gilgitdryfruits.pk' });
  expect(revalidateTag).toHaveBeenCalledWith('settings', { expire: 0 });
  expect(await getShopSettings()).toEqual(expected);

  // Emptied again: the number and the account are gone, nothing is left half-set.
  expect(
    (await save({ ...FILLED_FORM, whatsappNumber: ' ', bankName: '', bankAccountTitle: '', bankAccountNumber: '', bankIban: '' })).status,
  ).toBe(200);
  expect(await getShopSettings()).toMatchObject({ whatsappNumber: null, bankAccount: null, contactEmail: 'hello@gilgitdryfruits.pk' });
  expect((await save(EMPTY_FORM)).status).toBe(200);
  expect(await getShopSettings()).toEqual(EMPTY_SHOP_SETTINGS);
  expect((await read()).body.settings).toMatchObject({ alertsEmail: null });
});
