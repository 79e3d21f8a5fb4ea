'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import type { testimonialEndpoints } from '@/lib/testimonials/contract';
import {
  ADD_TESTIMONIAL_FAILED,
  AWAITING_APPROVAL_MESSAGE,
  DEFAULT_RATING,
  REVIEW_TEXT_MAX,
  REVIEWER_NAME_MAX,
  TESTIMONIAL_MESSAGES,
  THANK_YOU_MESSAGE,
  THANK_YOU_MS,
} from '@/lib/testimonials/messages';
import { RatingInput } from './rating-input';
import { testimonialsQuery } from './use-testimonials';

type Field = 'name' | 'feedback' | 'rating';
type Errors = Partial<Record<Field | 'form', string>>;

const INPUT =
  'mt-1.5 w-full rounded-2xl border bg-white px-4 py-3 text-walnut-900 shadow-sm placeholder:text-walnut-500 focus-visible:border-apricot-500';

/**
 * "Share Your Experience": name, feedback and 1 to 5 stars (5 by default). The server checks the
 * input (the same rules and messages, lib/testimonials/schema.ts); here only empty fields are
 * caught before sending. After a successful submission the form is reset, "Thank you for your
 * feedback!" shows for 5 seconds (or until dismissed) and the reviews are reloaded (spec §4).
 */
export function FeedbackForm() {
  const ids = useId();
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [errors, setErrors] = useState<Errors>({});
  const queryClient = useQueryClient();
  const addReview = useMutation({
    // The landing page carries this form: the endpoint's contract (with its schema) loads when a review is sent.
    mutationFn: async (input: BodyOf<typeof testimonialEndpoints.add>) => {
      const contract = await import('@/lib/testimonials/contract');
      return callEndpoint(contract.testimonialEndpoints.add, { body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialsQuery.queryKey }),
  });
  const submitting = addReview.isPending;
  const [thanks, setThanks] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const clear = (field: Field) => setErrors(({ [field]: _removed, form: _form, ...rest }) => rest);

  const dismiss = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setThanks(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    if (!name.trim()) found.name = TESTIMONIAL_MESSAGES.nameRequired;
    if (!feedback.trim()) found.feedback = TESTIMONIAL_MESSAGES.feedbackRequired;
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.feedback) return feedbackRef.current?.focus();

    addReview.mutate(
      { name, feedback, rating },
      {
        onSuccess: () => {
          setName('');
          setFeedback('');
          setRating(DEFAULT_RATING);
          setErrors({});
          setThanks(true);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            timer.current = null;
            setThanks(false);
          }, THANK_YOU_MS);
        },
        onError: (error) => {
          console.error(`${ADD_TESTIMONIAL_FAILED}:`, error);
          const fieldErrors = fieldErrorsOf(error);
          setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: errorMessage(error, ADD_TESTIMONIAL_FAILED) });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${ids}-heading`}
      className="rounded-3xl border border-sand bg-white p-7 shadow-sm shadow-walnut-900/5 sm:p-9"
    >
      <h3 id={`${ids}-heading`} className="font-display text-2xl font-bold text-walnut-950">
        Share Your Experience
      </h3>
      <p className="mt-2 text-walnut-600">Tell other shoppers about our dry fruits. Reviews appear once our team has read them.</p>

      <div role="status" aria-live="polite" className="empty:hidden">
        {thanks && (
          <div className="mt-5 flex items-start gap-3 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
            <p className="flex-1">
              <span className="block font-semibold">{THANK_YOU_MESSAGE}</span>
              <span className="block text-sm">{AWAITING_APPROVAL_MESSAGE}</span>
            </p>
            <button
              type="button"
              onClick={dismiss}
              aria-label="Dismiss"
              className="-m-1 rounded-full p-1 text-emerald-900 hover:bg-emerald-100"
            >
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        )}
      </div>

      <div className="mt-6 space-y-5">
        <div>
          <label htmlFor={`${ids}-name`} className="text-sm font-semibold text-walnut-800">
            Name
          </label>
          <input
            ref={nameRef}
            id={`${ids}-name`}
            name="name"
            autoComplete="name"
            placeholder="Enter your name"
            maxLength={REVIEWER_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
            className={`${INPUT} ${errors.name ? 'border-red-700' : 'border-walnut-200'}`}
          />
          {errors.name && (
            <p id={`${ids}-name-error`} className="mt-1.5 text-sm font-medium text-red-800">
              {errors.name}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${ids}-feedback`} className="text-sm font-semibold text-walnut-800">
            Feedback
          </label>
          <textarea
            ref={feedbackRef}
            id={`${ids}-feedback`}
            name="feedback"
            rows={4}
            placeholder="Share your experience with our products..."
            maxLength={REVIEW_TEXT_MAX}
            value={feedback}
            onChange={(event) => {
              setFeedback(event.target.value);
              clear('feedback');
            }}
            aria-invalid={errors.feedback ? true : undefined}
            aria-describedby={errors.feedback ? `${ids}-feedback-error` : undefined}
            className={`${INPUT} resize-y ${errors.feedback ? 'border-red-700' : 'border-walnut-200'}`}
          />
          {errors.feedback && (
            <p id={`${ids}-feedback-error`} className="mt-1.5 text-sm font-medium text-red-800">
              {errors.feedback}
            </p>
          )}
        </div>
        <RatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            clear('rating');
          }}
          error={errors.rating}
        />
      </div>

      {errors.form && (
        <p role="alert" className="mt-5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}

      <Button type="submit" disabled={submitting} size="lg" className="mt-7 w-full sm:w-auto">
        {submitting ? 'Sending…' : 'Submit review'}
      </Button>
    </form>
  );
}
