'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormMessage } from '@/components/auth/form-fields';
import { cancelOrder } from '@/lib/checkout/api-client';

/** "Cancel order" for the owner's pending order: asks once, then cancels (stock goes back) and reloads the page. */
export function CancelOrderButton({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setPending(true);
    setError(null);
    const answer = await cancelOrder(orderNumber);
    setPending(false);
    if (!answer.ok) return setError(answer.message);
    setConfirming(false);
    router.refresh();
  };

  return (
    <div className="mt-6 space-y-3">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {confirming ? (
        <div role="group" aria-label="Confirm cancellation" className="flex flex-wrap items-center gap-3">
          <span className="text-walnut-800">Cancel this order?</span>
          <button type="button" onClick={cancel} disabled={pending} className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-snow hover:bg-red-800 disabled:opacity-60">
            {pending ? 'Cancelling…' : 'Yes, cancel it'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="rounded-full border border-sand px-5 py-2.5 font-semibold text-walnut-800 hover:bg-cream">
            Keep the order
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="rounded-full border border-red-300 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50">
          Cancel order
        </button>
      )}
    </div>
  );
}
