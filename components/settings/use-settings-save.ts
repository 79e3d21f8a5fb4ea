'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { settingsEndpoints } from '@/lib/settings/contract';
import type { ShopSettingsForm } from '@/lib/settings/schema';
import type { AdminShopSettings } from '@/lib/settings/types';
import { useConsoleWrite } from '@/components/query/use-console-write';

/** Saving the shop settings (useConsoleWrite): one save at a time, the route's message per field on a refusal. */
const save: MutationFunction<OutputOf<typeof settingsEndpoints.save>, ShopSettingsForm> = (form) =>
  callEndpoint(settingsEndpoints.save, { body: form });

export function useSettingsSave(onSaved: (settings: AdminShopSettings) => void) {
  const write = useConsoleWrite(save, (answer) => onSaved(answer.settings), 'never');
  return { save: write.run, saving: write.pending, notice: write.notice, error: write.error, fieldErrors: write.fieldErrors };
}
