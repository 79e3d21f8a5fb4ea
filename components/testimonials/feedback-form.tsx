'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CardField, CardFormEnd, cardControl, missingFields } from '@/components/ui/card-form';
import { submittedForm } from '@/components/ui/use-form-fields';
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

const EMPTY = { name: '', feedback: '' };

/**
 * "Share Your Experience": name, feedback and 1 to 5 stars (5 by default). The server checks the
 * input (the same rules and messages, lib/testimonials/schema.ts); here only empty fields are
 * caught before sending. After a successful submission the form is reset, "Thank you for your
 * feedback!" shows for 5 seconds (or until dismissed) and the reviews are reloaded (spec §4).
 */
export function FeedbackForm() {
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
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
  const control = (field: keyof typeof EMPTY) => ({
    ...cardControl(`${ids}-${field}`, errors[field]),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clear(field);
    },
  });

  const dismiss = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setThanks(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!submittedForm(event, submitting)) return;
    const found: Errors = missingFields(values, {
      name: TESTIMONIAL_MESSAGES.nameRequired,
      feedback: TESTIMONIAL_MESSAGES.feedbackRequired,
    });
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.feedback) return feedbackRef.current?.focus();

    addReview.mutate(
      { ...values, rating },
      {
        onSuccess: () => {
          setValues(EMPTY);
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
        <CardField id={`${ids}-name`} label="Name" error={errors.name}>
          <input ref={nameRef} {...control('name')} autoComplete="name" placeholder="Enter your name" maxLength={REVIEWER_NAME_MAX} />
        </CardField>
        <CardField id={`${ids}-feedback`} label="Feedback" error={errors.feedback}>
          <textarea
            ref={feedbackRef}
            {...control('feedback')}
            rows={4}
            placeholder="Share your experience with our products..."
            maxLength={REVIEW_TEXT_MAX}
            className={`${control('feedback').className} resize-y`}
          />
        </CardField>
        <RatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            clear('rating');
          }}
          error={errors.rating}
        />
      </div>

      <CardFormEnd error={errors.form} submitting={submitting} label="Submit review" />
    </form>
  );
}
