/**
 * The owner console's contact messages against the real embedded backend: admins only (401 guest,
 * 403 shopper), the views with their counts and paging, every status change doing exactly what it
 * says, and unknown ids and odd input answered with a message (never a 5xx).
 */
import { POST as statusRoute } from '@/app/api/admin/messages/[id]/status/route';
import { GET as listRoute } from '@/app/api/admin/messages/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import type { MessageStatus } from '@/lib/contact/message-filters';
import type { AdminContactMessage, AdminMessagePage } from '@/lib/contact/message-types';
import { ADMIN_MESSAGE_NOT_FOUND } from '@/lib/contact/messages';
import { ADMINS_ONLY } from '@/lib/http/messages';
import type { NextRequest } from 'next/server';
import { jarOf, signedUp, setUpAdminConsole, type As } from './admin-support';
import { call } from './api-support';

const shop = setUpAdminConsole({ SHOP_OWNER_EMAIL: 'owner@gilgitdryfruits.test' });

type Answer = { ok: boolean; message?: string; contactMessage?: AdminContactMessage; fieldErrors?: Record<string, string> };

const list = (search = '', as: As = shop.admin) =>
  call<AdminMessagePage & Answer>(listRoute, `/api/admin/messages${search}`, { jar: jarOf(as) });
const change = (id: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(
    (request: NextRequest) => statusRoute(request, { params: Promise.resolve({ id }) }),
    `/api/admin/messages/${encodeURIComponent(id)}/status`,
    { method: 'POST', body, jar: jarOf(as) },
  );

let address = 10;
/** A message sent through the shop's own contact route (each from its own address: the route allows five per address). */
async function sendThroughContactPage(name: string, fields: Record<string, string> = {}): Promise<AdminContactMessage> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const sent = await call(contactRoute, '/api/contact', {
    method: 'POST',
    body: { name, email, message: `Salam from ${name}`, ...fields },
    forwardedFor: `198.51.100.${address++}`,
  });
  expect(sent.status).toBe(201);
  const { data, error } = await shop.service.from('contact_messages').select('id').eq('email', email).single();
  if (error) throw error;
  return rowOf(data.id);
}

async function rowOf(id: string): Promise<AdminContactMessage> {
  const found = (await list('?view=all')).body.messages.find((message) => message.id === id);
  if (found) return found;
  const { data, error } = await shop.service.from('contact_messages').select('*').eq('id', id).single();
  if (error) throw error;
  return {
    id: data.id,
    fullName: data.full_name,
    email: data.email,
    phone: data.phone,
    subject: data.subject,
    text: data.message,
    orderNumber: data.order_number,
    status: data.status as MessageStatus,
    sentAt: data.created_at,
    handledAt: data.handled_at,
    fromAccount: data.user_id !== null,
  };
}

async function dbRow(id: string) {
  const { data, error } = await shop.service.from('contact_messages').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

describe('who may use it', () => {
  test('a guest gets 401 and a shopper 403 on every route; nothing changes', async () => {
    const sent = await sendThroughContactPage('Guarded Sender');
    const shopper = (await signedUp()).jar;
    for (const as of ['guest', shopper] as const) {
      const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
      expect(await list('', as)).toMatchObject(expected);
      expect(await list('?view=all&page=1', as)).toMatchObject(expected);
      expect(await change(sent.id, { status: 'replied' }, as)).toMatchObject(expected);
    }
    expect(await dbRow(sent.id)).toMatchObject({ status: 'new', handled_at: null });
  });
});

describe('the list', () => {
  test('views "to handle", "handled" and all, newest first, with the counts per status and the unread count', async () => {
    const before = (await list()).body.counts;
    const first = await sendThroughContactPage('Amina Open', { phone: '0355-1234567' });
    const second = await sendThroughContactPage('Bilal Handled');
    await change(second.id, { status: 'replied' });

    const open = await list();
    expect(open.status).toBe(200);
    expect(open.body.messages[0]).toMatchObject({
      id: first.id,
      fullName: 'Amina Open',
      email: 'amina.open@example.com',
      phone: '0355-1234567',
      text: 'Salam from Amina Open',
      status: 'new',
      handledAt: null,
      fromAccount: false,
    });
    expect(open.body.messages.every((message) => ['new', 'read'].includes(message.status))).toBe(true);
    expect(open.body.messages.map((message) => message.id)).not.toContain(second.id);
    expect(open.body.counts).toEqual({ ...before, new: before.new + 1, replied: before.replied + 1 });
    expect(open.body.total).toBe(open.body.counts.new + open.body.counts.read);

    const handled = await list('?view=handled');
    expect(handled.body.messages[0]).toMatchObject({ id: second.id, status: 'replied' });
    expect(handled.body.messages.every((message) => ['replied', 'archived'].includes(message.status))).toBe(true);
    expect(handled.body.total).toBe(handled.body.counts.replied + handled.body.counts.archived);

    const all = await list('?view=all');
    expect(all.body.messages.slice(0, 2).map((message) => message.id)).toEqual([second.id, first.id]);
    expect(all.body.total).toBe(Object.values(all.body.counts).reduce((sum, count) => sum + count, 0));
    const times = all.body.messages.map((message) => message.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('20 a page; pages do not overlap; beyond the last page is empty', async () => {
    const rows = Array.from({ length: 22 }, (_, index) => ({
      full_name: `Paged Sender ${index}`,
      email: `paged.${index}@example.com`,
      message: `Paged message ${index}`,
    }));
    const { error } = await shop.service.from('contact_messages').insert(rows);
    if (error) throw error;
    const one = await list('?view=all');
    const two = await list('?view=all&page=2');
    expect(one.body.messages).toHaveLength(20);
    expect(one.body.page).toBe(1);
    expect(two.body.page).toBe(2);
    expect(one.body.pageCount).toBe(Math.ceil(one.body.total / 20));
    expect(one.body.pageCount).toBeGreaterThanOrEqual(2);
    const ids = new Set(one.body.messages.map((message) => message.id));
    expect(two.body.messages.some((message) => ids.has(message.id))).toBe(false);
    const far = await list(`?view=all&page=${one.body.pageCount + 1}`);
    expect(far).toMatchObject({ status: 200, body: { messages: [], total: one.body.total } });
  });

  test('odd filters are a 400 with a message, never a 5xx', async () => {
    expect(await list('?view=spam')).toMatchObject({ status: 400, body: { message: 'Unknown message view.' } });
    expect(await list('?page=0')).toMatchObject({ status: 400, body: { message: 'Pages start at 1.' } });
    expect(await list('?page=two')).toMatchObject({ status: 400, body: { message: 'The page must be a number.' } });
    expect(await list('?page=1.5')).toMatchObject({ status: 400 });
    expect(await list('?page=99999999')).toMatchObject({ status: 400 });
    expect((await list('?view=&page=')).status).toBe(200);
  });
});

describe('changing a message', () => {
  test('each action sets exactly its status (and handled_at for handled ones); nothing else changes', async () => {
    const sent = await sendThroughContactPage('Changing Sender', { phone: '+92 300 1234567' });
    const original = await dbRow(sent.id);
    const untouched = {
      full_name: original.full_name,
      email: original.email,
      phone: original.phone,
      message: original.message,
      created_at: original.created_at,
    };

    const read = await change(sent.id, { status: 'read' });
    expect(read).toMatchObject({
      status: 200,
      body: {
        ok: true,
        message: 'The message from Changing Sender is marked as read.',
        contactMessage: { id: sent.id, status: 'read', handledAt: null },
      },
    });
    expect(await dbRow(sent.id)).toMatchObject({ ...untouched, status: 'read', handled_at: null });

    expect(await change(sent.id, { status: 'new' })).toMatchObject({
      status: 200,
      body: { message: 'The message from Changing Sender is marked as unread.' },
    });
    expect(await dbRow(sent.id)).toMatchObject({ ...untouched, status: 'new', handled_at: null });

    const startedAt = Date.now();
    const handled = await change(sent.id, { status: 'replied' });
    expect(handled).toMatchObject({
      status: 200,
      body: { message: 'The message from Changing Sender is marked as handled.', contactMessage: { status: 'replied' } },
    });
    const handledRow = await dbRow(sent.id);
    expect(handledRow).toMatchObject({ ...untouched, status: 'replied' });
    expect(new Date(handledRow.handled_at!).getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(new Date(handledRow.handled_at!).getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

    // Archiving a handled message keeps the time it was handled; so does a second "handled" tap.
    expect(await change(sent.id, { status: 'archived' })).toMatchObject({
      status: 200,
      body: { message: 'The message from Changing Sender is archived.' },
    });
    expect(await dbRow(sent.id)).toMatchObject({ ...untouched, status: 'archived', handled_at: handledRow.handled_at });
    expect((await change(sent.id, { status: 'archived' })).status).toBe(200);
    expect(await dbRow(sent.id)).toMatchObject({ status: 'archived', handled_at: handledRow.handled_at });

    expect(await change(sent.id, { status: 'read' })).toMatchObject({
      status: 200,
      body: { message: 'The message from Changing Sender is reopened: it is back in To handle.' },
    });
    expect(await dbRow(sent.id)).toMatchObject({ ...untouched, status: 'read', handled_at: null });
  });

  test('a double tap: both answers agree and the message is handled once', async () => {
    const sent = await sendThroughContactPage('Double Tap');
    const [a, b] = await Promise.all([change(sent.id, { status: 'replied' }), change(sent.id, { status: 'replied' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await dbRow(sent.id)).toMatchObject({ status: 'replied' });
  });

  test('an unknown id is a 404 with a message; odd input a 400; nothing changes', async () => {
    const sent = await sendThroughContactPage('Odd Input');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '%00', 'x'.repeat(300)]) {
      expect(await change(id, { status: 'read' })).toMatchObject({ status: 404, body: { ok: false, message: ADMIN_MESSAGE_NOT_FOUND } });
    }
    for (const body of [
      {},
      { status: 'deleted' },
      { status: 'replied', handledAt: '2020-01-01' },
      { status: ['read'] },
      { status: null },
      '"read"',
      '[]',
    ]) {
      const answer = await change(sent.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await change(sent.id, { status: 'deleted' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { status: 'Unknown message status.' } },
    });
    expect(await change(sent.id, { status: 'replied', handledAt: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { message: 'Only the status of a message can be changed.' },
    });
    expect(await dbRow(sent.id)).toMatchObject({ status: 'new', handled_at: null });
  });
});
