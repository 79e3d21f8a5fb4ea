-- The checkout's shipping step in one call: the cart priced for every active shipping method at once,
-- where the shop used to ask quote_order once per method (issue 24 §9).

-- For each active shipping method, in the methods' order: the `shipping` part of what quote_order
-- answers for this cart with that method (private.price_cart, the one rule: fee, availability and
-- its words, days, free-delivery threshold), with the method's description and whether the parcel
-- is collected at the shop. The cart, coupon and city are read as quote_order reads them.
create function public.quote_shipping_options(items jsonb, coupon_code text default null, city_id integer default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_ids integer[];
  v_qtys integer[];
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  return coalesce((
    select jsonb_agg((q.price -> 'shipping') || jsonb_build_object('description', m.description, 'collected_at_shop', m.collected_at_shop)
                     order by m.sort_order, m.id)
      from public.shipping_methods m
     cross join lateral (
       select private.price_cart(v_ids, v_qtys, m.id, v_code, quote_shipping_options.city_id, auth.uid(), null) as price
     ) q
     where m.is_active
  ), '[]'::jsonb);
end
$$;

revoke execute on function public.quote_shipping_options(jsonb, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_shipping_options(jsonb, text, integer) to anon, authenticated, service_role;
