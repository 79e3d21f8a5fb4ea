'use client';

import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField, focusFirstInvalid } from '@/components/ui/form-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { COUPON_DESCRIPTION_MAX, couponEditSchema, newCouponSchema } from '@/lib/coupons/schema';
import type { AdminCoupon } from '@/lib/coupons/types';
import { isoToPakistanLocal } from '@/lib/format/date';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { useCouponSave } from './use-coupon-writes';

type Form = Record<
  | 'code'
  | 'description'
  | 'discountPercentage'
  | 'discountAmount'
  | 'maxDiscountAmount'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit',
  string
> & {
  type: 'percentage' | 'fixed';
  isActive: boolean;
};

const text = (value: number | null) => (value === null ? '' : String(value));

function toForm(coupon: AdminCoupon | null): Form {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    type: coupon?.type ?? 'percentage',
    discountPercentage: text(coupon?.discountPercentage ?? null),
    discountAmount: text(coupon?.discountAmount ?? null),
    maxDiscountAmount: text(coupon?.maxDiscountAmount ?? null),
    minSubtotal: text(coupon?.minSubtotal ?? 0),
    startsAt: coupon?.startsAt ? isoToPakistanLocal(coupon.startsAt) : '',
    endsAt: coupon?.endsAt ? isoToPakistanLocal(coupon.endsAt) : '',
    usageLimit: text(coupon?.usageLimit ?? null),
    perCustomerLimit: text(coupon?.perCustomerLimit ?? null),
    isActive: coupon?.isActive ?? true,
  };
}

/** An empty box is "none"; anything else is sent as a number (the schema words what is wrong with it). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function toInput(form: Form) {
  const percentage = form.type === 'percentage';
  return {
    description: form.description,
    type: form.type,
    discountPercentage: percentage ? numberOrNull(form.discountPercentage) : null,
    discountAmount: percentage ? null : numberOrNull(form.discountAmount),
    maxDiscountAmount: numberOrNull(form.maxDiscountAmount),
    minSubtotal: numberOrNull(form.minSubtotal) ?? 0,
    startsAt: form.startsAt || null,
    endsAt: form.endsAt || null,
    usageLimit: numberOrNull(form.usageLimit),
    perCustomerLimit: numberOrNull(form.perCustomerLimit),
    isActive: form.isActive,
  };
}

/** Creates a coupon (coupon null) or edits one; the code of an existing coupon is fixed. */
/**
 * A guest is known only by the phone number they type, so a guest with another number is another
 * customer: the owner is told so where the limit is set.
 */
export const PER_CUSTOMER_HINT =
  'Counted per account and per phone number: a guest who checks out with another phone number counts as a new customer. Empty: no limit.';

export function AdminCouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: (notice: string | null) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useCouponSave((message) => onDone(message));
  const {
    values: form,
    setValues: setForm,
    setErrors,
    bind,
  } = useFormFields<Form>(() => toForm(coupon), { shownErrors: save.fieldErrors });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(form);
    const parsed = coupon ? couponEditSchema.safeParse(input) : newCouponSchema.safeParse({ ...input, code: form.code });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    save.run({ code: coupon?.code ?? null, input: parsed.data });
  }

  const title = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:grid-cols-2"
    >
      <h2 className="font-display text-xl font-bold text-walnut-950 sm:col-span-2">{title}</h2>
      {!coupon && (
        <TextField
          label="Code"
          {...bind('code')}
          hint="3 to 30 letters, digits, - or _; shoppers may type it in any case."
          autoCapitalize="characters"
          maxLength={30}
        />
      )}
      <TextField label="Description" {...bind('description')} maxLength={COUPON_DESCRIPTION_MAX} />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-semibold text-walnut-800">Discount</legend>
        <div className="flex flex-wrap gap-4">
          {(['percentage', 'fixed'] as const).map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2 text-walnut-900">
              <input
                type="radio"
                name="type"
                value={type}
                checked={form.type === type}
                onChange={() => setForm((current) => ({ ...current, type }))}
                className="size-5 accent-walnut-900"
              />
              {type === 'percentage' ? 'Percentage of the subtotal' : 'Fixed amount'}
            </label>
          ))}
        </div>
      </fieldset>
      {form.type === 'percentage' ? (
        <TextField label="Percentage off" {...bind('discountPercentage')} inputMode="decimal" hint="More than 0, at most 100." />
      ) : (
        <TextField label="Amount off (Rs.)" {...bind('discountAmount')} inputMode="numeric" />
      )}
      <TextField
        label="Largest discount (Rs.)"
        {...bind('maxDiscountAmount')}
        inputMode="numeric"
        hint="Empty: no cap. The discount never exceeds the subtotal."
      />
      <TextField label="Minimum subtotal (Rs.)" {...bind('minSubtotal')} inputMode="numeric" />
      <TextField label="Starts (Pakistan time)" {...bind('startsAt')} type="datetime-local" hint="Empty: from now." />
      <TextField label="Ends (Pakistan time)" {...bind('endsAt')} type="datetime-local" hint="Empty: never." />
      <TextField label="Total uses allowed" {...bind('usageLimit')} inputMode="numeric" hint="Empty: no limit." />
      <TextField label="Uses per customer" {...bind('perCustomerLimit')} inputMode="numeric" hint={PER_CUSTOMER_HINT} />
      <label className="inline-flex min-h-11 items-center gap-2 text-walnut-900 sm:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          checked={form.isActive}
          onChange={(event) => setForm((current) => ({ ...current, isActive: event.target.checked }))}
          className="size-5 accent-walnut-900"
        />
        Active (shoppers can use it)
      </label>
      <div aria-live="polite" className="sm:col-span-2">
        {save.error && <FormMessage tone="error">{save.error}</FormMessage>}
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
