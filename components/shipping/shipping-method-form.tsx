'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField, focusFirstInvalid } from '@/components/ui/form-fields';
import { shippingMethodSchema, type FeeSource } from '@/lib/shipping/schema';
import type { AdminShippingMethod } from '@/lib/shipping/types';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { SelectField } from '@/components/ui/choice-fields';
import { useShippingMethodSave } from './use-shipping-writes';

type Text =
  | 'name'
  | 'description'
  | 'estimatedDaysMin'
  | 'estimatedDaysMax'
  | 'extraFeePerKg'
  | 'remoteAreaSurcharge'
  | 'freeShippingMinSubtotal'
  | 'trackingUrlTemplate';
type Flag = 'supportsCod' | 'isActive';

const text = (value: number | string | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** A shipping method's own fields (its weight bands are edited per zone below it). */
export function ShippingMethodForm({ method, courierName }: { method: AdminShippingMethod; courierName: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Record<Text, string> & Record<Flag, boolean>>({
    name: method.name,
    description: method.description,
    estimatedDaysMin: text(method.estimatedDaysMin),
    estimatedDaysMax: text(method.estimatedDaysMax),
    extraFeePerKg: text(method.extraFeePerKg),
    remoteAreaSurcharge: text(method.remoteAreaSurcharge),
    freeShippingMinSubtotal: text(method.freeShippingMinSubtotal),
    trackingUrlTemplate: text(method.trackingUrlTemplate),
    supportsCod: method.supportsCod,
    isActive: method.isActive,
  });
  const [feeFrom, setFeeFrom] = useState<FeeSource>(method.feeFrom);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useShippingMethodSave();
  const shown = { ...save.fieldErrors, ...errors };
  const field = (key: Text, label: string, extra: { hint?: string; numeric?: boolean } = {}) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      inputMode={extra.numeric ? 'numeric' : undefined}
      hint={extra.hint}
      error={shown[key]}
      onValueChange={(value) => {
        setForm((current) => ({ ...current, [key]: value }));
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
    />
  );
  const check = (key: Flag, label: string) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-walnut-900">
      <input
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.checked }))}
        className="size-5 accent-walnut-900"
      />
      {label}
    </label>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingMethodSchema.safeParse({
      name: form.name,
      description: form.description,
      estimatedDaysMin: numberOrNull(form.estimatedDaysMin),
      estimatedDaysMax: numberOrNull(form.estimatedDaysMax),
      extraFeePerKg: numberOrNull(form.extraFeePerKg),
      remoteAreaSurcharge: numberOrNull(form.remoteAreaSurcharge) ?? 0,
      freeShippingMinSubtotal: numberOrNull(form.freeShippingMinSubtotal),
      supportsCod: form.supportsCod,
      trackingUrlTemplate: form.trackingUrlTemplate.trim() || null,
      isActive: form.isActive,
      feeFrom,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    save.run({ id: method.id, input: parsed.data });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={`${method.name} settings`} className="grid gap-4 sm:grid-cols-2">
      {field('name', 'Name')}
      {field('description', 'Description')}
      {field('estimatedDaysMin', 'Fastest delivery (days)', { numeric: true })}
      {field('estimatedDaysMax', 'Slowest delivery (days)', { numeric: true })}
      {field('remoteAreaSurcharge', 'Remote-area surcharge (Rs.)', { numeric: true, hint: 'Added for towns marked remote.' })}
      {field('freeShippingMinSubtotal', 'Free shipping from (Rs.)', { numeric: true, hint: 'Subtotal after discount. Empty: never free.' })}
      {field('extraFeePerKg', 'Fee per extra kg (Rs.)', {
        numeric: true,
        hint: 'Above the heaviest band, per started kg. Empty: heavier parcels are not carried.',
      })}
      {courierName && (
        <SelectField
          label="Fee from"
          value={feeFrom}
          onValueChange={(value) => setFeeFrom(value as FeeSource)}
          options={[
            { value: 'rates', label: 'The weight bands below' },
            { value: 'courier_tariff', label: `${courierName}’s tariff (by chargeable weight)` },
          ]}
        />
      )}
      {field('trackingUrlTemplate', 'Tracking link', { hint: 'https://… with {tracking_number} where the number goes. Empty: none.' })}
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        {check('supportsCod', 'Cash on delivery possible')}
        {check('isActive', 'Offered at checkout')}
      </div>
      <div aria-live="polite" className="space-y-2 sm:col-span-2">
        {save.notice && <FormMessage tone="success">{save.notice}</FormMessage>}
        {save.error && <FormMessage tone="error">{save.error}</FormMessage>}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.pending} aria-busy={save.pending || undefined}>
          Save {method.name}
        </Button>
      </div>
    </form>
  );
}
