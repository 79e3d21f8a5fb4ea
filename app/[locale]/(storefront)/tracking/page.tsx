import { Suspense } from 'react';
import { LinkedTrackingForm, TrackingForm } from '@/components/orders/tracking-form';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Track your order',
    description: 'Follow your order with its order number and your phone number.',
    path: '/tracking',
    noindex: false,
  });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {/* The page stays static: the server renders the empty form, the browser the one with ?order=. */}
      <Suspense fallback={<TrackingForm />}>
        <LinkedTrackingForm />
      </Suspense>
    </div>
  );
}
