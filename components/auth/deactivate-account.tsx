'use client';

import { useState } from 'react';
import { postJson } from '@/lib/auth/api-client';
import type { MessageResult } from '@/lib/auth/types';
import { useAuth } from './auth-provider';
import { FormMessage } from './form-fields';

/**
 * Settings → Deactivate account, with a confirmation step. The server bans the account and ends
 * every session; the browser then signs out as usual (storage cleared, back to /).
 */
export function DeactivateAccount() {
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const deactivate = async () => {
    setPending(true);
    setError(null);
    const result = await postJson<MessageResult>('/api/auth/deactivate', {});
    if (!result.ok) {
      setPending(false);
      setError(result.message);
      return;
    }
    await signOut({ serverDone: true });
  };

  return (
    <div className="space-y-5">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {!confirming ? (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex items-center justify-center rounded-full border border-red-300 px-6 py-3 font-semibold text-red-800 transition-colors hover:border-red-500 hover:bg-red-50"
        >
          Deactivate Account
        </button>
      ) : (
        <div role="group" aria-labelledby="deactivate-confirm" className="rounded-2xl border border-red-200 bg-red-50/70 p-5">
          <p id="deactivate-confirm" className="font-semibold text-red-900">
            Deactivate your account?
          </p>
          <p className="mt-1.5 text-sm leading-relaxed text-red-900/80">
            You will be signed out on every device and will not be able to sign in again with this email. Orders you
            have placed stay with the shop.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => void deactivate()}
              disabled={pending}
              className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-wait disabled:bg-red-600"
            >
              {pending ? 'Processing...' : 'Yes, Deactivate My Account'}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={pending}
              className="inline-flex items-center justify-center rounded-full border border-walnut-300 bg-white px-6 py-3 font-semibold text-walnut-800 transition-colors hover:border-walnut-500"
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
