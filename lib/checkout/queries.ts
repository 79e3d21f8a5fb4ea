import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database, Json } from '@/lib/supabase/database.types';
import { FORWARDING_KEY_HEADER, getForwardingKey } from './forwarding-key';
import { toPlacedOrder, toQuote } from './mappers';
import type { CartLine, CheckoutDetails, PlaceOrderRequest, QuoteRequest } from './schema';
import type { PlacedOrder, Quote, ShippingOption } from './types';

type Client = SupabaseClient<Database>;

/** The database's cart shape: only variant ids and quantities. */
export function toRpcItems(lines: CartLine[]): Json {
  return lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity }));
}

/** Prices the cart with quote_order (nothing changes): lines, coupon, shipping fee, totals. */
export async function quoteOrder(supabase: Client, request: QuoteRequest): Promise<Quote> {
  const { data, error } = await supabase.rpc('quote_order', {
    items: toRpcItems(request.items),
    shipping_method: request.shippingMethod ?? undefined,
    coupon_code: request.couponCode ?? undefined,
    city_id: request.cityId ?? undefined,
  });
  if (error) throw databaseProblem(error);
  return toQuote(data as Record<string, unknown>);
}

/**
 * Every active shipping method with its fee for this cart, city and coupon (quote_shipping_options,
 * one call), and whether the coupon applied (false without one).
 */
export async function listShippingOptions(
  supabase: Client,
  request: QuoteRequest,
): Promise<{ options: ShippingOption[]; couponApplied: boolean }> {
  const { data, error } = await supabase.rpc('quote_shipping_options', {
    items: toRpcItems(request.items),
    coupon_code: request.couponCode ?? undefined,
    city_id: request.cityId ?? undefined,
  });
  if (error) throw databaseProblem(error);
  const rows = (data ?? []) as Record<string, unknown>[];
  return { options: rows.map(toShippingOption), couponApplied: rows.some((row) => row.coupon_applied === true) };
}

/** One method of quote_shipping_options: quote_order's `shipping`, read by its mapper, and the method's own words. */
function toShippingOption(row: Record<string, unknown>): ShippingOption {
  const { shipping } = toQuote({ shipping: row });
  return { ...shipping, description: String(row.description ?? ''), collectedAtShop: row.collected_at_shop === true };
}

/**
 * place_order as the caller (the shopper's session, or anon for a guest), with the shop's forwarding
 * key so the database counts a guest's order under the shopper's own address.
 */
export async function placeOrder(supabase: Client, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const call = supabase.rpc('place_order', {
    items: toRpcItems(request.items),
    contact: toRpcContact(request.details),
    shipping_method: request.shippingMethod,
    payment_method: request.paymentMethod,
    coupon_code: request.couponCode ?? undefined,
    idempotency_key: request.idempotencyKey,
  });
  const key = await getForwardingKey();
  const { data, error } = await (key ? call.setHeader(FORWARDING_KEY_HEADER, key) : call);
  if (error) throw databaseProblem(error);
  return toPlacedOrder(data as Record<string, unknown>);
}

/** The contact as private.check_contact reads it. */
export function toRpcContact(details: CheckoutDetails): Json {
  return {
    full_name: details.fullName,
    phone: details.phone,
    email: details.email,
    address: details.address,
    postal_code: details.postalCode,
    city_id: details.cityId,
    town: details.town,
    notes: details.notes || null,
    country: 'Pakistan',
  };
}

/**
 * The server's quote when the total the review page showed (`expectedTotal`) is no longer right, so
 * the order is refused (409) before anything is placed; null when it matches or was not sent. A
 * quote with problems (e.g. stock), or one that could not be made, is left to place_order: it reports
 * them, or returns the order a lost response already placed.
 */
export async function quoteIfTotalChanged(supabase: Client, request: PlaceOrderRequest): Promise<Quote | null> {
  if (request.expectedTotal == null) return null;
  const quote = await quoteOrder(supabase, {
    items: request.items,
    couponCode: request.couponCode,
    cityId: request.details.cityId,
    shippingMethod: request.shippingMethod,
  }).catch(() => null);
  return quote?.ok && quote.total !== request.expectedTotal ? quote : null;
}
