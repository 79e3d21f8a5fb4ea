'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormMessage, LinkButton, PasswordField, SubmitButton, TextField } from '@/components/ui/form-fields';
import { submittedForm, useFormFields } from '@/components/ui/use-form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { COUNTRY, signupSchema, validate } from '@/lib/auth/schemas';
import type { SignedUp } from '@/lib/auth/types';
import { callEndpoint } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import type { City } from '@/lib/profile/types';
import { AddressFields } from './address-fields';
import type { AuthMode } from './sign-in-dialog';
import { useAuthMessage } from './use-auth-message';
import { useCities } from './use-cities';

const EMPTY = { email: '', password: '', fullName: '', phone: '', address: '', postalCode: '' };

/**
 * Create an account (spec §3 "Signup form", §5): email, password, full name, phone, address,
 * postal code, a city picked from the list, and the country, fixed to Pakistan.
 */
export function SignupForm({ onSwitch, onSignedUp }: { onSwitch: (mode: AuthMode) => void; onSignedUp: (result: SignedUp) => void }) {
  const cities = useCities();
  const { values, setValues, errors, setErrors, clearError, edit, bind, accept } = useFormFields(EMPTY);
  const [cityQuery, setCityQuery] = useState('');
  const [city, setCity] = useState<City | null>(null);
  const { message, clearMessage, failed } = useAuthMessage();
  const signUp = useMutation({
    mutationFn: (input: BodyOf<typeof authEndpoints.signUp>) => callEndpoint(authEndpoints.signUp, { body: input }),
  });
  const pending = signUp.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submittedForm(event, pending);
    if (!form) return;
    clearMessage();
    // Text typed into the city search but not picked from the list is not a city.
    const input = { ...values, cityId: city?.id ?? (cityQuery.trim() || null), country: COUNTRY };
    const checked = validate(signupSchema, input);
    if (!accept(checked, form)) return;
    signUp.mutate(
      { ...input, cityId: checked.data.cityId },
      {
        onSuccess: (result) => {
          setValues(EMPTY);
          setCity(null);
          setCityQuery('');
          setErrors({});
          onSignedUp(result);
        },
        onError: (error) => setErrors(failed(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField label="Full name" {...bind('fullName')} autoComplete="name" autoFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" {...bind('email')} type="email" inputMode="email" autoComplete="email" />
        <PasswordField label="Password" {...bind('password')} autoComplete="new-password" hint="At least 6 characters." />
      </div>
      <AddressFields
        values={values}
        errors={errors}
        onEdit={edit}
        phoneHint="Your mobile, e.g. 0355-1234567 or +92 300 1234567. The courier calls it on delivery."
        withExamples
        cities={cities}
        city={{
          query: cityQuery,
          selected: city,
          onQueryChange: setCityQuery,
          onSelect: (next) => {
            setCity(next);
            clearError('cityId');
          },
        }}
        countryId="signup-country"
        countryName="country"
        gapClass="gap-4"
      />
      <SubmitButton pending={pending}>Create Account</SubmitButton>
      <p className="text-center text-sm text-walnut-600">
        Already have an account? <LinkButton onClick={() => onSwitch('login')}>Sign in</LinkButton>
      </p>
    </form>
  );
}
