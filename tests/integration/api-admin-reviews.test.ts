/**
 * The owner's review moderation against the real embedded backend: admins only, the queue and the
 * published list with their counts, publish / hide / delete, each expiring the landing page's
 * cached reviews; odd ids are a 404, never a 5xx.
 */
import { DELETE as deleteRoute, POST as approvalRoute } from '@/app/api/admin/reviews/[id]/route';
import { GET as listRoute } from '@/app/api/admin/reviews/route';
import { REVIEW_DELETED, REVIEW_NOT_FOUND, REVIEW_PUBLISHED } from '@/lib/testimonials/messages';
import type { AdminReviewPage } from '@/lib/testimonials/admin-types';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { listApprovedTestimonials } from '@/lib/testimonials/queries';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call } from './api-support';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpAdminConsole();
beforeEach(() => revalidateTag.mockClear());

type Answer = { ok: boolean; message?: string } & Partial<AdminReviewPage>;

const list = (search = '', as: As = shop.admin) => call<Answer>(listRoute, `/api/admin/reviews${search}`, { jar: jarOf(as) });
const approve = (id: string, approved: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(approvalRoute, { id }), `/api/admin/reviews/${id}`, { method: 'POST', body: { approved }, jar: jarOf(as) });
const remove = (id: string, as: As = shop.admin) =>
  call<Answer>(withParams(deleteRoute, { id }), `/api/admin/reviews/${id}`, { method: 'DELETE', jar: jarOf(as) });

async function submitted(text: string): Promise<string> {
  const { data, error } = await shop.service
    .from('testimonials')
    .insert({ review_text: text, reviewer_name: 'Nadia', rating: 4 })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

test('a guest gets 401 and a shopper 403 on every route; nothing changes', async () => {
  const id = await submitted('Guarded review');
  const shopper = (await signedUp()).jar;
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await list('', as)).toMatchObject(expected);
    expect(await approve(id, true, as)).toMatchObject(expected);
    expect(await remove(id, as)).toMatchObject(expected);
  }
  expect((await list()).body.reviews!.map((review) => review.id)).toContain(id);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('publish moves a review from the queue to the landing page at once; hide puts it back', async () => {
  const text = `Sweetest apricots ${Date.now()}`;
  const id = await submitted(text);
  const before = (await list()).body;
  expect(before.reviews!.find((review) => review.id === id)).toMatchObject({ text, name: 'Nadia', rating: 4, approvedAt: null });

  expect(await approve(id, true)).toMatchObject({ status: 200, body: { message: REVIEW_PUBLISHED } });
  expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
  const after = (await list()).body;
  expect(after.counts).toEqual({ waiting: before.counts!.waiting - 1, published: before.counts!.published + 1 });
  expect(after.reviews!.map((review) => review.id)).not.toContain(id);
  expect((await list('?show=published')).body.reviews!.map((review) => review.id)).toContain(id);
  expect((await listApprovedTestimonials()).map((review) => review.quote)).toContain(text);

  expect((await approve(id, false)).status).toBe(200);
  expect((await listApprovedTestimonials()).map((review) => review.quote)).not.toContain(text);
});

test('delete removes a review for good; a second delete, an unknown id and a malformed one are 404', async () => {
  const id = await submitted('Spam spam spam');
  expect(await remove(id)).toMatchObject({ status: 200, body: { message: REVIEW_DELETED } });
  expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
  expect(await remove(id)).toMatchObject({ status: 404, body: { message: REVIEW_NOT_FOUND } });
  expect(await approve('00000000-0000-4000-8000-000000000000', true)).toMatchObject({ status: 404, body: { message: REVIEW_NOT_FOUND } });
  expect(await approve('not-an-id', true)).toMatchObject({ status: 404 });
  expect(await approve(id, 'yes')).toMatchObject({ status: 400 });
  expect(await list('?show=everything')).toMatchObject({ status: 400 });
});
