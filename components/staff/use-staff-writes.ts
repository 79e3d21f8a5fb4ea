'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { useConsoleWrite } from '@/components/query/use-console-write';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { staffEndpoints } from '@/lib/staff/contract';
import type { InviteStaffInput } from '@/lib/staff/schema';

const invite: MutationFunction<OutputOf<typeof staffEndpoints.invite>, InviteStaffInput> = (body) =>
  callEndpoint(staffEndpoints.invite, { body });
const remove: MutationFunction<OutputOf<typeof staffEndpoints.remove>, string> = (userId) =>
  callEndpoint(staffEndpoints.remove, { params: { userId } });

/** Inviting someone to the staff; the page is rendered again after a success, so the list shows them. */
export function useStaffInvite(onSaved: () => void) {
  return useConsoleWrite(invite, onSaved, 'after-success');
}

/** Taking someone off the staff. */
export function useStaffRemove() {
  return useConsoleWrite(remove);
}
