'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField, focusFirstInvalid } from '@/components/ui/form-fields';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { inviteStaffSchema, STAFF_EMAIL_MAX } from '@/lib/staff/schema';
import { useStaffInvite } from './use-staff-writes';

/** The owner invites someone by e-mail: an existing account is added, a new address gets a mail to set a password. */
export function InviteStaffForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [ownError, setOwnError] = useState<string | undefined>();
  const save = useStaffInvite(() => setEmail(''));
  const fieldError = ownError ?? save.fieldErrors.email;

  function edit(value: string) {
    setEmail(value);
    setOwnError(undefined);
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteStaffSchema.safeParse({ email });
    if (!parsed.success) {
      setOwnError(toFieldErrors(parsed.error.issues).email);
      focusFirstInvalid(formRef.current);
      return;
    }
    setOwnError(undefined);
    save.run(parsed.data);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Invite staff"
      className="space-y-4 rounded-3xl border border-sand bg-white p-5"
    >
      <h2 className="font-display text-xl font-bold text-walnut-950">Invite someone</h2>
      <TextField
        label="E-mail address"
        name="email"
        value={email}
        onValueChange={edit}
        error={fieldError}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={STAFF_EMAIL_MAX}
        hint="Someone without an account gets a mail to set a password; an existing account can use the console at once."
      />
      <div aria-live="polite">
        {save.notice && <FormMessage tone="success">{save.notice}</FormMessage>}
        {save.error && !fieldError && <FormMessage tone="error">{save.error}</FormMessage>}
      </div>
      <Button type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
        {save.pending ? 'Inviting…' : 'Invite'}
      </Button>
    </form>
  );
}
