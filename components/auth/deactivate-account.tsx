'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { DEACTIVATE_FAILED } from '@/lib/auth/messages';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { useAuth } from './auth-provider';

/**
 * Settings → Deactivate account, with a confirmation step. The server bans the account and ends
 * every session; the browser then signs out as usual (storage cleared, back to /).
 */
export function DeactivateAccount() {
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const deactivation = useMutation({
    mutationFn: () => callEndpoint(authEndpoints.deactivate, {}),
    // Signed out as usual once the server has banned the account; still "processing" until the page leaves.
    onSuccess: () => signOut({ serverDone: true }),
  });
  const pending = deactivation.isPending || deactivation.isSuccess;
  const error = deactivation.isError ? errorMessage(deactivation.error, DEACTIVATE_FAILED) : null;
  const deactivate = () => deactivation.mutate();

  return (
    <div className="space-y-5">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {!confirming ? (
        <Button variant="danger-outline" onClick={() => setConfirming(true)}>
          Deactivate Account
        </Button>
      ) : (
        <div role="group" aria-labelledby="deactivate-confirm" className="rounded-2xl border border-red-200 bg-red-50/70 p-5">
          <p id="deactivate-confirm" className="font-semibold text-red-900">
            Deactivate your account?
          </p>
          <p className="mt-1.5 text-sm leading-relaxed text-red-900/80">
            You will be signed out on every device and will not be able to sign in again with this email. Orders you have placed stay with
            the shop.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="danger" onClick={deactivate} disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Processing...' : 'Yes, Deactivate My Account'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending} className="bg-white">
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
