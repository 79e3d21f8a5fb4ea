'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { cancelOrder } from '@/lib/orders/api';
import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import { errorMessage } from '@/lib/api/client';

/** "Cancel order" for the owner's pending order: asks once, then cancels (stock goes back) and reloads the page. */
export function CancelOrderButton({ orderNumber }: { orderNumber: string }) {
  const router = useLocalizedRouter();
  const [confirming, setConfirming] = useState(false);
  const cancellation = useMutation({
    mutationFn: () => cancelOrder(orderNumber),
    onSuccess: () => {
      setConfirming(false);
      router.refresh();
    },
  });
  const pending = cancellation.isPending;
  const error = cancellation.isError ? errorMessage(cancellation.error, CHECKOUT_FAILED) : null;
  const cancel = () => cancellation.mutate();

  return (
    <div className="mt-6 space-y-3">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {confirming ? (
        <div role="group" aria-label="Confirm cancellation" className="flex flex-wrap items-center gap-3">
          <span className="text-walnut-800">Cancel this order?</span>
          <Button variant="danger" size="sm" onClick={cancel} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Cancelling…' : 'Yes, cancel it'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
            Keep the order
          </Button>
        </div>
      ) : (
        <Button variant="danger-outline" size="sm" onClick={() => setConfirming(true)}>
          Cancel order
        </Button>
      )}
    </div>
  );
}
