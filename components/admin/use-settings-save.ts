'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_ACTION_FAILED } from '@/lib/admin/messages';
import { saveAdminSettings } from '@/lib/admin/settings-api';
import { errorMessage, fieldErrorsOf } from '@/lib/http/api-client';
import type { ShopSettingsForm } from '@/lib/settings/schema';
import type { ShopSettings } from '@/lib/settings/types';
import { useSingleFlight } from './use-single-flight';

/** Saving the shop settings: one save at a time (a second tap is ignored), the route's message per field on a refusal. */
export function useSettingsSave(onSaved: (settings: ShopSettings) => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (answer) => {
      setNotice(answer.message);
      onSaved(answer.settings);
    },
    onSettled: () => flight.end(),
  });
  return {
    save: (form: ShopSettingsForm) => {
      if (!flight.start()) return;
      setNotice(null);
      mutation.mutate(form);
    },
    saving: mutation.isPending,
    notice,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
    fieldErrors: mutation.isError ? fieldErrorsOf(mutation.error) : {},
  };
}
