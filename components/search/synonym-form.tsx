'use client';

import { useRef, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, focusFirstInvalid } from '@/components/ui/form-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { toFieldErrors, type FieldErrors } from '@/lib/errors/field-errors';
import { SYNONYM_MEANS_MAX, SYNONYM_TERM_MAX, synonymSchema, type SynonymInput } from '@/lib/search/synonym-schema';

interface SynonymFormProps {
  /** The word the form starts with ("Add as a word" on a search that found nothing). */
  initialTerm: string;
  onSubmit: (input: SynonymInput) => void;
  pending: boolean;
  serverErrors: FieldErrors;
  meansRef: Ref<HTMLInputElement>;
}

/** "Add a word": a word shoppers type, and the words of the product names it means. */
export function SynonymForm({ initialTerm, onSubmit, pending, serverErrors, meansRef }: SynonymFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, bind } = useFormFields(() => ({ term: initialTerm, means: '' }), { shownErrors: serverErrors });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = synonymSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Add a word"
      className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:grid-cols-2"
    >
      <h3 className="font-display text-lg font-bold text-walnut-950 sm:col-span-2">Add a word</h3>
      <TextField
        label="Word"
        {...bind('term')}
        dir="auto"
        autoCapitalize="none"
        autoComplete="off"
        maxLength={SYNONYM_TERM_MAX}
        hint="One word, as shoppers type it: Roman Urdu, Urdu or English."
      />
      <TextField
        ref={meansRef}
        label="Means"
        {...bind('means')}
        dir="auto"
        autoCapitalize="none"
        autoComplete="off"
        maxLength={SYNONYM_MEANS_MAX}
        hint="Words of your product names, e.g. almond."
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          Add word
        </Button>
      </div>
    </form>
  );
}
