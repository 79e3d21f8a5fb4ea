'use client';

import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './form-fields';

type Errors = Partial<Record<string, string>>;

/** The keys of a form's values that a text field edits. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/** The outcome of checking a form's values: the parsed data, or one message per field. */
type Checked<Data> = { ok: true; data: Data } | { ok: false; fieldErrors: Errors };

/**
 * A form's values and field errors, and the props that wire a TextField to one of them: editing a
 * field clears its error (and calls `onEdit`, e.g. to hide a message about the last submit).
 * `shownErrors`, when given, are errors from elsewhere (the server's answer) shown under the form's
 * own: a field's own entry, even a cleared one, hides the other.
 */
export function useFormFields<Values extends object>(
  initial: Values | (() => Values),
  { onEdit, shownErrors = {} }: { onEdit?: () => void; shownErrors?: Errors } = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...shownErrors, ...errors };

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));
  const edit = (field: TextKey<Values>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    onEdit?.();
  };
  const bind = (field: TextKey<Values>) => ({
    name: field,
    value: values[field] as string,
    onValueChange: edit(field),
    error: shown[field],
  });

  /** Shows the errors of a failed check and focuses the first of them; true when the check passed. */
  const accept = <Data>(checked: Checked<Data>, form: HTMLFormElement | null): checked is { ok: true; data: Data } => {
    if (checked.ok) return true;
    setErrors(checked.fieldErrors);
    focusFirstInvalid(form);
    return false;
  };

  return { values, setValues, errors: shown, setErrors, clearError, edit, bind, accept };
}

/**
 * The props that wire a TextField to a field of a draft its parent keeps (with the errors): editing
 * sends `patch` the field's new value.
 */
export function draftBinder<Values extends object>(values: Values, errors: Errors, patch: (change: Partial<Values>) => void) {
  return (field: TextKey<Values>) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onValueChange: (value: string) => patch({ [field]: value } as Partial<Values>),
  });
}

/** Keeps the browser from submitting the form; returns the form, or null while a submit is pending. */
export function submittedForm(event: FormEvent<HTMLFormElement>, pending: boolean): HTMLFormElement | null {
  event.preventDefault();
  return pending ? null : event.currentTarget;
}
