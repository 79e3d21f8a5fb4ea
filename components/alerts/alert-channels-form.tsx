'use client';

import { useRef, useState } from 'react';
import { focusFirstInvalid, FormMessage, SubmitButton, TextField } from '@/components/ui/form-fields';
import type { AlertChannels } from '@/lib/alerts/schema';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { useAlertChannelsSave, type AlertChannelsForm } from './use-alert-channels-save';

const toForm = (channels: AlertChannels): AlertChannelsForm => ({
  push: channels.push,
  mail: channels.mail,
  whatsappNumber: channels.whatsappNumber ? formatPakistaniMobile(channels.whatsappNumber) : '',
});

function Choice({
  name,
  checked,
  onChange,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 accent-walnut-900"
      />
      <span className="text-walnut-800">{label}</span>
    </label>
  );
}

/** How the signed-in admin hears of new orders, payments, cancellations, WhatsApp replies, messages and orders waiting for a courier. */
export function AlertChannelsFormView({ initial, email }: { initial: AlertChannels; email: string | null }) {
  const [form, setForm] = useState<AlertChannelsForm>(() => toForm(initial));
  const formRef = useRef<HTMLFormElement>(null);
  const { save, saving, notice, error, fieldErrors } = useAlertChannelsSave((saved) => setForm(toForm(saved)));
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save(form);
        focusFirstInvalid(formRef.current);
      }}
    >
      <Choice
        name="push"
        checked={form.push}
        onChange={(push) => setForm((current) => ({ ...current, push }))}
        label="Push notifications on the devices where I turned alerts on"
      />
      <Choice
        name="mail"
        checked={form.mail}
        onChange={(mail) => setForm((current) => ({ ...current, mail }))}
        label={email ? `Mail to ${email}` : 'Mail to my address'}
      />
      <TextField
        label="WhatsApp alerts to"
        name="whatsappNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0300-1234567"
        hint="Your own mobile, not the shop's WhatsApp number. Leave it empty for no WhatsApp alerts."
        value={form.whatsappNumber}
        onValueChange={(whatsappNumber) => setForm((current) => ({ ...current, whatsappNumber }))}
        error={fieldErrors.whatsappNumber}
      />
      {error && Object.keys(fieldErrors).length === 0 && <FormMessage tone="error">{error}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <SubmitButton pending={saving} className="sm:w-auto">
        Save my alerts
      </SubmitButton>
    </form>
  );
}
