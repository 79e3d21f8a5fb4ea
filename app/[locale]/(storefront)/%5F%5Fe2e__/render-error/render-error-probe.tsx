'use client';

import { useHydrated } from '@/components/ui/use-hydrated';

const RECOVERED_KEY = 'e2e:render-error-recovered';

/**
 * Throws `new Error(message)` while rendering in the browser, until the test marks the cause as gone
 * by setting sessionStorage[RECOVERED_KEY] = '1'; then it renders normally.
 */
export function RenderErrorProbe({ message }: { message: string }) {
  const mounted = useHydrated();
  if (mounted && window.sessionStorage.getItem(RECOVERED_KEY) !== '1') throw new Error(message);
  return <p className="mt-4 text-walnut-700">{mounted ? 'The probe rendered normally.' : 'Starting the probe…'}</p>;
}
