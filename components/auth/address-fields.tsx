'use client';

import { INPUT_CLASS, READ_ONLY_CLASS, TextField } from '@/components/ui/form-fields';
import type { FieldErrors } from '@/lib/auth/schemas';
import { COUNTRY } from '@/lib/auth/schemas';
import { CityCombobox, type CityComboboxProps } from './city-combobox';
import type { useCities } from './use-cities';

type AddressField = 'phone' | 'address' | 'postalCode';

const EXAMPLES: Record<AddressField, string> = { phone: '0355-1234567', address: 'House, street, area and a landmark', postalCode: '15100' };

/**
 * The delivery part of sign-up, settings and checkout: phone, address, city (from the list), postal
 * code and the fixed country. Each form keeps its own state; `city` wires the combobox to it.
 */
export function AddressFields({ values, errors, onEdit, phoneHint, withExamples = false, cities, city, countryId, countryName, gapClass }: {
  values: Record<AddressField, string>;
  errors: FieldErrors;
  onEdit: (field: AddressField) => (value: string) => void;
  phoneHint: string;
  /** Example values as placeholders (the sign-up form, where every field starts empty). */
  withExamples?: boolean;
  cities: ReturnType<typeof useCities>;
  city: Pick<CityComboboxProps, 'query' | 'selected' | 'onQueryChange' | 'onSelect'>;
  countryId: string;
  countryName?: string;
  /** The grid's gap, matching the form's spacing. */
  gapClass: 'gap-4' | 'gap-5';
}) {
  const example = (field: AddressField) => (withExamples ? EXAMPLES[field] : undefined);
  return (
    <>
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={example('phone')}
        value={values.phone}
        onValueChange={onEdit('phone')}
        error={errors.phone}
        hint={phoneHint}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        placeholder={example('address')}
        value={values.address}
        onValueChange={onEdit('address')}
        error={errors.address}
      />
      <div className={`grid ${gapClass} sm:grid-cols-2`}>
        <CityCombobox cities={cities.cities} status={cities.status} onRetry={cities.retry} {...city} error={errors.cityId} />
        <TextField
          label="Postal code"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={example('postalCode')}
          value={values.postalCode}
          onValueChange={onEdit('postalCode')}
          error={errors.postalCode}
        />
      </div>
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
