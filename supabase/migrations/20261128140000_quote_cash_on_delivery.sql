-- The checkout's payment step offers cash on delivery only where place_order accepts it: quote_order
-- now says whether it is possible for the cart's city and shipping method, with place_order's own
-- words when it is not.

-- Why cash on delivery is not possible for a city and a shipping method (private.problem's
-- cod_unavailable), or null when it is: the city takes it (cities.cod_available) and the method
-- carries it (shipping_methods.supports_cod). Without a city (no address yet) only the method
-- counts. place_order makes the same check on the order's city and method;
-- tests/integration/db-cod-quote.test.ts holds the two together for every city and method.
create or replace function private.cod_problem(p_city_id integer, p_method text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_city public.cities;
  v_ship public.shipping_methods;
begin
  select * into v_ship from public.shipping_methods sm where sm.id = p_method and sm.is_active;
  if not found then
    return null; -- the quote names the method's own problem
  end if;
  if p_city_id is not null then
    select * into v_city from public.cities c where c.id = p_city_id;
  end if;
  if v_ship.supports_cod and coalesce(v_city.cod_available, p_city_id is null) then
    return null;
  end if;
  return private.problem('cod_unavailable', jsonb_build_object('city_id', p_city_id, 'shipping_method', p_method),
    jsonb_build_object('city_name', coalesce(v_city.city_name, 'this city'), 'shipping_method_name', v_ship.name));
end
$$;

revoke execute on function private.cod_problem(integer, text) from public, anon, authenticated;

-- quote_order as before, with `cash_on_delivery`: {available, message} (message null when available).
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
  v_cod jsonb;
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  v_price := private.price_cart(v_ids, v_qtys, v_method, v_code, v_city_id, auth.uid(), null);
  v_cod := private.cod_problem(v_city_id, v_method);
  return (v_price - 'item_count') || jsonb_build_object(
    'ok', jsonb_array_length(v_price -> 'problems') = 0,
    'currency', 'PKR',
    'weight_kg', round((v_price ->> 'weight_grams')::integer / 1000.0, 3),
    'cash_on_delivery', jsonb_build_object('available', v_cod is null, 'message', v_cod ->> 'message')
  );
end
$$;

revoke execute on function public.quote_order(jsonb, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_order(jsonb, text, text, integer) to anon, authenticated, service_role;
