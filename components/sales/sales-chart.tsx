import { useId } from 'react';
import type { PaymentMethod, SalesDay } from '@/lib/sales/types';
import { CHART, chartLayout, chartSummary, type SalesMeasure } from '@/lib/sales/sales-chart';

/** One colour per payment method, for the bars (fill) and the legend (background). */
export const METHOD_COLORS: Record<PaymentMethod, { fill: string; swatch: string }> = {
  cod: { fill: 'fill-apricot-500', swatch: 'bg-apricot-500' },
  bank_transfer: { fill: 'fill-walnut-700', swatch: 'bg-walnut-700' },
  jazzcash: { fill: 'fill-red-600', swatch: 'bg-red-600' },
  easypaisa: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  raast: { fill: 'fill-sky-600', swatch: 'bg-sky-600' },
};

interface SalesChartProps {
  title: string;
  days: SalesDay[];
  measure: SalesMeasure;
  methods: readonly PaymentMethod[];
}

/**
 * A day-by-day bar chart drawn on the server as SVG (no script, no charting library): one bar per
 * day, stacked by payment method. Screen readers get the title and a one-sentence summary; the
 * numbers per day are in the table beside it.
 */
export function SalesChart({ title, days, measure, methods }: SalesChartProps) {
  const id = useId();
  const layout = chartLayout(days, measure, methods);
  return (
    <figure className="rounded-3xl border border-sand bg-white p-4 sm:p-5">
      <figcaption id={`${id}-title`} className="font-semibold text-walnut-950">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="mt-3 block h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <desc id={`${id}-summary`}>{chartSummary(days, measure)}</desc>
        {layout.ticks.map((tick) => (
          <line key={tick.value} x1={0} x2={CHART.width} y1={tick.y} y2={tick.y} className="stroke-sand" strokeDasharray="3 3" />
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.day}>
            {bar.segments.map((segment) => (
              <rect
                key={segment.method}
                x={bar.x}
                y={segment.y}
                width={bar.width}
                height={segment.height}
                className={METHOD_COLORS[segment.method].fill}
              />
            ))}
          </g>
        ))}
        <line x1={0} x2={CHART.width} y1={layout.baseline} y2={layout.baseline} className="stroke-walnut-400" />
        {layout.ticks.map((tick) => (
          // A white halo keeps the label readable where it crosses a bar.
          <text
            key={tick.value}
            x={0}
            y={tick.y - 3}
            paintOrder="stroke"
            strokeWidth={3}
            className="fill-walnut-700 stroke-white text-[11px]"
          >
            {tick.label}
          </text>
        ))}
        {layout.dayLabels.map((label) => (
          <text key={label.text} x={label.x} y={CHART.height - 4} textAnchor={label.anchor} className="fill-walnut-700 text-[11px]">
            {label.text}
          </text>
        ))}
      </svg>
    </figure>
  );
}
