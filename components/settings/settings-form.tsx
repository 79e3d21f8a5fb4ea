'use client';

import { useRef, useState, type ReactNode } from 'react';
import { focusFirstInvalid, FormMessage, SubmitButton, TextField } from '@/components/ui/form-fields';
import {
  COD_OVERDUE_DAYS,
  CONFIRMATION_HOLD_HOURS,
  HANDOVER_ALERT_HOURS,
  toSettingsForm,
  type ShopSettingsForm,
} from '@/lib/settings/schema';
import type { AdminShopSettings } from '@/lib/settings/types';
import { useSettingsSave } from './use-settings-save';

type TextKey = Exclude<keyof ShopSettingsForm, 'paymentIssueBanner'>;

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-sand bg-white p-5 sm:p-6">
      <legend className="px-1 font-display text-xl font-bold text-walnut-950">{title}</legend>
      <p className="text-sm text-walnut-600">{intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * /admin/settings: the shop's contact details, hours, bank account, social profiles, the
 * confirmation hold of cash-on-delivery orders and the payment-issue banner. Empty fields are "not given": the shop then hides what would use them.
 */
export function AdminSettingsForm({ initial, ownerEmail }: { initial: AdminShopSettings; ownerEmail: string }) {
  const [form, setForm] = useState<ShopSettingsForm>(() => toSettingsForm(initial));
  const formRef = useRef<HTMLFormElement>(null);
  const { save, saving, notice, error, fieldErrors } = useSettingsSave((saved) => setForm(toSettingsForm(saved)));

  const field = (
    key: TextKey,
    label: string,
    extra: {
      type?: string;
      inputMode?: 'tel' | 'email' | 'url';
      autoComplete?: string;
      hint?: string;
      placeholder?: string;
      className?: string;
    } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      onValueChange={(value) => setForm((current) => ({ ...current, [key]: value }))}
      error={fieldErrors[key]}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
      className={extra.className}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save(form);
        focusFirstInvalid(formRef.current);
      }}
    >
      <Section title="Contact" intro="Shown in the footer, on the contact page, in the mails and to search engines.">
        {field('whatsappNumber', 'WhatsApp and phone number', {
          type: 'tel',
          inputMode: 'tel',
          placeholder: '0300-1234567',
          hint: 'A Pakistani mobile. Without it, the shop shows no WhatsApp buttons.',
        })}
        {field('contactEmail', 'Contact e-mail', { type: 'email', inputMode: 'email' })}
      </Section>
      <Section
        title="Alerts address"
        intro="Where the mails about new orders, shoppers' cancellations and contact messages go. Not shown on the site."
      >
        {field('alertsEmail', 'Alerts e-mail', {
          type: 'email',
          inputMode: 'email',
          placeholder: ownerEmail,
          hint: `While it is empty, they go to ${ownerEmail}, the address the server was set up with.`,
        })}
      </Section>
      <Section title="Pickup" intro="Where customers can collect orders, and the hours (every day, Pakistan time).">
        {field('pickupAddress', 'Pickup address', {
          hint: 'Street and area; the town (Gilgit 15100) is added.',
          className: 'sm:col-span-2',
        })}
        {field('opensAt', 'Opens at', { type: 'time' })}
        {field('closesAt', 'Closes at', { type: 'time' })}
      </Section>
      <Section title="Bank account" intro="Bank transfer is offered at checkout only when all four are filled in.">
        {field('bankName', 'Bank and branch')}
        {field('bankAccountTitle', 'Account title')}
        {field('bankAccountNumber', 'Account number', { inputMode: 'tel' })}
        {field('bankIban', 'IBAN', { placeholder: 'PK74 HBPK 0000 1234 5678 9012' })}
        {fieldErrors.bankIncomplete && (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{fieldErrors.bankIncomplete}</FormMessage>
          </div>
        )}
      </Section>
      <Section title="Social media" intro="The full address of each profile; leave empty the ones the shop does not have.">
        {field('facebookUrl', 'Facebook', { type: 'url', inputMode: 'url' })}
        {field('xUrl', 'X', { type: 'url', inputMode: 'url' })}
        {field('instagramUrl', 'Instagram', { type: 'url', inputMode: 'url' })}
        {field('linkedinUrl', 'LinkedIn', { type: 'url', inputMode: 'url' })}
      </Section>
      <Section
        title="Confirmation hold"
        intro="How long an unconfirmed cash-on-delivery order keeps its stock. At half the time the shopper is reminded and the order joins the call list; at the end it is cancelled and its stock goes back."
      >
        {field('confirmationHoldHours', 'Hold, in hours', {
          inputMode: 'tel',
          hint: `From ${CONFIRMATION_HOLD_HOURS.min} to ${CONFIRMATION_HOLD_HOURS.max} hours; 24 is a day.`,
        })}
      </Section>
      <Section
        title="Courier reminder"
        intro="How long after its confirmation an order may wait for a courier before the owner and staff are alerted."
      >
        {field('handoverAlertHours', 'Alert after, in hours', {
          inputMode: 'tel',
          hint: `From ${HANDOVER_ALERT_HOURS.min} to ${HANDOVER_ALERT_HOURS.max} hours.`,
        })}
      </Section>
      <Section
        title="Courier payments"
        intro="How many days after delivery a cash-on-delivery parcel the courier has not paid for shows as overdue on the Couriers page."
      >
        {field('codOverdueDays', 'Overdue after, in days', {
          inputMode: 'tel',
          hint: `From ${COD_OVERDUE_DAYS.min} to ${COD_OVERDUE_DAYS.max} days.`,
        })}
      </Section>
      <fieldset className="rounded-3xl border border-sand bg-white p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-bold text-walnut-950">Payment-issue banner</legend>
        <label className="flex min-h-12 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="paymentIssueBanner"
            checked={form.paymentIssueBanner}
            onChange={(event) => setForm((current) => ({ ...current, paymentIssueBanner: event.target.checked }))}
            className="mt-1 size-5 accent-walnut-900"
          />
          <span className="text-walnut-800">
            Show the red banner on every page: the wallet payment method has issues, order on WhatsApp instead.
          </span>
        </label>
      </fieldset>
      {/* A refused field has its message beside it; this line is for everything else (offline, a server error). */}
      {error && Object.keys(fieldErrors).length === 0 && <FormMessage tone="error">{error}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <SubmitButton pending={saving} className="sm:w-auto">
        Save settings
      </SubmitButton>
    </form>
  );
}
