/**
 * The geometry of the console's sales charts, kept pure so it is unit-tested: one stacked bar per
 * day (a segment per payment method), a y axis that ends on a round number, and a few day labels.
 * Coordinates are in the SVG's viewBox units; the SVG scales to the width it is given.
 */
import { formatRupees, formatWholeNumber } from '@/lib/format/rupees';
import type { PaymentMethod, SalesDay } from './types';
import { PAYMENT_METHODS } from '@/lib/orders/admin-filters';

export type SalesMeasure = 'revenue' | 'orders';

export const CHART = { width: 320, height: 160, top: 16, bottom: 20 } as const;
const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom;
/** A day label every this many days, counted back from today (the last bar). */
const LABEL_EVERY_DAYS = 7;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The smallest of 1, 2, 4, 5 × 10ⁿ that is at least `value` (1 for nothing): the top of the y axis. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/** "2026-11-25" → "25 Nov". */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]}`;
}

/** 0.6 → "60%", 0.0425 → "4.3%" (one decimal below 10 %), null → "–". */
export function formatShare(share: number | null): string {
  if (share === null) return '–';
  const percent = share * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

export function formatMeasure(measure: SalesMeasure, value: number): string {
  return measure === 'revenue' ? formatRupees(value) : `${formatWholeNumber(value)} ${value === 1 ? 'order' : 'orders'}`;
}

/** The payment methods that sold in the window, in the database's order (the chart's legend). */
export function methodsWithSales(days: SalesDay[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => days.some((day) => day.byMethod[method].orders > 0));
}

interface Segment {
  method: PaymentMethod;
  y: number;
  height: number;
}

interface Bar {
  day: string;
  x: number;
  width: number;
  segments: Segment[];
}

interface Tick {
  value: number;
  y: number;
  label: string;
}

interface DayLabel {
  x: number;
  text: string;
  /** Labels at the ends are kept inside the chart. */
  anchor: 'start' | 'middle' | 'end';
}

export interface ChartLayout {
  bars: Bar[];
  ticks: Tick[];
  dayLabels: DayLabel[];
  baseline: number;
}

/** Bars stacked from the first method up; the axis ends on niceCeiling of the highest day. */
export function chartLayout(days: SalesDay[], measure: SalesMeasure, methods: readonly PaymentMethod[]): ChartLayout {
  const baseline = CHART.top + PLOT_HEIGHT;
  const top = niceCeiling(Math.max(0, ...days.map((day) => day[measure])));
  const slot = CHART.width / Math.max(1, days.length);
  const bars = days.map((day, index) => {
    let y = baseline;
    const segments = methods
      .filter((method) => day.byMethod[method][measure] > 0)
      .map((method) => {
        const height = (day.byMethod[method][measure] / top) * PLOT_HEIGHT;
        y -= height;
        return { method, y, height };
      });
    return { day: day.day, x: index * slot + slot * 0.15, width: slot * 0.7, segments };
  });
  const tickValues = measure === 'orders' && top % 2 === 1 ? [top] : [top / 2, top];
  const ticks = tickValues.map((value) => ({
    value,
    y: baseline - (value / top) * PLOT_HEIGHT,
    label: measure === 'revenue' ? formatRupees(value) : formatWholeNumber(value),
  }));
  const dayLabels = days
    .map((day, index) => ({ index, day }))
    .filter(({ index }) => (days.length - 1 - index) % LABEL_EVERY_DAYS === 0)
    .map(({ index, day }) => {
      const anchor = index === days.length - 1 ? 'end' : index === 0 ? 'start' : 'middle';
      const x = anchor === 'end' ? CHART.width : anchor === 'start' ? 0 : index * slot + slot / 2;
      return { x, text: formatShortDay(day.day), anchor } as const;
    });
  return { bars, ticks, dayLabels, baseline };
}

/** What the chart shows, in one sentence, for screen readers: the sum and the best day. */
export function chartSummary(days: SalesDay[], measure: SalesMeasure): string {
  if (days.length === 0) return 'No days to show.';
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  const range = `${formatShortDay(days[0]!.day)} to ${formatShortDay(days.at(-1)!.day)}`;
  if (total === 0) return `${range}: no sales.`;
  const best = days.reduce((high, day) => (day[measure] > high[measure] ? day : high));
  return `${range}: ${formatMeasure(measure, total)} in all; the best day was ${formatShortDay(best.day)} with ${formatMeasure(measure, best[measure])}.`;
}
