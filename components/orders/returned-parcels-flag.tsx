import { returnedParcelsFlag } from '@/lib/customers/returned-parcels';

/** The console's mark on an order whose phone had cash-on-delivery parcels come back before (nothing when none did). */
export function ReturnedParcelsFlag({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid="returned-parcels-flag"
      className={`inline-block rounded-full border border-red-300 bg-red-50 px-3 py-1 text-sm font-semibold text-red-900 ${className}`}
    >
      {returnedParcelsFlag(count)}
    </span>
  );
}
