'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StarRating } from '@/components/testimonials/star-rating';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { testimonialEndpoints } from '@/lib/testimonials/contract';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { reviewFiltersToSearch, type ReviewFilters } from '@/lib/testimonials/admin-filters';
import type { AdminReviewPage } from '@/lib/testimonials/admin-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { ListPager, ListTabs } from '@/components/ui/list-navigation';
import { reviewKeys, useReviewChange } from './use-review-change';

/** The reviews of /admin/reviews, first rendered by the server, then kept by React Query. */
export function AdminReviewList({ filters, initial }: { filters: ReviewFilters; initial: AdminReviewPage }) {
  const reviews = useQuery({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) => callEndpoint(testimonialEndpoints.listForConsole, { query: filters, signal }),
    initialData: initial,
    meta: { errorMessage: '[admin] reviews could not be refreshed' },
  });
  const change = useReviewChange();
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const page = reviews.data;
  const waiting = filters.show !== 'published';
  const tabs = [
    { show: undefined, label: 'Waiting', count: page.counts.waiting, current: waiting },
    { show: 'published' as const, label: 'Published', count: page.counts.published, current: !waiting },
  ];

  return (
    <div className="mt-6">
      <ListTabs
        label="Review state"
        tabs={tabs.map((tab) => ({
          label: tab.label,
          count: tab.count,
          href: `/admin/reviews${reviewFiltersToSearch({ show: tab.show })}`,
          current: tab.current,
        }))}
      />
      <div aria-live="polite" className="mt-4 space-y-2">
        {change.notice && <FormMessage tone="success">{change.notice}</FormMessage>}
        {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
        {reviews.isRefetchError && <FormMessage tone="error">{errorMessage(reviews.error, ADMIN_LOAD_FAILED)}</FormMessage>}
      </div>
      {page.reviews.length === 0 ? (
        <p className="mt-6 text-walnut-700">{waiting ? 'No reviews are waiting.' : 'No reviews are published yet.'}</p>
      ) : (
        <ul aria-label={waiting ? 'Reviews waiting' : 'Published reviews'} className="mt-4 space-y-4">
          {page.reviews.map((review) => {
            const busy = change.pendingId === review.id;
            return (
              <li key={review.id}>
                <article
                  aria-label={`Review by ${review.name}`}
                  className="rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-walnut-950">{review.name}</p>
                    <StarRating value={review.rating} size={18} />
                  </div>
                  <p className="mt-1 text-sm text-walnut-600">
                    {formatPakistanDateTime(review.submittedAt)}
                    {review.productName && ` · about ${review.productName}`}
                  </p>
                  <p className="mt-3 whitespace-pre-line break-words text-walnut-900">{review.text}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    {waiting ? (
                      <Button
                        size="sm"
                        disabled={busy}
                        aria-busy={busy || undefined}
                        onClick={() => change.run({ id: review.id, action: 'publish' })}
                      >
                        Publish
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-busy={busy || undefined}
                        onClick={() => change.run({ id: review.id, action: 'hide' })}
                      >
                        Hide
                      </Button>
                    )}
                    {confirmDelete === review.id ? (
                      <>
                        <Button size="sm" variant="danger" disabled={busy} onClick={() => change.run({ id: review.id, action: 'delete' })}>
                          Yes, delete it
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setConfirmDelete(null)}>
                          Keep it
                        </Button>
                      </>
                    ) : (
                      <Button size="sm" variant="danger-outline" onClick={() => setConfirmDelete(review.id)}>
                        Delete
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => `/admin/reviews${reviewFiltersToSearch({ ...filters, page: n })}`}
        previousLabel="Previous page"
        nextLabel="Next page"
      />
    </div>
  );
}
