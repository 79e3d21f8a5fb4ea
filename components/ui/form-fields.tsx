'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from './button';
import { CheckIcon, WarningIcon } from './icons';

/**
 * Labelled form controls of the shop's forms. Each error is linked to its field with
 * aria-describedby and marks the field aria-invalid; a hint, when given, is linked too.
 */
export const INPUT_CLASS =
  'block w-full rounded-xl border px-4 py-3 text-base text-walnut-950 shadow-sm shadow-walnut-900/5 transition-colors placeholder:text-walnut-400 focus:border-apricot-500 focus:outline-none focus-visible:outline-none focus:ring-4 focus:ring-apricot-200 disabled:cursor-not-allowed disabled:bg-cream disabled:text-walnut-600';

/** Border and background of an editable input; read-only ones use READ_ONLY_CLASS. */
export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-600 bg-white' : 'border-sand bg-white hover:border-walnut-300';
}

export const READ_ONLY_CLASS = 'border-sand bg-cream text-walnut-700 cursor-default';

/**
 * After a failed submit, move focus to the first field with an error (screen readers then read it).
 * The errors render on the next frame; if the shopper has already moved on to another field by then,
 * their focus stays where it is rather than jumping away mid-typing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const focusedAtSubmit = document.activeElement;
  requestAnimationFrame(() => {
    if (document.activeElement !== focusedAtSubmit) return;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, name, value, onValueChange, error, hint, trailing, className = '', ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-walnut-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} ${trailing ? 'pe-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 inset-e-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-walnut-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          className="rounded-lg px-2 py-1.5 text-xs font-semibold tracking-wide text-walnut-600 uppercase transition-colors hover:bg-cream hover:text-walnut-900"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

/** A message about the whole form: an error (role=alert) or a success note (role=status). */
export function FormMessage({ tone, children, id }: { tone: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-apricot-200 bg-apricot-50 text-walnut-900',
  }[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm leading-relaxed ${styles}`}
    >
      {tone === 'success' ? (
        <CheckIcon width={18} height={18} className="mt-0.5 shrink-0" />
      ) : (
        <WarningIcon width={18} height={18} className="mt-0.5 shrink-0" />
      )}
      <span>{children}</span>
    </div>
  );
}

/** The primary button of a form: "Processing..." and disabled while the request runs (spec §4). */
export function SubmitButton({ pending, children, className = '' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending}
      aria-disabled={pending}
      aria-busy={pending || undefined}
      className={`w-full ${className}`}
    >
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-snow/40 border-t-snow" />
          Processing...
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A text-styled button for switching the dialog's mode. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-apricot-800 underline decoration-apricot-300 underline-offset-4 transition-colors hover:text-walnut-950 hover:decoration-apricot-600"
    >
      {children}
    </button>
  );
}
