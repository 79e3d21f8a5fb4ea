'use client';

import { useState, type FormEvent } from 'react';
import { postJson } from '@/lib/auth/api-client';
import { profileSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { ApiFailure } from '@/lib/auth/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import type { City, Profile } from '@/lib/profile/types';
import { AddressFields } from './address-fields';
import { focusFirstInvalid, FormMessage, INPUT_CLASS, READ_ONLY_CLASS, SubmitButton, TextField } from './form-fields';
import { useCities } from './use-cities';

type Values = { fullName: string; phone: string; address: string; postalCode: string };
type SaveResult = { ok: true; message: string; profile: Profile | null } | ApiFailure;

function valuesOf(profile: Profile | null): Values {
  return {
    fullName: profile?.fullName ?? '',
    phone: profile?.phone ? formatPakistaniMobile(profile.phone) : '',
    address: profile?.address ?? '',
    postalCode: profile?.postalCode ?? '',
  };
}

/** Settings → Profile: the sign-up details, prefilled, validated the same way, city from the list. */
export function ProfileForm({ email, profile, cities: initialCities }: { email: string; profile: Profile | null; cities: City[] | null }) {
  const cities = useCities(initialCities ?? undefined);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const initialCity = (initialCities ?? []).find((city) => city.id === profile?.cityId) ?? null;
  const [city, setCity] = useState<City | null>(initialCity);
  const [cityQuery, setCityQuery] = useState(initialCity?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const edit = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setMessage(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setMessage(null);
    const input = { ...values, cityId: city?.id ?? (cityQuery.trim() || null) };
    const checked = validate(profileSchema, input);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    setPending(true);
    const result = await postJson<SaveResult>('/api/profile', { ...input, cityId: checked.data.cityId }, 'PUT');
    setPending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setMessage({ tone: 'error', text: result.message });
      return;
    }
    if (result.profile) setValues(valuesOf(result.profile));
    setMessage({ tone: 'success', text: result.message });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <label htmlFor="settings-email" className="mb-1.5 block text-sm font-semibold text-walnut-800">
          Email
        </label>
        <input id="settings-email" value={email} readOnly aria-readonly="true" className={`${INPUT_CLASS} ${READ_ONLY_CLASS}`} />
      </div>
      <TextField label="Full name" name="fullName" autoComplete="name" value={values.fullName} onValueChange={edit('fullName')} error={errors.fullName} />
      <AddressFields
        values={values}
        errors={errors}
        onEdit={edit}
        phoneHint="Your mobile, e.g. 0355-1234567 or +92 300 1234567."
        cities={cities}
        city={{
          query: cityQuery,
          selected: city,
          onQueryChange: (query) => {
            setCityQuery(query);
            setMessage(null);
          },
          onSelect: (next) => {
            setCity(next);
            setErrors((current) => ({ ...current, cityId: undefined }));
          },
        }}
        countryId="settings-country"
        gapClass="gap-5"
      />
      <SubmitButton pending={pending} className="sm:w-auto">
        Save Changes
      </SubmitButton>
    </form>
  );
}
