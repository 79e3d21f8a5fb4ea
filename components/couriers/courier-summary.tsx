import { Link } from '@/components/i18n/link';
import { formatRupees } from '@/lib/format/rupees';
import type { CourierReport } from '@/lib/couriers/report';

/** The console home's view of the couriers: the cash they paid in 30 days against what they still hold, and how many parcels came back. */
export function CourierSummary({ report }: { report: CourierReport }) {
  if (report.couriers.length === 0) return null;
  const sum = (pick: (courier: CourierReport['couriers'][number]) => number) => report.couriers.reduce((total, c) => total + pick(c), 0);
  const overdue = sum((courier) => courier.overdueParcels);
  const delivered = report.returnsByCourier.reduce((total, row) => total + row.delivered, 0);
  const returned = report.returnsByCourier.reduce((total, row) => total + row.returned, 0);
  const worstCity = report.returnsByCity.find((city) => city.returned > 0);
  return (
    <section aria-labelledby="courier-cash-title" className="mt-10">
      <h2 id="courier-cash-title" className="font-display text-2xl font-bold text-walnut-950">
        Cash on delivery
      </h2>
      <Link
        href="/admin/couriers"
        className="mt-4 grid gap-4 rounded-3xl border border-sand bg-white p-5 hover:border-apricot-300 sm:grid-cols-3"
      >
        <span>
          <span className="block text-sm font-semibold text-walnut-700">Collected (paid by couriers, 30 days)</span>
          <span data-testid="cod-collected" className="block text-2xl font-bold text-walnut-950">
            {formatRupees(sum((courier) => courier.paidLast30Days))}
          </span>
        </span>
        <span>
          <span className="block text-sm font-semibold text-walnut-700">Outstanding with couriers</span>
          <span data-testid="cod-outstanding" className="block text-2xl font-bold text-walnut-950">
            {formatRupees(sum((courier) => courier.outstandingAmount))}
          </span>
          {overdue > 0 && <span className="block text-sm font-semibold text-red-700">{overdue} overdue</span>}
        </span>
        <span>
          <span className="block text-sm font-semibold text-walnut-700">Returned (90 days)</span>
          <span className="block text-2xl font-bold text-walnut-950">
            {delivered + returned === 0 ? '—' : `${((returned / (delivered + returned)) * 100).toFixed(1)}%`}
          </span>
          {worstCity && <span className="block text-sm text-walnut-700">Most from {worstCity.name}</span>}
        </span>
      </Link>
    </section>
  );
}
