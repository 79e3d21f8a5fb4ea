import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CopyAddress } from '@/components/feeds/copy-address';
import { FeedPreview } from '@/components/feeds/feed-preview';
import { FeedRuns } from '@/components/feeds/feed-runs';
import { FeedWarnings } from '@/components/feeds/feed-warnings';
import { GenerateFeedButton } from '@/components/feeds/generate-feed-button';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { FEED_RUNS_FAILED } from '@/lib/feeds/messages';
import { listFeedRuns } from '@/lib/feeds/queries';
import { FEED_PATHS } from '@/lib/feeds/types';
import { siteOrigin } from '@/lib/seo/site-url';

export const metadata: Metadata = { title: 'Product feed' };

/**
 * /admin/product-feed (spec §2): generate the Google Merchant and Meta catalogue feeds, see the
 * last runs with their warnings and a preview, and copy the two addresses to give Google and Meta.
 * Admins only (the layout gates; the page checks again, since both render at once).
 */
export default async function ProductFeedPage() {
  if (!(await isCurrentUserAdmin())) return null;
  const runs = await listFeedRuns();
  const latest = runs?.[0] ?? null;
  const origin = siteOrigin();
  return (
    <section aria-labelledby="feed-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Admin</p>
      <h1 id="feed-title" className="mt-3 font-display text-4xl font-bold text-walnut-950">
        Product feed
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-walnut-700">
        One file for Google Merchant Center and one for Meta (Facebook and Instagram): every weight of every product on sale, with its price
        in PKR, its stock and its photo. Generate them after changing products, prices or stock.
      </p>

      <Card title="Generate" id="feed-generate">
        <GenerateFeedButton />
      </Card>

      <Card title="Feed addresses" id="feed-addresses">
        <p className="mb-5 text-walnut-700">
          Paste these into Google Merchant Center (Products, Feeds: a scheduled fetch) and Meta Commerce Manager (Catalogue, Data sources: a
          data feed on a schedule). They always serve the latest generated files.
        </p>
        <div className="space-y-5">
          <CopyAddress label="Google Merchant Center" url={`${origin}${FEED_PATHS.google}`} />
          <CopyAddress label="Meta Commerce Manager" url={`${origin}${FEED_PATHS.meta}`} />
        </div>
      </Card>

      {runs === null ? (
        <p role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-800">
          {FEED_RUNS_FAILED}
        </p>
      ) : latest === null ? (
        <Card title="Runs" id="feed-runs">
          <p className="text-walnut-700">No feed has been generated yet. Until then the two addresses answer “not generated yet”.</p>
        </Card>
      ) : (
        <>
          <Card title="Warnings of the latest run" id="feed-warnings">
            <FeedWarnings warnings={latest.warnings} />
          </Card>
          <Card title="Preview" id="feed-preview">
            <p className="mb-4 text-walnut-700">
              The first {latest.preview.length} of {latest.itemCount} items.
            </p>
            <FeedPreview items={latest.preview} />
          </Card>
          <Card title="Recent runs" id="feed-runs">
            <FeedRuns runs={runs} />
          </Card>
        </>
      )}
    </section>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5 sm:p-8">
      <h2 id={id} className="mb-4 font-display text-2xl font-bold text-walnut-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
