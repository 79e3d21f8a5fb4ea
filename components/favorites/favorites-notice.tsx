'use client';

import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { FavoritesNoticeState } from './favorites-sync';

/** The favourites' messages (offline, sync errors), shown at the bottom of the screen until dismissed or resolved. */
export function FavoritesNotice({ notice: current }: { notice: FavoritesNoticeState | null }) {
  const [dismissedAt, setDismissedAt] = useState(0);
  const notice = current && current.at > dismissedAt ? current : null;
  const error = notice?.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-testid="favorites-notice"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {notice && (
        <p
          className={`pointer-events-auto flex max-w-lg items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-xl ${
            error ? 'bg-red-800 text-snow' : 'bg-walnut-900 text-snow'
          }`}
        >
          <span>{notice.message}</span>
          <button
            type="button"
            onClick={() => setDismissedAt(notice.at)}
            aria-label="Dismiss"
            className="rounded-full p-1 hover:bg-white/15"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </p>
      )}
    </div>
  );
}
