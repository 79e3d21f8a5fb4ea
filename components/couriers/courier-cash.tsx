import { Link } from '@/components/i18n/link';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import type { CourierReport, ReturnRate } from '@/lib/couriers/report';

const TABLE = 'mt-4 w-full overflow-hidden rounded-3xl border border-sand bg-white text-start text-sm';
const CELL = 'px-4 py-3';

/** The Couriers page's sections: the cash each courier holds, the overdue parcels, the payments that differ, and the returns. */
export function CourierCash({ report }: { report: CourierReport }) {
  return (
    <>
      <section aria-labelledby="cash-title" className="mt-8">
        <h2 id="cash-title" className="font-display text-2xl font-bold text-walnut-950">
          Cash with the couriers
        </h2>
        {report.couriers.length === 0 ? (
          <p className="mt-3 text-walnut-700">No parcel has been booked with a courier yet.</p>
        ) : (
          <ul aria-label="Cash per courier" className="mt-4 grid gap-3 sm:grid-cols-2">
            {report.couriers.map((courier) => (
              <li key={courier.courier} className="rounded-3xl border border-sand bg-white p-5">
                <p className="font-semibold text-walnut-900">{courier.courier}</p>
                <p className="mt-1 text-3xl font-bold text-walnut-950">{formatRupees(courier.outstandingAmount)}</p>
                <p className="text-sm text-walnut-700">
                  outstanding for {courier.outstandingParcels} delivered {courier.outstandingParcels === 1 ? 'parcel' : 'parcels'}
                  {courier.overdueParcels > 0 && <strong className="text-red-700"> · {courier.overdueParcels} overdue</strong>}
                </p>
                <p className="mt-2 text-sm text-walnut-700">Paid in the last 30 days: {formatRupees(courier.paidLast30Days)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="overdue-title" className="mt-10">
        <h2 id="overdue-title" className="font-display text-2xl font-bold text-walnut-950">
          Overdue ({report.overdue.length})
        </h2>
        <p className="mt-1 text-sm text-walnut-700">
          Delivered cash-on-delivery parcels the courier has not paid for after {report.overdueDays} days (Settings).
        </p>
        {report.overdue.length === 0 ? (
          <p className="mt-3 text-walnut-700">Nothing overdue.</p>
        ) : (
          <ul aria-label="Overdue parcels" className="mt-4 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
            {report.overdue.map((parcel) => (
              <li key={parcel.orderNumber} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                <span>
                  <Link
                    href={`/admin/orders/${parcel.orderNumber}`}
                    className="font-semibold text-apricot-800 underline underline-offset-4"
                  >
                    {parcel.orderNumber}
                  </Link>{' '}
                  · {parcel.courier} {parcel.trackingNumber}
                  <span className="block text-walnut-600">
                    Delivered {formatPakistanDateTime(parcel.deliveredAt)}, {parcel.days} days ago
                  </span>
                </span>
                <strong className="text-walnut-950">{formatRupees(parcel.codAmount)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.mismatches.length > 0 && (
        <section aria-labelledby="mismatch-title" className="mt-10">
          <h2 id="mismatch-title" className="font-display text-2xl font-bold text-walnut-950">
            Payments that do not match ({report.mismatches.length})
          </h2>
          <ul
            aria-label="Payments that do not match"
            className="mt-4 divide-y divide-sand overflow-hidden rounded-3xl border border-red-200 bg-white"
          >
            {report.mismatches.map((payment) => (
              <li key={payment.orderNumber} className="px-5 py-3 text-sm">
                <Link href={`/admin/orders/${payment.orderNumber}`} className="font-semibold text-apricot-800 underline underline-offset-4">
                  {payment.orderNumber}
                </Link>{' '}
                · {payment.courier} paid {formatRupees(payment.paidAmount)} on {payment.paidOn}
                {payment.reference && ` (${payment.reference})`} for {formatRupees(payment.codAmount)} collected
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="returns-title" className="mt-10">
        <h2 id="returns-title" className="font-display text-2xl font-bold text-walnut-950">
          Returns in the last 90 days
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <ReturnTable caption="By courier" rows={report.returnsByCourier} />
          <ReturnTable caption="By city" rows={report.returnsByCity} />
        </div>
      </section>
    </>
  );
}

/** "3 of 40 (7.5%)". */
function returnRate({ delivered, returned }: ReturnRate): string {
  const total = delivered + returned;
  return total === 0 ? '—' : `${returned} of ${total} (${((returned / total) * 100).toFixed(1)}%)`;
}

function ReturnTable({ caption, rows }: { caption: string; rows: ReturnRate[] }) {
  if (rows.length === 0) return <p className="mt-4 text-walnut-700">{caption}: no parcel finished yet.</p>;
  return (
    <table className={TABLE}>
      <caption className="px-4 pt-3 text-start font-semibold text-walnut-900">{caption}</caption>
      <thead>
        <tr className="text-walnut-600">
          <th scope="col" className={CELL}>
            {caption === 'By city' ? 'City' : 'Courier'}
          </th>
          <th scope="col" className={CELL}>
            Returned
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand">
        {rows.map((row) => (
          <tr key={row.name}>
            <td className={CELL}>{row.name}</td>
            <td className={CELL}>{returnRate(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
