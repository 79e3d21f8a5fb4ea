'use client';

import { useEffect, useRef } from 'react';
import { INPUT_CLASS, READ_ONLY_CLASS, TextField } from '@/components/ui/form-fields';
import type { FieldErrors } from '@/lib/auth/schemas';
import { COUNTRY } from '@/lib/auth/schemas';
import { CityCombobox, type CityComboboxProps } from './city-combobox';
import type { useCities } from './use-cities';

type AddressField = 'phone' | 'address' | 'postalCode';

const EXAMPLES: Record<AddressField, string> = {
  phone: '0355-1234567',
  address: 'House, street, area and a landmark',
  postalCode: '15100',
};

/** Checkout's "My town is not listed": the shopper's own town, and the listed city nearest to it. */
export interface UnlistedTown {
  /** The typed town; null while the city field holds the place itself. */
  town: string | null;
  error?: string;
  onTownChange: (town: string) => void;
  /** "My town is not listed" was chosen, with the text typed into the city field. */
  onNotListed: (query: string) => void;
  onListed: () => void;
}

/**
 * The delivery part of sign-up, settings and checkout: phone, address, city (from the list), postal
 * code and the fixed country. Each form keeps its own state; `city` wires the combobox to it. Where
 * an order is placed, `unlisted` adds "My town is not listed": a town field, and the city becomes
 * the nearest listed one, which decides the shipping zone, the remote surcharge and cash on delivery.
 */
export function AddressFields({
  values,
  errors,
  onEdit,
  phoneHint,
  withExamples = false,
  cities,
  city,
  unlisted,
  countryId,
  countryName,
  gapClass,
}: {
  values: Record<AddressField, string>;
  errors: FieldErrors;
  onEdit: (field: AddressField) => (value: string) => void;
  phoneHint: string;
  /** Example values as placeholders (the sign-up form, where every field starts empty). */
  withExamples?: boolean;
  cities: ReturnType<typeof useCities>;
  city: Pick<CityComboboxProps, 'query' | 'selected' | 'onQueryChange' | 'onSelect'>;
  unlisted?: UnlistedTown;
  countryId: string;
  countryName?: string;
  /** The grid's gap, matching the form's spacing. */
  gapClass: 'gap-4' | 'gap-5';
}) {
  const bind = (field: AddressField) => ({
    name: field,
    placeholder: withExamples ? EXAMPLES[field] : undefined,
    value: values[field],
    onValueChange: onEdit(field),
    error: errors[field],
  });
  const townRef = useRef<HTMLInputElement>(null);
  const focusTown = useRef(false);
  const ownTown = unlisted && unlisted.town !== null ? unlisted : null;
  useEffect(() => {
    if (!focusTown.current || !townRef.current) return;
    focusTown.current = false;
    townRef.current.focus();
  });
  const notListed = unlisted
    ? (query: string) => {
        focusTown.current = true;
        unlisted.onNotListed(query);
      }
    : undefined;
  return (
    <>
      <TextField label="Phone number" {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" hint={phoneHint} />
      <TextField label="Address" {...bind('address')} autoComplete="street-address" />
      {ownTown && (
        <TextField
          ref={townRef}
          label="Your town or village"
          name="town"
          autoComplete="address-level2"
          value={ownTown.town ?? ''}
          onValueChange={ownTown.onTownChange}
          error={ownTown.error}
          hint="As the courier should write it on the parcel."
        />
      )}
      <div className={`grid ${gapClass} sm:grid-cols-2`}>
        <CityCombobox
          cities={cities.cities}
          status={cities.status}
          onRetry={cities.retry}
          {...city}
          error={errors.cityId}
          {...(ownTown
            ? { label: 'Nearest listed city', hint: 'It decides the shipping fee and whether cash on delivery is possible.' }
            : { onNotListed: notListed })}
        />
        <TextField label="Postal code" {...bind('postalCode')} inputMode="numeric" autoComplete="postal-code" />
      </div>
      {ownTown && (
        <button type="button" onClick={ownTown.onListed} className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
          My town is in the list after all
        </button>
      )}
      <CountryField id={countryId} name={countryName} />
    </>
  );
}

/** The country, fixed to Pakistan (the shop delivers only there): shown, never editable. */
function CountryField({ id, name }: { id: string; name?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-walnut-800">
        Country
      </label>
      <input id={id} name={name} value={COUNTRY} readOnly aria-readonly="true" className={`${INPUT_CLASS} ${READ_ONLY_CLASS}`} />
    </div>
  );
}
