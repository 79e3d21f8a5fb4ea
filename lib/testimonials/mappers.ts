import type { Testimonial } from './types';

export interface TestimonialRow {
  id: string;
  review_text: string;
  reviewer_name: string;
  rating: number;
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  return { id: row.id, quote: row.review_text, name: row.reviewer_name, rating: row.rating };
}
