-- quote_order: a cart priced without changing anything (RPC for guests and customers).
-- (Written with "create or replace": databases made before the checkout migration was split
-- already have this function and get this version on top.)

-- The cart as place_order would price it (private.price_cart): every line with its price, weight
-- and any problem, the coupon (with why it cannot be used), the shipping fee for the city (national
-- zone when no city is given), the totals and the list of problems. ok is true when place_order
-- would accept the cart (given valid contact details and payment method).
create or replace function public.quote_order(
  items jsonb,
  shipping_method text default 'leopard',
  coupon_code text default null,
  city_id integer default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_method text := coalesce(nullif(btrim(shipping_method), ''), 'leopard');
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_city_id integer := city_id;
  v_ids integer[];
  v_qtys integer[];
  v_price jsonb;
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  v_price := private.price_cart(v_ids, v_qtys, v_method, v_code, v_city_id, auth.uid(), null);
  return (v_price - 'item_count') || jsonb_build_object(
    'ok', jsonb_array_length(v_price -> 'problems') = 0,
    'currency', 'PKR',
    'weight_kg', round((v_price ->> 'weight_grams')::integer / 1000.0, 3)
  );
end
$$;

-- Grants start from nothing (service_role included), so a database that already had these
-- functions ends with the same privileges, in the same order, as a new one.
revoke execute on function public.quote_order(jsonb, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_order(jsonb, text, text, integer) to anon, authenticated, service_role;
