import { z } from 'zod';
import { charLength } from '@/lib/format/text';
import { MAX_RATING, MIN_RATING, REVIEW_TEXT_MAX, REVIEWER_NAME_MAX, TESTIMONIAL_MESSAGES as M } from './messages';

/**
 * A new review from the landing page: name, feedback and a whole-star rating. Text is trimmed; the
 * approval flag is never taken from the shopper (the database forces it off as well). Lengths
 * count characters as the testimonials table's checks do (tests/integration/db-field-limits.test.ts).
 */
export const testimonialInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .refine((name) => charLength(name) <= REVIEWER_NAME_MAX, M.nameTooLong),
  feedback: z
    .string({ error: M.feedbackRequired })
    .trim()
    .min(1, M.feedbackRequired)
    .refine((feedback) => charLength(feedback) <= REVIEW_TEXT_MAX, M.feedbackTooLong),
  rating: z.number({ error: M.rating }).int(M.rating).min(MIN_RATING, M.rating).max(MAX_RATING, M.rating),
});

export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
