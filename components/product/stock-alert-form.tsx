'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, INPUT_CLASS, inputBorder } from '@/components/ui/form-fields';
import { readStockAlertContact } from '@/lib/catalog/stock-alert-contact';
import { STOCK_ALERT_MESSAGES as M } from '@/lib/catalog/stock-alert-messages';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import type { catalogEndpoints } from '@/lib/catalog/contract';

/**
 * "Notify me when it is back" under a sold-out weight: one field for an e-mail address or a WhatsApp
 * number. The request is stored for the owner (the console's products list counts it per weight).
 */
export function StockAlertForm({ variantId, variantLabel }: { variantId: number; variantLabel: string }) {
  const id = useId();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Sent once, never retried: the shopper sees the answer. The endpoint's contract (with the
  // catalogue's schemas) loads when the form is sent, not with the product page.
  const send = useMutation({
    mutationFn: async (input: BodyOf<typeof catalogEndpoints.stockAlert>) => {
      const contract = await import('@/lib/catalog/contract');
      return callEndpoint(contract.catalogEndpoints.stockAlert, { body: input });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = contact.trim() === '' ? M.contactRequired : readStockAlertContact(contact) ? undefined : M.contactInvalid;
    setError(problem);
    if (problem) return;
    send.mutate(
      { variantId, contact },
      { onError: (failure) => setError(fieldErrorsOf(failure).contact ?? errorMessage(failure, M.failed)) },
    );
  };

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
        {send.data.message}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-2xl border border-sand bg-cream/60 p-4">
      <p id={`${id}-title`} className="text-sm font-semibold text-walnut-900">
        {variantLabel} is sold out. Tell me when it is back
      </p>
      <label htmlFor={`${id}-contact`} className="mt-3 block text-sm text-walnut-700">
        E-mail or WhatsApp number
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-contact`}
          name="contact"
          autoComplete="email"
          inputMode="email"
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Saving…' : 'Notify me'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
