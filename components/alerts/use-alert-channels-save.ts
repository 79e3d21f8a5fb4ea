'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { staffAlertEndpoints } from '@/lib/alerts/contract';
import type { AlertChannels } from '@/lib/alerts/schema';
import { useConsoleWrite } from '@/components/query/use-console-write';

export interface AlertChannelsForm {
  push: boolean;
  mail: boolean;
  whatsappNumber: string;
}

const save: MutationFunction<OutputOf<typeof staffAlertEndpoints.saveChannels>, AlertChannelsForm> = (form) =>
  callEndpoint(staffAlertEndpoints.saveChannels, { body: form });

/** Saving the signed-in admin's alert channels (useConsoleWrite): one save at a time, the route's message per field on a refusal. */
export function useAlertChannelsSave(onSaved: (channels: AlertChannels) => void) {
  const write = useConsoleWrite(save, (answer) => onSaved(answer.channels), 'never');
  return { save: write.run, saving: write.pending, notice: write.notice, error: write.error, fieldErrors: write.fieldErrors };
}
