import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { ADD_TESTIMONIAL_FAILED, FETCH_TESTIMONIALS_FAILED } from './messages';
import type { Testimonial } from './types';

/** The landing page's reviews as the browser reads and adds them (GET and POST /api/testimonials). */
export const testimonialsQuery = queryOptions({
  queryKey: ['testimonials'],
  queryFn: ({ signal }) =>
    callApi<{ testimonials: Testimonial[] }>('/api/testimonials', { fallbackMessage: FETCH_TESTIMONIALS_FAILED, signal }).then(
      (answer) => answer.testimonials,
    ),
  meta: { errorMessage: FETCH_TESTIMONIALS_FAILED },
});

export interface TestimonialInput {
  name: string;
  feedback: string;
  rating: number;
}

export function submitTestimonial(input: TestimonialInput): Promise<{ message: string }> {
  return callApi('/api/testimonials', { method: 'POST', body: input, fallbackMessage: ADD_TESTIMONIAL_FAILED });
}
