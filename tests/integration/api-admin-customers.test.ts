/**
 * A customer's notes and tags in the owner console against the real embedded backend: admins only,
 * the phone in any spelling, a phone no order carries is a 404, bad input a 400 that changes nothing.
 */
import { PUT as notesRoute } from '@/app/api/admin/customers/[phone]/notes/route';
import { CUSTOMER_NOT_FOUND } from '@/lib/customers/messages';
import { CUSTOMER_MESSAGES } from '@/lib/customers/schema';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call } from './api-support';
import { detailsBody, placeOrderAs } from './checkout-support';

const shop = setUpAdminConsole();

type Answer = { ok?: boolean; message?: string; notes?: string; tags?: string[]; fieldErrors?: Record<string, string> };

const save = (phone: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(notesRoute, { phone }), `/api/admin/customers/${phone}/notes`, { method: 'PUT', body, jar: jarOf(as) });

async function savedNotes(phone: string) {
  const { data, error } = await shop.service.from('customer_notes').select('notes, tags').eq('phone', phone);
  if (error) throw error;
  return data;
}

const PHONE = '+923465550123';
beforeAll(async () => {
  await placeOrderAs(undefined, { details: detailsBody({ email: '', phone: '0346-5550123' }) });
});

test('a guest gets 401 and a shopper 403; nothing is saved', async () => {
  const shopper = (await signedUp()).jar;
  expect(await save('03465550123', { notes: 'x', tags: '' }, 'guest')).toMatchObject({ status: 401 });
  expect(await save('03465550123', { notes: 'x', tags: '' }, shopper)).toMatchObject({ status: 403, body: { message: ADMINS_ONLY } });
  expect(await savedNotes(PHONE)).toEqual([]);
});

test('the owner saves notes and tags under the phone in any spelling, and saving again replaces them', async () => {
  expect(await save('0346-5550123', { notes: ' Calls after 6 pm ', tags: 'Wholesale, regular' })).toMatchObject({
    status: 200,
    body: { ok: true, message: CUSTOMER_MESSAGES.saved, notes: 'Calls after 6 pm', tags: ['wholesale', 'regular'] },
  });
  expect(await save(encodeURIComponent('+923465550123'), { notes: '', tags: 'regular' })).toMatchObject({ status: 200 });
  expect(await savedNotes(PHONE)).toEqual([{ notes: '', tags: ['regular'] }]);
});

test("bad input is a 400 with the field's message, a phone no order carries a 404; nothing changes", async () => {
  expect(await save('03465550123', { notes: 'x'.repeat(2001), tags: '' })).toMatchObject({
    status: 400,
    body: { fieldErrors: { notes: CUSTOMER_MESSAGES.notes } },
  });
  expect(await save('03465550123', { notes: '', tags: 'big_spender' })).toMatchObject({
    status: 400,
    body: { fieldErrors: { tags: CUSTOMER_MESSAGES.tags } },
  });
  expect(await save('03465550123', { notes: '' })).toMatchObject({ status: 400 });
  for (const phone of ['03009998877', 'not-a-phone']) {
    expect(await save(phone, { notes: 'Ghost', tags: '' })).toMatchObject({ status: 404, body: { message: CUSTOMER_NOT_FOUND } });
  }
  expect(await savedNotes(PHONE)).toEqual([{ notes: '', tags: ['regular'] }]);
  expect(await savedNotes('+923009998877')).toEqual([]);
});
