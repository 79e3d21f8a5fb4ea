'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/form-fields';
import { courierTariffSchema, type ShippingZone } from '@/lib/shipping/schema';
import { ZONE_LABELS, type CourierTariffZone } from '@/lib/shipping/types';
import { useCourierTariffSave } from './use-shipping-writes';
import { AddBandButton, WeightBandsFields, useWeightBandRows } from './weight-bands-fields';

const DEFAULT_DIVISOR = 5000;
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** One zone of a courier's tariff: its bands, the fee per further kg and the volumetric divisor, saved at once. */
export function CourierTariffEditor({
  courier,
  courierName,
  zone,
  tariff,
}: {
  courier: string;
  courierName: string;
  zone: ShippingZone;
  tariff: CourierTariffZone | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const editor = useWeightBandRows(tariff?.bands ?? [], () => setError(null));
  const [extraFeePerKg, setExtraFeePerKg] = useState(tariff?.extraFeePerKg === null || !tariff ? '' : String(tariff.extraFeePerKg));
  const [divisor, setDivisor] = useState(String(tariff?.volumetricDivisor ?? DEFAULT_DIVISOR));
  const save = useCourierTariffSave();
  const label = `${courierName} tariff, ${ZONE_LABELS[zone]}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = courierTariffSchema.safeParse({
      zone,
      bands: editor.bands(),
      extraFeePerKg: numberOrNull(extraFeePerKg),
      volumetricDivisor: numberOrNull(divisor),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.run({ courier, input: parsed.data });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="rounded-2xl border border-sand p-4">
      <h4 className="font-semibold text-walnut-900">{ZONE_LABELS[zone]}</h4>
      <WeightBandsFields label={label} editor={editor} none={`No bands: ${courierName} does not deliver to this zone.`} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <TextField
          label="Per extra kg (Rs.)"
          name="extraFeePerKg"
          value={extraFeePerKg}
          inputMode="numeric"
          hint="Empty: nothing heavier."
          onValueChange={(value) => {
            setExtraFeePerKg(value);
            setError(null);
          }}
        />
        <TextField
          label="Volumetric divisor"
          name="volumetricDivisor"
          value={divisor}
          inputMode="numeric"
          hint="L × W × H cm ÷ this = kg."
          onValueChange={(value) => {
            setDivisor(value);
            setError(null);
          }}
        />
      </div>
      <div aria-live="polite" className="mt-3 space-y-2">
        {(error ?? save.error) && <FormMessage tone="error">{error ?? save.error}</FormMessage>}
        {save.notice && !error && <FormMessage tone="success">{save.notice}</FormMessage>}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <AddBandButton editor={editor} />
        <Button
          type="submit"
          size="sm"
          disabled={save.pending}
          aria-busy={save.pending || undefined}
          aria-label={`Save tariff for ${courierName}, ${ZONE_LABELS[zone]}`}
        >
          Save tariff
        </Button>
      </div>
    </form>
  );
}
