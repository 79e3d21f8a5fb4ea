// POST/GET /api/testimonials and the landing page's loader, against the real embedded backend:
// validation with the schema's messages, never approved on insert, text kept as text, throttling,
// only approved reviews read, and the four built-in reviews when the backend cannot be reached.
import { setUpShopBackend, shopperPost } from './api-support';

jest.mock('server-only', () => ({}));

const shop = setUpShopBackend();
type Route = typeof import('@/app/api/testimonials/route');
let route: Route;

beforeAll(async () => {
  route = await import('@/app/api/testimonials/route');
});

let ip = 10;
function post(body: unknown, { raw, forwardedFor = `203.0.113.${ip++}` }: { raw?: string; forwardedFor?: string } = {}) {
  return route.POST(shopperPost('/api/testimonials', raw ?? JSON.stringify(body), forwardedFor));
}

async function stored(name: string) {
  const { data, error } = await shop.service.from('testimonials').select('*').eq('reviewer_name', name);
  if (error) throw error;
  return data as { reviewer_name: string; review_text: string; rating: number; is_approved: boolean; approved_at: string | null }[];
}

test('a review is stored for moderation and returned, never approved', async () => {
  const response = await post({ name: '  Zainab Api ', feedback: 'Lovely mulberries.', rating: 4, is_approved: true });
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body).toMatchObject({ ok: true, approved: false, testimonial: { name: 'Zainab Api', quote: 'Lovely mulberries.', rating: 4 } });
  expect(body.message).toContain('Thank you for your feedback!');
  expect(await stored('Zainab Api')).toEqual([
    expect.objectContaining({ review_text: 'Lovely mulberries.', rating: 4, is_approved: false, approved_at: null }),
  ]);
});

test.each([
  ['no name', { feedback: 'x', rating: 5 }, 'Name is required', 'name'],
  ['a blank name', { name: ' ', feedback: 'x', rating: 5 }, 'Name is required', 'name'],
  ['empty feedback', { name: 'A', feedback: '', rating: 5 }, 'Feedback is required', 'feedback'],
  ['rating 0', { name: 'A', feedback: 'x', rating: 0 }, 'Please choose a rating from 1 to 5 stars', 'rating'],
  ['rating 6', { name: 'A', feedback: 'x', rating: 6 }, 'Please choose a rating from 1 to 5 stars', 'rating'],
  ['rating "5"', { name: 'A', feedback: 'x', rating: '5' }, 'Please choose a rating from 1 to 5 stars', 'rating'],
  ['an 81-character name', { name: 'A'.repeat(81), feedback: 'x', rating: 5 }, 'Name must be 80 characters or fewer', 'name'],
  [
    '2,001 characters of feedback',
    { name: 'A', feedback: 'x'.repeat(2001), rating: 5 },
    'Feedback must be 2,000 characters or fewer',
    'feedback',
  ],
])('%s is a 400 with a clear message, and nothing is stored', async (_what, input, message, field) => {
  const before = (await shop.service.from('testimonials').select('id', { count: 'exact', head: true })).count;
  const response = await post(input);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ ok: false, message, fieldErrors: { [field]: message } });
  const after = (await shop.service.from('testimonials').select('id', { count: 'exact', head: true })).count;
  expect(after).toBe(before);
});

test('a 1 MB body, a broken body and another site are refused before anything is read', async () => {
  expect((await post(null, { raw: JSON.stringify({ name: 'Big', feedback: 'x'.repeat(1_000_000), rating: 5 }) })).status).toBe(413);
  expect((await post(null, { raw: '{"name":' })).status).toBe(400);
  const crossSite = await route.POST(
    new Request('http://localhost:3000/api/testimonials', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'Evil', feedback: 'x', rating: 5 }),
    }),
  );
  expect(crossSite.status).toBe(403);
  expect(await stored('Evil')).toEqual([]);
  expect(await stored('Big')).toEqual([]);
});

test('markup in a review is stored as the text it is', async () => {
  const name = '<script>alert(1)</script>';
  expect((await post({ name, feedback: '<img src=x onerror=alert(1)>', rating: 5 })).status).toBe(201);
  expect((await stored(name))[0]).toMatchObject({ review_text: '<img src=x onerror=alert(1)>', is_approved: false });
});

test('five reviews per connection per ten minutes; the sixth is a 429 with Retry-After', async () => {
  const from = '198.51.100.7';
  for (let i = 0; i < 5; i += 1)
    expect((await post({ name: `Burst ${i}`, feedback: 'x', rating: 5 }, { forwardedFor: from })).status).toBe(201);
  const sixth = await post({ name: 'Burst 5', feedback: 'x', rating: 5 }, { forwardedFor: from });
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await stored('Burst 5')).toEqual([]);
  expect((await post({ name: 'Other shopper', feedback: 'x', rating: 5 }, { forwardedFor: '198.51.100.8' })).status).toBe(201);
});

test('GET lists only approved reviews, newest first, as quote, name and rating', async () => {
  const response = await route.GET(new Request('http://localhost:3000/api/testimonials'));
  expect(response.status).toBe(200);
  const { testimonials } = (await response.json()) as { testimonials: { name: string; quote: string; rating: number; id: string }[] };
  expect(testimonials).toHaveLength(8);
  expect(testimonials[0]).toMatchObject({ name: 'Rukhsana Bibi', rating: 5 });
  expect(testimonials.map((t) => t.name)).not.toContain('Zainab Api');
  expect(testimonials.map((t) => t.name)).not.toContain('Zainab Shah');
  expect(Object.keys(testimonials[0]).sort()).toEqual(['id', 'name', 'quote', 'rating']);
});

test('the landing page loader: the approved reviews, or the four built-in ones and the error when the backend cannot be reached', async () => {
  const { loadTestimonials } = await import('@/lib/testimonials/queries');
  const loaded = await loadTestimonials();
  expect(loaded.error).toBeNull();
  expect(loaded.testimonials).toHaveLength(8);

  const url = process.env.SUPABASE_URL;
  jest.resetModules();
  process.env.SUPABASE_URL = 'http://127.0.0.1:9';
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { loadTestimonials: loadFromNowhere } = await import('@/lib/testimonials/queries');
    const failed = await loadFromNowhere();
    expect(failed.testimonials.map((t) => t.rating)).toEqual([5, 4, 5, 5]);
    expect(failed.error).toEqual(expect.any(String));
    expect(failed.error).not.toBe('');
    expect(spy).toHaveBeenCalledWith('[testimonials] could not load the reviews:', expect.anything());
  } finally {
    process.env.SUPABASE_URL = url;
    spy.mockRestore();
  }
});
