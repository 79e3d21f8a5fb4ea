import type { FeedPreviewItem } from '@/lib/feeds/types';

const COLUMNS = ['ID', 'Title', 'Price', 'Availability'];

/** The first items of the latest run as both feeds carry them. Scrolls sideways on a narrow screen. */
export function FeedPreview({ items }: { items: FeedPreviewItem[] }) {
  if (items.length === 0) return <p className="text-walnut-700">The feed has no items.</p>;
  return (
    <div
      role="region"
      aria-label="Feed preview"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-sand focus-visible:ring-4 focus-visible:ring-apricot-200 focus-visible:outline-none"
    >
      <table className="w-full min-w-[32rem] text-start text-sm">
        <caption className="sr-only">The first {items.length} items of the feed</caption>
        <thead className="bg-cream text-walnut-800">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand text-walnut-900">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-2.5 font-mono whitespace-nowrap">{item.id}</td>
              <td className="px-4 py-2.5">
                <a href={item.link} className="underline decoration-apricot-300 underline-offset-4 hover:text-apricot-800">
                  {item.title}
                </a>
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">{item.price}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{item.availability === 'in_stock' ? 'In stock' : 'Out of stock'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
