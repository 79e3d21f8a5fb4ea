import type { SalesReport } from '@/lib/sales/types';
import { paymentMethodLabel } from '@/lib/orders/payment-labels';
import { formatMeasure, formatShare, formatShortDay, methodsWithSales } from '@/lib/sales/sales-chart';
import { formatRupees } from '@/lib/format/rupees';
import { METHOD_COLORS, SalesChart } from './sales-chart';

const TILE = 'rounded-3xl border border-sand bg-white p-4 sm:p-5';

/**
 * The console home's sales over the report's days: four numbers, the two charts with their legend,
 * the numbers per day (a table, newest first) and the best sellers. Rendered on the server only.
 */
export function SalesReportSection({ report }: { report: SalesReport }) {
  const { totals } = report;
  const methods = methodsWithSales(report.days);
  const dayCount = report.days.length;
  const tiles = [
    { label: 'Sales', value: formatRupees(totals.revenue), detail: formatMeasure('orders', totals.orders) },
    { label: 'Average order', value: totals.averageOrderValue === null ? '–' : formatRupees(totals.averageOrderValue), detail: 'per sale' },
    { label: 'Cash on delivery', value: formatShare(totals.codShare), detail: `${totals.codOrders} of ${totals.orders} sales` },
    { label: 'Cancelled', value: formatShare(totals.cancellationRate), detail: `${totals.cancelled} of ${totals.placed} orders placed` },
  ];
  return (
    <section aria-labelledby="sales-title" className="mt-10">
      <h2 id="sales-title" className="font-display text-2xl font-bold text-walnut-950">
        Sales, last {dayCount} days
      </h2>
      <p className="mt-1 text-sm text-walnut-600">
        {formatShortDay(report.from)} to {formatShortDay(report.to)}, Pakistan time. Cancelled, returned and refunded orders are not sales.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className={TILE}>
            <dt className="font-semibold text-walnut-700">{tile.label}</dt>
            <dd className="mt-1 whitespace-nowrap text-xl font-bold text-walnut-950 sm:text-3xl">{tile.value}</dd>
            <dd className="text-sm text-walnut-600">{tile.detail}</dd>
          </div>
        ))}
      </dl>
      {methods.length === 0 ? (
        <p className="mt-4 text-walnut-700">No sales in these days.</p>
      ) : (
        <ul aria-label="Payment methods" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-walnut-800">
          {methods.map((method) => (
            <li key={method} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${METHOD_COLORS[method].swatch}`} />
              {paymentMethodLabel(method)}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:gap-4 lg:grid-cols-2">
        <SalesChart title="Revenue per day" days={report.days} measure="revenue" methods={methods} />
        <SalesChart title="Orders per day" days={report.days} measure="orders" methods={methods} />
      </div>
      <SalesTable report={report} methods={methods} />
      <TopProducts report={report} />
    </section>
  );
}

function SalesTable({ report, methods }: { report: SalesReport; methods: ReturnType<typeof methodsWithSales> }) {
  return (
    <details className="mt-3 rounded-3xl border border-sand bg-white">
      <summary className="min-h-12 cursor-pointer px-5 py-3 font-semibold text-walnut-900">Sales per day as a table</summary>
      <div className="overflow-x-auto px-2 pb-3" tabIndex={0} role="region" aria-label="Sales per day">
        <table className="w-full text-start text-sm">
          <thead className="text-walnut-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                Orders
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                Revenue
              </th>
              {methods.map((method) => (
                <th key={method} scope="col" className="px-3 py-2 text-end">
                  {paymentMethodLabel(method)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand text-walnut-900">
            {[...report.days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {formatShortDay(day.day)}
                </th>
                <td className="px-3 py-2 text-end">{day.orders}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end">{formatRupees(day.revenue)}</td>
                {methods.map((method) => (
                  <td key={method} className="whitespace-nowrap px-3 py-2 text-end">
                    {day.byMethod[method].orders} · {formatRupees(day.byMethod[method].revenue)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function TopProducts({ report }: { report: SalesReport }) {
  return (
    <section aria-labelledby="top-products-title" className="mt-8">
      <h3 id="top-products-title" className="font-display text-xl font-bold text-walnut-950">
        Best sellers
      </h3>
      {report.topProducts.length === 0 ? (
        <p className="mt-2 text-walnut-700">Nothing sold in these days.</p>
      ) : (
        <ol className="mt-3 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
          {report.topProducts.map((product) => (
            <li key={product.productId ?? product.productName} className="flex items-center justify-between gap-4 px-5 py-3">
              <span>
                <span className="block font-semibold text-walnut-950">{product.productName}</span>
                <span className="text-sm text-walnut-600">{product.units} sold</span>
              </span>
              <span className="shrink-0 font-semibold text-walnut-800">{formatRupees(product.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
