'use client';

import { skipToken, useQuery } from '@tanstack/react-query';
import { newVersionQuery, serviceWorkerQuery } from '@/lib/version/version-watch';

const NEW_VERSION_MESSAGE = 'A new version is available!';

/**
 * Registers the service worker (production builds only) and shows "A new version is available!"
 * with a Refresh button once the published version differs from the worker's (spec §4).
 */
export function VersionNotice({
  enabled = process.env.NODE_ENV === 'production',
  reload = () => window.location.reload(),
}: {
  enabled?: boolean;
  reload?: () => void;
}) {
  const supported = enabled && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const worker = useQuery(
    supported ? serviceWorkerQuery(navigator.serviceWorker) : { queryKey: ['version', 'service-worker'], queryFn: skipToken },
  );
  const newVersion = useQuery(newVersionQuery(worker.data)).data;

  return (
    <div role="status" className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex justify-center sm:bottom-6">
      {newVersion && (
        <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-walnut-900 py-3 pe-3 ps-5 text-snow shadow-2xl shadow-walnut-950/30 ring-1 ring-walnut-700">
          <p className="flex-1 text-sm font-medium">{NEW_VERSION_MESSAGE}</p>
          <button
            type="button"
            onClick={reload}
            className="rounded-full bg-amber-400 px-4 py-2 text-sm font-bold text-walnut-950 transition-colors hover:bg-amber-300"
          >
            Refresh
          </button>
        </div>
      )}
    </div>
  );
}
