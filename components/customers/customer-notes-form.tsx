'use client';

import { useId, useRef, useState } from 'react';
import type { MutationFunction } from '@tanstack/react-query';
import { FieldError, focusFirstInvalid, FormMessage, INPUT_CLASS, inputBorder, SubmitButton, TextField } from '@/components/ui/form-fields';
import { useConsoleWrite } from '@/components/query/use-console-write';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { customerEndpoints } from '@/lib/customers/contract';
import type { CustomerNotesForm as Form } from '@/lib/customers/schema';

interface Saving extends Form {
  phone: string;
}

const save: MutationFunction<OutputOf<typeof customerEndpoints.saveNotes>, Saving> = ({ phone, ...body }) =>
  callEndpoint(customerEndpoints.saveNotes, { params: { phone }, body });

/** The owner's notes and tags about a customer, saved together. */
export function CustomerNotesForm({ phone, initial }: { phone: string; initial: { notes: string; tags: string[] } }) {
  const [form, setForm] = useState<Form>({ notes: initial.notes, tags: initial.tags.join(' ') });
  const formRef = useRef<HTMLFormElement>(null);
  const notesId = useId();
  const write = useConsoleWrite(save, (answer) => setForm({ notes: answer.notes, tags: answer.tags.join(' ') }), 'after-success');
  const notesError = write.fieldErrors.notes;
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-3 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        write.run({ phone, ...form });
        focusFirstInvalid(formRef.current);
      }}
    >
      <div>
        <label htmlFor={notesId} className="mb-1.5 block text-sm font-semibold text-walnut-800">
          Notes
        </label>
        <textarea
          id={notesId}
          name="notes"
          rows={4}
          maxLength={2000}
          value={form.notes}
          onChange={(event) => setForm((current) => ({ ...current, notes: event.target.value }))}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error` : undefined}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(notesError))}`}
        />
        <FieldError id={`${notesId}-error`} message={notesError} />
      </div>
      <TextField
        label="Tags"
        name="tags"
        value={form.tags}
        onValueChange={(tags) => setForm((current) => ({ ...current, tags }))}
        error={write.fieldErrors.tags}
        hint="Short words, separated by spaces or commas, e.g. wholesale regular."
        autoComplete="off"
      />
      {write.error && Object.keys(write.fieldErrors).length === 0 && <FormMessage tone="error">{write.error}</FormMessage>}
      {write.notice && <FormMessage tone="success">{write.notice}</FormMessage>}
      <SubmitButton pending={write.pending} className="sm:w-auto">
        Save notes
      </SubmitButton>
    </form>
  );
}
