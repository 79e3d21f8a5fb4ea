'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { FALLBACK_TESTIMONIALS } from '@/lib/testimonials/fallback';
import { FETCH_TESTIMONIALS_FAILED } from '@/lib/testimonials/messages';
import type { Testimonial, TestimonialsState } from '@/lib/testimonials/types';

/**
 * The approved reviews as the browser reloads them (GET /api/testimonials). The landing page has
 * them from the server, so the endpoint's contract (with the review form's schema) loads only when
 * they are reloaded.
 */
export const testimonialsQuery = queryOptions({
  queryKey: ['testimonials'],
  queryFn: async ({ signal }) => {
    const { testimonialEndpoints } = await import('@/lib/testimonials/contract');
    return (await callEndpoint(testimonialEndpoints.list, { signal })).testimonials;
  },
  meta: { errorMessage: FETCH_TESTIMONIALS_FAILED },
});

/**
 * The landing page's reviews: first what the server rendered, then reloaded whenever a review is
 * added (the mutation invalidates the list). A failed load is logged (the query client's error
 * log), keeps its message (or "Failed to fetch testimonials") and shows the built-in reviews.
 */
export function useTestimonials(initial: TestimonialsState): {
  testimonials: readonly Testimonial[];
  error: string | null;
  loading: boolean;
} {
  const query = useQuery({ ...testimonialsQuery, initialData: initial.testimonials, staleTime: Infinity });
  if (query.isError)
    return { testimonials: FALLBACK_TESTIMONIALS, error: errorMessage(query.error, FETCH_TESTIMONIALS_FAILED), loading: query.isFetching };
  return { testimonials: query.data, error: query.isFetched ? null : initial.error, loading: query.isFetching };
}
