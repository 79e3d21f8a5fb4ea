/**
 * Issue 15 §4: reviews and contact messages sent straight through /rest/v1 (anon key or a shopper's
 * token) are throttled in the database, 20 of each per 10 minutes for all such callers together;
 * the shop's own forms go through their rate-limited routes and keep working during such a flood.
 */
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as testimonialsRoute } from '@/app/api/testimonials/route';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, pointShopAt } from './api-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

const ROWS = {
  testimonials: (i: number) => ({ rating: 5, review_text: `Flood ${i}`, reviewer_name: 'Bot' }),
  contact_messages: (i: number) => ({ full_name: 'Bot', email: `bot${i}@example.com`, message: `Flood ${i}` }),
};

async function flood(table: keyof typeof ROWS, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(ROWS[table](i)),
    });
    await response.text();
    statuses.push(response.status);
  }
  return statuses;
}

async function stored(table: keyof typeof ROWS): Promise<number> {
  const service = clientFor(backend, 'service');
  const { count, error } = await service
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq(table === 'testimonials' ? 'reviewer_name' : 'full_name', 'Bot');
  expect(error).toBeNull();
  return count!;
}

test.each(['testimonials', 'contact_messages'] as const)('%s: 25 inserts through /rest/v1 store 20, then 429', async (table) => {
  const statuses = await flood(table, 25);
  expect(statuses.filter((s) => s === 201)).toHaveLength(20);
  expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  expect(await stored(table)).toBe(20);
});

test('supabase-js sees the refusal as PT429 once the window is used up', async () => {
  const { error } = await clientFor(backend, 'anon').from('contact_messages').insert(ROWS.contact_messages(99));
  expect(error).toMatchObject({ code: 'PT429' });
});

test("the shop's own forms still store a review and a message during the flood", async () => {
  const review = await call(testimonialsRoute, '/api/testimonials', {
    method: 'POST',
    body: { name: 'Sana', feedback: 'Fresh apricots, fast delivery', rating: 5 },
    forwardedFor: '198.51.100.61',
  });
  expect(review.status).toBe(201);
  const message = await call(contactRoute, '/api/contact', {
    method: 'POST',
    body: { name: 'Sana', email: 'sana@example.com', message: 'Do you deliver to Hunza?' },
    forwardedFor: '198.51.100.61',
  });
  expect(message.status).toBe(201);
});
