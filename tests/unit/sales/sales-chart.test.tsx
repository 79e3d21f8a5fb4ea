import { render, screen, within } from '@testing-library/react';
import { SalesReportSection } from '@/components/sales/sales-report';
import type { MethodSales, PaymentMethod, SalesDay, SalesReport } from '@/lib/sales/types';
import { CHART, chartLayout, chartSummary, formatShare, formatShortDay, methodsWithSales, niceCeiling } from '@/lib/sales/sales-chart';

const NONE: MethodSales = { orders: 0, revenue: 0 };

function day(date: string, sales: Partial<Record<PaymentMethod, MethodSales>> = {}): SalesDay {
  const byMethod = { cod: NONE, bank_transfer: NONE, jazzcash: NONE, easypaisa: NONE, raast: NONE, ...sales };
  const all = Object.values(byMethod);
  return { day: date, byMethod, orders: all.reduce((n, s) => n + s.orders, 0), revenue: all.reduce((n, s) => n + s.revenue, 0) };
}

const DAYS = [
  day('2026-11-23', { cod: { orders: 2, revenue: 2500 } }),
  day('2026-11-24'),
  day('2026-11-25', { cod: { orders: 1, revenue: 1400 }, bank_transfer: { orders: 1, revenue: 3600 } }),
];

describe('niceCeiling', () => {
  test.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [3, 4],
    [4.5, 5],
    [7, 10],
    [1250, 2000],
    [3150, 4000],
    [5000, 5000],
    [12_001, 20_000],
  ])('%p → %p', (value, top) => expect(niceCeiling(value)).toBe(top));
});

test('formatting: short days, shares with one decimal below 10 %, none as a dash', () => {
  expect(formatShortDay('2026-11-05')).toBe('5 Nov');
  expect(formatShortDay('2027-01-31')).toBe('31 Jan');
  expect(formatShare(0.6)).toBe('60%');
  expect(formatShare(0.3333)).toBe('33%');
  expect(formatShare(0.0425)).toBe('4.3%');
  expect(formatShare(0)).toBe('0%');
  expect(formatShare(1)).toBe('100%');
  expect(formatShare(null)).toBe('–');
});

test('the legend lists only the methods that sold, in the database order', () => {
  expect(methodsWithSales(DAYS)).toEqual(['cod', 'bank_transfer']);
  expect(methodsWithSales([day('2026-11-25')])).toEqual([]);
});

describe('chartLayout', () => {
  const plot = CHART.height - CHART.top - CHART.bottom;

  test('revenue: bars stacked per method, scaled to the round top of the axis (Rs. 5,000)', () => {
    const layout = chartLayout(DAYS, 'revenue', ['cod', 'bank_transfer']);
    expect(layout.baseline).toBe(CHART.top + plot);
    expect(layout.ticks.map((tick) => [tick.value, tick.label])).toEqual([
      [2500, 'Rs. 2,500'],
      [5000, 'Rs. 5,000'],
    ]);
    expect(layout.ticks[1]!.y).toBeCloseTo(CHART.top);
    const [first, empty, last] = layout.bars;
    expect(first!.segments).toEqual([{ method: 'cod', y: layout.baseline - plot / 2, height: plot / 2 }]);
    expect(empty!.segments).toEqual([]);
    expect(last!.segments.map((s) => s.method)).toEqual(['cod', 'bank_transfer']);
    expect(last!.segments[0]!.height).toBeCloseTo((1400 / 5000) * plot);
    expect(last!.segments[1]!.y).toBeCloseTo(CHART.top);
    // Bars sit side by side inside the chart.
    for (const bar of layout.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(CHART.width);
    expect(layout.bars[1]!.x).toBeGreaterThan(layout.bars[0]!.x + layout.bars[0]!.width);
  });

  test('orders: whole-number ticks only', () => {
    expect(chartLayout(DAYS, 'orders', ['cod']).ticks.map((tick) => tick.label)).toEqual(['1', '2']);
    expect(
      chartLayout([day('2026-11-25', { cod: { orders: 1, revenue: 900 } })], 'orders', ['cod']).ticks.map((tick) => tick.label),
    ).toEqual(['1']);
    expect(
      chartLayout([day('2026-11-25', { cod: { orders: 5, revenue: 900 } })], 'orders', ['cod']).ticks.map((tick) => tick.label),
    ).toEqual(['5']);
  });

  test('a label every 7 days counted back from today; the ends stay inside the chart', () => {
    const month = Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`));
    const labels = chartLayout(month, 'revenue', []).dayLabels;
    expect(labels.map((label) => label.text)).toEqual(['2 Nov', '9 Nov', '16 Nov', '23 Nov', '30 Nov']);
    expect(labels.at(-1)).toMatchObject({ x: CHART.width, anchor: 'end' });
    expect(chartLayout(month.slice(1), 'revenue', []).dayLabels[0]).toMatchObject({ text: '2 Nov', x: 0, anchor: 'start' });
  });

  test('days without sales draw an empty chart on an axis of 1', () => {
    const layout = chartLayout([day('2026-11-24'), day('2026-11-25')], 'revenue', ['cod']);
    expect(layout.bars.every((bar) => bar.segments.length === 0)).toBe(true);
    expect(layout.ticks.at(-1)!.value).toBe(1);
  });
});

test('the summary screen readers get', () => {
  expect(chartSummary(DAYS, 'revenue')).toBe('23 Nov to 25 Nov: Rs. 7,500 in all; the best day was 25 Nov with Rs. 5,000.');
  expect(chartSummary(DAYS, 'orders')).toBe('23 Nov to 25 Nov: 4 orders in all; the best day was 23 Nov with 2 orders.');
  expect(chartSummary([day('2026-11-25')], 'orders')).toBe('25 Nov to 25 Nov: no sales.');
});

const REPORT: SalesReport = {
  from: '2026-11-23',
  to: '2026-11-25',
  days: DAYS,
  totals: {
    revenue: 7500,
    orders: 4,
    averageOrderValue: 1875,
    codOrders: 3,
    codShare: 0.75,
    placed: 5,
    cancelled: 1,
    cancellationRate: 0.2,
  },
  topProducts: [
    { productId: 1, productName: 'Gilgit Dried Apricots (Khubani)', units: 3, revenue: 3750 },
    { productId: null, productName: 'Hunza Walnuts', units: 1, revenue: 950 },
  ],
};

test('the section: tiles, two labelled charts, the legend, the table newest first, and the best sellers', () => {
  render(<SalesReportSection report={REPORT} />);
  expect(screen.getByRole('heading', { name: 'Sales, last 3 days', level: 2 })).toBeVisible();
  for (const [label, value, detail] of [
    ['Sales', 'Rs. 7,500', '4 orders'],
    ['Average order', 'Rs. 1,875', 'per sale'],
    ['Cash on delivery', '75%', '3 of 4 sales'],
    ['Cancelled', '20%', '1 of 5 orders placed'],
  ]) {
    const term = screen.getByText(label!, { selector: 'dt' });
    expect(term.parentElement).toHaveTextContent(`${label}${value}${detail}`);
  }
  expect(screen.getByRole('img', { name: /^Revenue per day 23 Nov to 25 Nov: Rs\. 7,500 in all/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Orders per day 23 Nov to 25 Nov: 4 orders in all/ })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Payment methods' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Cash on delivery', 'Bank transfer']);
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DayOrdersRevenueCash on deliveryBank transfer',
    '25 Nov2Rs. 5,0001 · Rs. 1,4001 · Rs. 3,600',
    '24 Nov0Rs. 00 · Rs. 00 · Rs. 0',
    '23 Nov2Rs. 2,5002 · Rs. 2,5000 · Rs. 0',
  ]);
  const best = within(screen.getByRole('region', { name: 'Best sellers' })).getAllByRole('listitem');
  expect(best.map((item) => item.textContent)).toEqual(['Gilgit Dried Apricots (Khubani)3 soldRs. 3,750', 'Hunza Walnuts1 soldRs. 950']);
});

test('with no sales: no legend, a plain sentence, and dashes for the shares', () => {
  const empty: SalesReport = {
    ...REPORT,
    days: [day('2026-11-25')],
    totals: {
      revenue: 0,
      orders: 0,
      averageOrderValue: null,
      codOrders: 0,
      codShare: null,
      placed: 0,
      cancelled: 0,
      cancellationRate: null,
    },
    topProducts: [],
  };
  render(<SalesReportSection report={empty} />);
  expect(screen.getByText('No sales in these days.')).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Payment methods' })).toBeNull();
  expect(screen.getByText('Nothing sold in these days.')).toBeVisible();
  expect(screen.getByText('Cash on delivery', { selector: 'dt' }).parentElement).toHaveTextContent('Cash on delivery–0 of 0 sales');
});
