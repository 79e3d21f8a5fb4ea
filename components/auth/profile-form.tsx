'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormMessage, INPUT_CLASS, READ_ONLY_CLASS, SubmitButton, TextField } from '@/components/ui/form-fields';
import { submittedForm, useFormFields } from '@/components/ui/use-form-fields';
import { profileSchema, validate } from '@/lib/auth/schemas';
import { callEndpoint } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { profileEndpoints } from '@/lib/profile/contract';
import type { City, Profile } from '@/lib/profile/types';
import { AddressFields } from './address-fields';
import { useAuthMessage } from './use-auth-message';
import { useCities } from './use-cities';

type Values = { fullName: string; phone: string; address: string; postalCode: string };

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
  const { message, clearMessage, succeeded, failed } = useAuthMessage();
  const { values, setValues, errors, setErrors, clearError, edit, bind, accept } = useFormFields(() => valuesOf(profile), {
    onEdit: clearMessage,
  });
  const initialCity = (initialCities ?? []).find((city) => city.id === profile?.cityId) ?? null;
  const [city, setCity] = useState<City | null>(initialCity);
  const [cityQuery, setCityQuery] = useState(initialCity?.name ?? '');
  const save = useMutation({
    mutationFn: (input: BodyOf<typeof profileEndpoints.save>) => callEndpoint(profileEndpoints.save, { body: input }),
  });
  const pending = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submittedForm(event, pending);
    if (!form) return;
    clearMessage();
    const input = { ...values, cityId: city?.id ?? (cityQuery.trim() || null) };
    const checked = validate(profileSchema, input);
    if (!accept(checked, form)) return;
    save.mutate(
      { ...input, cityId: checked.data.cityId },
      {
        onSuccess: (result) => {
          if (result.profile) setValues(valuesOf(result.profile));
          succeeded(result.message);
        },
        onError: (error) => setErrors(failed(error)),
      },
    );
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
      <TextField label="Full name" {...bind('fullName')} autoComplete="name" />
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
            clearMessage();
          },
          onSelect: (next) => {
            setCity(next);
            clearError('cityId');
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
