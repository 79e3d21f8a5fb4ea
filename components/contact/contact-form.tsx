'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { CardField, CardFormEnd, cardControl, missingFields } from '@/components/ui/card-form';
import { submittedForm } from '@/components/ui/use-form-fields';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_FAILED_MESSAGE,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_SENT_MESSAGE,
  HONEYPOT_FIELD,
} from '@/lib/contact/messages';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import type { contactEndpoints } from '@/lib/contact/contract';

type Field = 'name' | 'email' | 'phone' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form. The server checks every field (lib/contact/schema.ts, with these messages);
 * here only empty required fields are caught before sending. A hidden "website" field catches bots.
 */
export function ContactForm() {
  const ids = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  // Sent once, never replayed. The endpoint's contract (with its schema) loads when a message is sent.
  const send = useMutation({
    mutationFn: async (input: BodyOf<typeof contactEndpoints.send>) => {
      const contract = await import('@/lib/contact/contract');
      return callEndpoint(contract.contactEndpoints.send, { body: input });
    },
  });
  const submitting = send.isPending;
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors(({ [field]: _removed, form: _form, ...rest }) => rest);
    setSent(false);
  };

  const focusFirst = (found: Errors) => {
    const first = (['name', 'email', 'phone', 'message'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!submittedForm(event, submitting)) return;
    const found: Errors = missingFields(values, {
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);

    send.mutate(
      { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSent(true);
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          const next = Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: errorMessage(error, CONTACT_FAILED_MESSAGE) };
          setErrors(next);
          focusFirst(next);
        },
      },
    );
  };

  const field = (name: Field, label: string, input: ReactElement) => (
    <CardField id={`${ids}-${name}`} label={label} error={errors[name]}>
      {input}
    </CardField>
  );
  const common = (name: Field) => ({ ...cardControl(`${ids}-${name}`, errors[name]), name, value: values[name], onChange: set(name) });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${ids}-heading`}
      className="relative rounded-3xl border border-sand bg-white p-7 shadow-sm shadow-walnut-900/5 sm:p-9"
    >
      <h2 id={`${ids}-heading`} className="font-display text-2xl font-bold text-walnut-950">
        Send us a message
      </h2>
      <p className="mt-2 text-walnut-600">
        Questions about an order, this season&apos;s harvest or a larger order for an event? Write to us.
      </p>

      <div role="status" aria-live="polite" className="empty:hidden">
        {sent && (
          <p className="mt-5 rounded-2xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ring-1 ring-emerald-200">
            {CONTACT_SENT_MESSAGE}
          </p>
        )}
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {field('name', 'Name', <input {...common('name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />)}
        {field('email', 'Email', <input {...common('email')} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} />)}
        <div className="sm:col-span-2">
          {field(
            'phone',
            'Phone (optional)',
            <input
              {...common('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="0355-1234567"
              maxLength={CONTACT_PHONE_MAX}
            />,
          )}
        </div>
        <div className="sm:col-span-2">
          {field(
            'message',
            'Message',
            <textarea
              {...common('message')}
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX}
              className={`${common('message').className} resize-y`}
            />,
          )}
        </div>
      </div>
      <div aria-hidden="true" className="absolute -inset-s-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          ref={honeypot}
          id={`${ids}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <CardFormEnd error={errors.form} submitting={submitting} label="Send message" />
    </form>
  );
}
