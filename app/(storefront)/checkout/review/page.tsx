import { ReviewOrder } from '@/components/checkout/review-order';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: 'Review your order', description: 'Check your order and place it.', path: '/checkout/review', noindex: true });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ReviewOrder />
    </div>
  );
}
