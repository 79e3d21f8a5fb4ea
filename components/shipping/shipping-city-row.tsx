'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-fields';
import { SHIPPING_ZONES, type ShippingCityInput, type ShippingZone } from '@/lib/shipping/schema';
import { ZONE_LABELS, type AdminCity } from '@/lib/shipping/types';
import { useShippingCitySave } from './use-shipping-writes';

/** One city: its zone and flags, saved with its own button. */
export function ShippingCityRow({ city }: { city: AdminCity }) {
  const [form, setForm] = useState<ShippingCityInput>({
    zone: city.zone,
    isRemote: city.isRemote,
    codAvailable: city.codAvailable,
    isActive: city.isActive,
  });
  const save = useShippingCitySave();
  const flag = (key: 'isRemote' | 'codAvailable' | 'isActive', label: string) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-walnut-900">
      <input
        type="checkbox"
        checked={form[key]}
        onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.checked }))}
        className="size-5 accent-walnut-900"
      />
      {label}
    </label>
  );
  return (
    <li>
      <form
        aria-label={`${city.name}, ${city.province}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.run({ id: city.id, input: form });
        }}
        className="rounded-2xl border border-sand bg-white p-4"
      >
        <p className="font-semibold text-walnut-950">
          {city.name} <span className="font-normal text-walnut-600">· {[city.district, city.province].filter(Boolean).join(', ')}</span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1">
          <label className="text-sm font-semibold text-walnut-800">
            Zone{' '}
            <select
              value={form.zone}
              onChange={(event) => setForm((current) => ({ ...current, zone: event.target.value as ShippingZone }))}
              className={`${INPUT_CLASS} mt-1 border-sand bg-white py-2`}
            >
              {SHIPPING_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {ZONE_LABELS[zone]}
                </option>
              ))}
            </select>
          </label>
          {flag('isRemote', 'Remote area')}
          {flag('codAvailable', 'Cash on delivery')}
          {flag('isActive', 'Listed for shoppers')}
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={save.pending}
            aria-busy={save.pending || undefined}
            aria-label={`Save ${city.name}`}
          >
            Save
          </Button>
        </div>
        <p aria-live="polite" className="text-sm">
          {save.notice && <span className="text-emerald-800">{save.notice}</span>}
          {save.error && (
            <span role="alert" className="text-red-700">
              {save.error}
            </span>
          )}
        </p>
      </form>
    </li>
  );
}
