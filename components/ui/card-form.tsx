import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The parts of the storefront's card forms (contact, feedback): rounded inputs, each labelled above
 * and its error below, and a failure line with the submit button at the end. The server checks every
 * field; the forms show its messages beside the fields.
 */
const INPUT_CLASS =
  'mt-1.5 w-full rounded-2xl border bg-white px-4 py-3 text-walnut-900 shadow-sm placeholder:text-walnut-500 focus-visible:border-apricot-500';

/** A control's id, the look of a card form's input, and the link to the error its CardField shows. */
export function cardControl(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${INPUT_CLASS} ${error ? 'border-red-700' : 'border-walnut-200'}`,
  };
}

/** The message of each required field left empty (or holding only spaces); the server checks the rest. */
export function missingFields<Field extends string>(values: Record<Field, string>, required: Partial<Record<Field, string>>) {
  const missing: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(required) as [Field, string][]) if (!values[field].trim()) missing[field] = message;
  return missing;
}

/** A label, the control (with `id`) and, when there is one, its error (`${id}-error`). */
export function CardField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-walnut-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the last submit failed (when it did not fail on a field), then the submit button. */
export function CardFormEnd({ error, submitting, label }: { error?: string; submitting: boolean; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="mt-5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting} size="lg" className="mt-7 w-full sm:w-auto">
        {submitting ? 'Sending…' : label}
      </Button>
    </>
  );
}
