'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { useSingleFlight } from '@/components/query/use-single-flight';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { courierEndpoints } from '@/lib/couriers/contract';

/** "Ask the couriers now": the tracking job runs at once (it also runs every two hours), then the page shows what it found. */
export function SyncNowButton() {
  const router = useLocalizedRouter();
  const flight = useSingleFlight();
  const sync = useMutation({
    mutationFn: () => callEndpoint(courierEndpoints.syncNow, { body: {} }),
    onSuccess: () => router.refresh(),
    onSettled: flight.end,
  });
  return (
    <div className="space-y-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={sync.isPending}
        aria-busy={sync.isPending || undefined}
        onClick={() => {
          if (flight.start()) sync.mutate();
        }}
      >
        {sync.isPending ? 'Asking the couriers…' : 'Ask the couriers now'}
      </Button>
      <div aria-live="polite">
        {sync.isSuccess && <FormMessage tone="success">{sync.data.message}</FormMessage>}
        {sync.isError && <FormMessage tone="error">{errorMessage(sync.error, ADMIN_ACTION_FAILED)}</FormMessage>}
      </div>
    </div>
  );
}
