import { z } from 'zod';
import { firstValues } from '@/lib/api/search-params';

/** Reviews per page of /admin/reviews. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** ?show=waiting|published&page=N, read by the page and GET /api/admin/reviews alike. */
export const reviewFiltersSchema = z.object({
  show: z.preprocess(blankToUndefined, z.enum(['waiting', 'published'], { message: 'Show waiting or published reviews.' }).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'The page must be a number.' }).int().min(1).max(10_000).optional()),
});
export type ReviewFilters = z.infer<typeof reviewFiltersSchema>;

/** The page's searchParams; anything malformed falls back to the queue's first page. */
export function parseReviewFilters(raw: Record<string, string | string[] | undefined>): ReviewFilters {
  const single = firstValues(raw);
  const parsed = reviewFiltersSchema.safeParse(single);
  return parsed.success ? parsed.data : {};
}

export function reviewFiltersToSearch(filters: ReviewFilters): string {
  const params = new URLSearchParams();
  if (filters.show) params.set('show', filters.show);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** PATCH /api/admin/reviews/{id}: publish or hide. */
export const reviewApprovalSchema = z.object({ approved: z.boolean({ message: 'Say whether the review is published.' }) });
