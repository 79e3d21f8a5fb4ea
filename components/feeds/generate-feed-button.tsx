'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { feedEndpoints } from '@/lib/feeds/contract';
import { FEED_FAILED } from '@/lib/feeds/messages';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "Generate feed": one run per click (the button is disabled while a run is under way, so a double
 * tap sends one request), then the page re-renders with the new run at the top.
 */
export function GenerateFeedButton() {
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const generation = useMutation({
    mutationFn: () => callEndpoint(feedEndpoints.generate, { body: {} }).then((answer) => answer.run),
    onSuccess: () => router.refresh(),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const pending = generation.isPending;
  const run = generation.data;
  const generate = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    generation.mutate();
  };

  return (
    <div className="space-y-4">
      <Button size="lg" onClick={generate} disabled={!hydrated || pending} aria-busy={pending || undefined} className="w-full sm:w-auto">
        {pending ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-snow/40 border-t-snow" />
            Generating…
          </>
        ) : (
          'Generate feed'
        )}
      </Button>
      <div aria-live="polite">
        {pending && <p className="text-sm text-walnut-600">Reading the catalogue and writing both files. This takes a few seconds.</p>}
        {generation.isError && <FormMessage tone="error">{errorMessage(generation.error, FEED_FAILED)}</FormMessage>}
        {generation.isSuccess && run && (
          <FormMessage tone="success">
            Feed generated: {plural(run.itemCount, 'item')} from {plural(run.productCount, 'product')},{' '}
            {plural(run.warnings.length, 'warning')}. Google and Meta pick it up at their next scheduled fetch.
          </FormMessage>
        )}
      </div>
    </div>
  );
}
