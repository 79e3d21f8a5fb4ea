'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { shippingRatesSchema, type ShippingZone, type WeightBand } from '@/lib/shipping/schema';
import { ZONE_LABELS } from '@/lib/shipping/types';
import { useShippingRatesSave } from './use-shipping-writes';
import { AddBandButton, WeightBandsFields, useWeightBandRows } from './weight-bands-fields';

/** One zone's weight bands of a method: edit, add, remove, then save them all at once. */
export function ShippingRatesEditor({
  methodId,
  methodName,
  zone,
  bands,
}: {
  methodId: string;
  methodName: string;
  zone: ShippingZone;
  bands: WeightBand[];
}) {
  const [error, setError] = useState<string | null>(null);
  const editor = useWeightBandRows(bands, () => setError(null));
  const save = useShippingRatesSave();
  const label = `${methodName}, ${ZONE_LABELS[zone]}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingRatesSchema.safeParse({ zone, bands: editor.bands() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.run({ id: methodId, input: parsed.data });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`${label} rates`} className="rounded-2xl border border-sand p-4">
      <h4 className="font-semibold text-walnut-900">{ZONE_LABELS[zone]}</h4>
      <WeightBandsFields label={label} editor={editor} none="No bands: this method does not deliver to this zone." />
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
          aria-label={`Save rates for ${label}`}
        >
          Save rates
        </Button>
      </div>
    </form>
  );
}
