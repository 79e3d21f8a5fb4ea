import type { FeedRun } from '@/lib/feeds/types';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Karachi',
});

/** The last runs, newest first: when (Pakistan time), who, how many items and warnings. */
export function FeedRuns({ runs }: { runs: FeedRun[] }) {
  return (
    <ol className="divide-y divide-sand" aria-label="Recent runs">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <span>
            <time dateTime={run.createdAt} className="font-semibold text-walnut-950">
              {WHEN.format(new Date(run.createdAt))}
            </time>
            <span className="block text-sm break-all text-walnut-600">{run.createdBy ?? 'Scheduled run'}</span>
          </span>
          <span className="text-sm text-walnut-700 tabular-nums">
            {run.itemCount} items · {run.productCount} products · {run.warnings.length} {run.warnings.length === 1 ? 'warning' : 'warnings'}
          </span>
        </li>
      ))}
    </ol>
  );
}
