'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, INPUT_CLASS } from '@/components/ui/form-fields';
import { shippingPreviewSchema, type ShippingPreviewQuery } from '@/lib/shipping/schema';
import { ZONE_LABELS, type PreviewQuote } from '@/lib/shipping/types';
import { formatRupees } from '@/lib/format/rupees';
import { formatGrams } from '@/lib/format/weight';
import { useShippingPreview } from './use-shipping-writes';

const FIELD = `${INPUT_CLASS} mt-1 border-sand bg-white py-2.5`;
const LABEL = 'block text-sm font-semibold text-walnut-800';

/** Why a method charges what it does, in the owner's words. */
function reasons(quote: PreviewQuote, subtotal: number): string[] {
  if (!quote.available) return [quote.message ?? 'Not available.'];
  const why = [
    quote.freeShippingMinSubtotal !== null && subtotal >= quote.freeShippingMinSubtotal
      ? `Free shipping from ${formatRupees(quote.freeShippingMinSubtotal)}`
      : `Weight fee ${formatRupees(quote.baseFee ?? 0)}`,
  ];
  if (quote.feeFrom === 'courier_tariff') why.push(`courier tariff, charged as ${formatGrams(quote.chargeableWeightGrams ?? 0)}`);
  if (quote.remoteAreaSurcharge) why.push(`remote-area surcharge ${formatRupees(quote.remoteAreaSurcharge)}`);
  why.push(quote.codAvailable ? 'cash on delivery possible' : 'no cash on delivery');
  return why;
}

/** Pick a city, a weight and a subtotal: each active method's fee as checkout would charge it now. */
export function ShippingQuotePreview({ cities }: { cities: { id: number; name: string; province: string }[] }) {
  const [form, setForm] = useState({ cityId: '', weightGrams: '1000', volumeCm3: '', subtotal: '' });
  const [question, setQuestion] = useState<ShippingPreviewQuery | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const preview = useShippingPreview(question);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingPreviewSchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    setQuestion(parsed.data);
    if (question && JSON.stringify(question) === JSON.stringify(parsed.data)) void preview.refetch();
  }

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <section aria-labelledby="preview-heading" className="rounded-3xl border border-sand bg-white p-5">
      <h2 id="preview-heading" className="font-display text-2xl font-bold text-walnut-950">
        Quote preview
      </h2>
      <form noValidate onSubmit={submit} aria-label="Quote preview" className="mt-4 grid gap-3 sm:grid-cols-5">
        <label className={`${LABEL} sm:col-span-2`}>
          City
          <select value={form.cityId} onChange={(event) => set('cityId')(event.target.value)} className={FIELD}>
            <option value="">Choose a city</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name} ({city.province})
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          Weight (g)
          <input
            inputMode="numeric"
            value={form.weightGrams}
            onChange={(event) => set('weightGrams')(event.target.value)}
            className={FIELD}
          />
        </label>
        <label className={LABEL}>
          Size (cm³)
          <input
            inputMode="numeric"
            value={form.volumeCm3}
            placeholder="0"
            onChange={(event) => set('volumeCm3')(event.target.value)}
            className={FIELD}
          />
        </label>
        <label className={LABEL}>
          Subtotal (Rs.)
          <input
            inputMode="numeric"
            value={form.subtotal}
            placeholder="0"
            onChange={(event) => set('subtotal')(event.target.value)}
            className={FIELD}
          />
        </label>
        <div className="sm:col-span-5">
          <Button type="submit" size="sm" disabled={preview.isFetching} aria-busy={preview.isFetching || undefined}>
            Show fees
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4 space-y-3">
        {invalid && <FormMessage tone="error">{invalid}</FormMessage>}
        {!invalid && preview.error && <FormMessage tone="error">{preview.error}</FormMessage>}
        {!invalid && preview.data && (
          <div>
            <p className="text-walnut-800">
              {preview.data.city.name}: {ZONE_LABELS[preview.data.city.zone]}
              {preview.data.city.isRemote ? ', remote area' : ''}
              {preview.data.city.codAvailable ? '' : ', no cash on delivery'}.
            </p>
            <ul aria-label="Fees by shipping method" className="mt-2 divide-y divide-sand">
              {preview.data.methods.map((quote) => (
                <li key={quote.method} className="py-2">
                  <p className="flex flex-wrap justify-between gap-2 font-semibold text-walnut-950">
                    <span>{quote.name}</span>
                    <span>{quote.fee === null ? 'Not available' : formatRupees(quote.fee)}</span>
                  </p>
                  <p className="text-sm text-walnut-600">{reasons(quote, preview.data!.subtotal).join('; ')}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
