import { Link } from '@/components/i18n/link';
import { activityHref, describeActivity } from '@/lib/activity/describe';
import type { ActivityPage } from '@/lib/activity/types';
import { formatPakistanDateTime } from '@/lib/format/date';

const PAGE_LINK = 'font-semibold text-apricot-800 underline underline-offset-4';

function pageHref(before: number): string {
  return before > 0 ? `/admin/activity?before=${before}` : '/admin/activity';
}

/** The entries of /admin/activity, one line each (when, who, what), with "Newer" and "Older" pages. */
export function ActivityList({ page }: { page: ActivityPage }) {
  return (
    <div className="mt-6">
      {page.entries.length === 0 ? (
        <p role="status" className="text-sm text-walnut-700">
          {page.newerBefore === null ? 'Nothing has been changed in the console yet.' : 'No older changes.'}
        </p>
      ) : (
        <ol aria-label="Activity" className="divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
          {page.entries.map((entry) => {
            const sentence = describeActivity(entry);
            const href = activityHref(entry);
            return (
              <li key={entry.id} className="grid gap-1 px-5 py-3 sm:grid-cols-[11rem_14rem_1fr] sm:items-baseline sm:gap-4">
                <time dateTime={entry.at} className="text-sm text-walnut-600">
                  {formatPakistanDateTime(entry.at)}
                </time>
                <span className="text-sm font-semibold break-all text-walnut-900">{entry.actorEmail ?? 'Someone who left'}</span>
                <span className="break-words text-walnut-950">
                  {href ? (
                    <Link href={href} className="underline decoration-sand underline-offset-4 hover:decoration-apricot-600">
                      {sentence}
                    </Link>
                  ) : (
                    sentence
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(page.newerBefore !== null || page.olderBefore !== null) && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page.newerBefore !== null ? (
            <Link href={pageHref(page.newerBefore)} className={PAGE_LINK}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page.olderBefore !== null && (
            <Link href={pageHref(page.olderBefore)} className={PAGE_LINK}>
              Older
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
