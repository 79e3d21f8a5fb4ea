import { isDatabaseProblemCode, type DatabaseProblemCode } from '@/lib/errors/database-codes';
import type { PlacedOrder, Quote, QuoteCoupon, QuoteLine, QuoteProblem, ShippingQuote } from './types';

/** quote_order / place_order answer JSON (snake_case); these turn it into the domain types. */
type Row = Record<string, unknown>;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : value != null && value !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const code = (value: unknown): DatabaseProblemCode | null => (isDatabaseProblemCode(value) ? value : null);

function toShippingQuote(row: Row): ShippingQuote {
  return {
    method: str(row.method) ?? '',
    name: str(row.name),
    available: row.available === true,
    message: str(row.message),
    fee: num(row.fee),
    estimatedDaysMin: num(row.estimated_days_min),
    estimatedDaysMax: num(row.estimated_days_max),
    freeShippingMinSubtotal: num(row.free_shipping_min_subtotal),
  };
}

function toQuoteLine(row: Row): QuoteLine {
  return {
    variantId: num(row.variant_id) ?? 0,
    productId: num(row.product_id),
    productName: str(row.product_name),
    variantLabel: str(row.variant_label),
    quantity: num(row.quantity) ?? 0,
    unitPrice: num(row.unit_price),
    lineTotal: num(row.line_total),
    availableQuantity: num(row.available_quantity) ?? 0,
    problem: code(row.problem),
  };
}

function toQuoteCoupon(row: Row | null): QuoteCoupon | null {
  if (!row) return null;
  return {
    code: str(row.code) ?? '',
    valid: row.valid === true,
    problem: code(row.problem),
    message: str(row.message),
    type: row.type === 'percentage' || row.type === 'fixed' ? row.type : null,
    discountPercentage: num(row.discount_percentage),
    discountAmount: num(row.discount_amount),
    maxDiscountAmount: num(row.max_discount_amount),
    minSubtotal: num(row.min_subtotal),
    discount: num(row.discount) ?? 0,
  };
}

export function toQuote(row: Row): Quote {
  return {
    ok: row.ok === true,
    lines: ((row.lines as Row[] | null) ?? []).map(toQuoteLine),
    subtotal: num(row.subtotal) ?? 0,
    discount: num(row.discount) ?? 0,
    shippingFee: num(row.shipping_fee),
    total: num(row.total) ?? 0,
    weightKg: num(row.weight_kg) ?? 0,
    coupon: toQuoteCoupon((row.coupon as Row | null) ?? null),
    shipping: toShippingQuote((row.shipping as Row | null) ?? {}),
    cashOnDelivery: {
      available: (row.cash_on_delivery as Row | null)?.available !== false,
      message: str((row.cash_on_delivery as Row | null)?.message),
    },
    problems: ((row.problems as Row[] | null) ?? []).flatMap((problem): QuoteProblem[] => {
      const known = code(problem.code);
      if (!known) return [];
      return [
        {
          code: known,
          message: str(problem.message) ?? '',
          ...(num(problem.variant_id) != null ? { variantId: num(problem.variant_id)! } : {}),
        },
      ];
    }),
  };
}

export function toPlacedOrder(row: Row): PlacedOrder {
  return {
    orderNumber: str(row.order_number) ?? '',
    status: str(row.status) ?? '',
    paymentMethod: str(row.payment_method) ?? '',
    paymentStatus: str(row.payment_status) ?? '',
    shippingMethod: str(row.shipping_method) ?? '',
    subtotal: num(row.subtotal) ?? 0,
    discount: num(row.discount) ?? 0,
    shippingFee: num(row.shipping_fee) ?? 0,
    total: num(row.total) ?? 0,
    couponCode: str(row.coupon_code),
    paymentDueAt: str(row.payment_due_at),
    createdAt: str(row.created_at) ?? '',
    items: ((row.items as Row[] | null) ?? []).map((item) => ({
      productName: str(item.product_name) ?? '',
      variantLabel: str(item.variant_label) ?? '',
      unitPrice: num(item.unit_price) ?? 0,
      quantity: num(item.quantity) ?? 0,
      lineTotal: num(item.line_total) ?? 0,
    })),
  };
}
