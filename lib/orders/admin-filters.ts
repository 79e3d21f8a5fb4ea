import { z } from 'zod';
import { firstValues } from '@/lib/api/search-params';
import { Constants } from '@/lib/supabase/database.types';

/** A variant with this many or fewer in stock is listed as running low on the console's home. */
export const LOW_STOCK_AT_MOST = 5;

/** Orders per page of /admin/orders. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The database's enums, as the generated types list them (one source: the migrations). */
export const ORDER_STATUSES = Constants.public.Enums.order_status;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = Constants.public.Enums.payment_status;
export const PAYMENT_METHODS = Constants.public.Enums.payment_method;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * The filters of /admin/orders, as the page's address carries them (?status=pending&q=0300…). The
 * page and GET /api/admin/orders read them with this one schema. Dates are days in Pakistan time.
 */
export const orderFiltersSchema = z
  .object({
    status: optional(z.enum(ORDER_STATUSES, { message: 'Unknown order status.' })),
    method: optional(z.enum(PAYMENT_METHODS, { message: 'Unknown payment method.' })),
    payment: optional(z.enum(PAYMENT_STATUSES, { message: 'Unknown payment status.' })),
    from: optional(z.string().regex(DAY, 'Dates are written 2026-11-25.')),
    to: optional(z.string().regex(DAY, 'Dates are written 2026-11-25.')),
    q: optional(z.string().trim().max(100, 'The search is limited to 100 characters.')),
    /** Only unconfirmed cash-on-delivery orders from new phones (lib/orders/new-phone.ts). */
    newPhone: optional(z.enum(['yes'], { message: 'Unknown filter.' })),
    /** Only the call list: unconfirmed cash-on-delivery orders past their reminder (lib/orders/call-list.ts). */
    callList: optional(z.enum(['yes'], { message: 'Unknown filter.' })),
    /** Only the orders that owe a refund (admin_refunds_owed). */
    refund: optional(z.enum(['owed'], { message: 'Unknown filter.' })),
    page: optional(z.coerce.number({ message: 'The page must be a number.' }).int().min(1).max(10_000)),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });

export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** The filters as the page's query string (empty values left out), for links and the list's query key. */
export function filtersToSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads the page's searchParams; anything malformed is dropped rather than failing the page. */
export function parseOrderFilters(raw: Record<string, string | string[] | undefined>): OrderFilters {
  const single = firstValues(raw);
  const parsed = orderFiltersSchema.safeParse(single);
  if (parsed.success) return parsed.data;
  const clean: Record<string, unknown> = { ...single };
  for (const issue of parsed.error.issues) delete clean[String(issue.path[0])];
  const retry = orderFiltersSchema.safeParse(clean);
  return retry.success ? retry.data : {};
}
