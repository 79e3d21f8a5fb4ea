'use client';

import { useCallback, useState } from 'react';
import { FALLBACK_TESTIMONIALS } from '@/lib/testimonials/fallback';
import { FETCH_TESTIMONIALS_FAILED } from '@/lib/testimonials/messages';
import type { Testimonial, TestimonialsState } from '@/lib/testimonials/types';

/** A read is retried up to 3 times, 1 s apart (spec §7); reads are safe to repeat. */
export const READ_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;

async function fetchTestimonials(): Promise<Testimonial[]> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= READ_RETRIES; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      const response = await fetch('/api/testimonials', { cache: 'no-store', headers: { Accept: 'application/json' } });
      const body = (await response.json().catch(() => null)) as { testimonials?: Testimonial[]; message?: string } | null;
      if (response.ok && Array.isArray(body?.testimonials)) return body.testimonials;
      lastError = new Error(body?.message || FETCH_TESTIMONIALS_FAILED);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The landing page's reviews: first what the server rendered, then reloaded after a submission. A
 * failed load logs the error, keeps its message (or "Failed to fetch testimonials") and shows the
 * built-in reviews.
 */
export function useTestimonials(initial: TestimonialsState) {
  const [testimonials, setTestimonials] = useState<readonly Testimonial[]>(initial.testimonials);
  const [error, setError] = useState<string | null>(initial.error);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setTestimonials(await fetchTestimonials());
      setError(null);
    } catch (failure) {
      console.error('Failed to fetch testimonials:', failure);
      setError((failure instanceof Error && failure.message) || FETCH_TESTIMONIALS_FAILED);
      setTestimonials(FALLBACK_TESTIMONIALS);
    } finally {
      setLoading(false);
    }
  }, []);

  return { testimonials, error, loading, reload };
}
