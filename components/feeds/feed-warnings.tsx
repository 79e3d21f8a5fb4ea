import type { FeedWarning } from '@/lib/feeds/types';

const GROUPS: Array<{ code: FeedWarning['code']; title: string }> = [
  { code: 'empty_feed', title: 'Empty feed' },
  { code: 'missing_image', title: 'No photo' },
  { code: 'short_description', title: 'Short description' },
  { code: 'out_of_stock', title: 'Out of stock' },
];

/** A run's warnings, by kind; the out-of-stock list (information, not a fault) starts folded. */
export function FeedWarnings({ warnings }: { warnings: FeedWarning[] }) {
  if (warnings.length === 0) return <p className="text-walnut-700">No warnings: every item has a photo, a description and stock.</p>;
  return (
    <div className="space-y-3">
      {GROUPS.map(({ code, title }) => {
        const group = warnings.filter((warning) => warning.code === code);
        if (group.length === 0) return null;
        return (
          <details key={code} open={code !== 'out_of_stock'} className="rounded-2xl border border-sand bg-cream/60 px-4 py-3">
            <summary className="cursor-pointer font-semibold text-walnut-900">
              {title} ({group.length})
            </summary>
            <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-walnut-800">
              {group.map((warning) => (
                <li key={`${warning.code}-${warning.itemIds.join(',')}`}>
                  {warning.message}
                  {warning.itemIds.length > 0 && <span className="text-walnut-600"> ({warning.itemIds.join(', ')})</span>}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
