/** A review as the landing page shows it (the carousel's quote, name and rating). */
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  rating: number;
}

/** What the landing page loads: the reviews, and the error message when loading failed. */
export interface TestimonialsState {
  testimonials: Testimonial[];
  error: string | null;
}
