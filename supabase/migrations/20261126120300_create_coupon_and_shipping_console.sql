-- The owner console's coupons and shipping screens. Coupons, shipping methods and cities are written
-- through the API under their tables' admin policies; what needs more than one row at a time, or the
-- checkout's own rules, is here.

-- Every coupon for the console, newest first, with why checkout would refuse it right now whatever the
-- cart (private.coupon_problem, the checkout's rule, asked with no customer and the largest subtotal:
-- coupon_inactive, coupon_not_started, coupon_expired, coupon_used_up, or null when it can be used)
-- and how many orders carry its code (orders.coupon_code), cancelled ones apart. used_count is the
-- count the use limit is checked against.
create function public.admin_coupons()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(to_jsonb(c) || jsonb_build_object(
             'problem', private.coupon_problem(c.code, c, 2147483647, null, null) ->> 'code',
             'orders', coalesce(u.orders, 0),
             'cancelled_orders', coalesce(u.cancelled, 0)
           ) order by c.created_at desc, c.code)
      from public.coupons c
      left join (
        select o.coupon_code, count(*) filter (where o.status <> 'cancelled') as orders, count(*) filter (where o.status = 'cancelled') as cancelled
          from public.orders o
         where o.coupon_code is not null
         group by o.coupon_code
      ) u on u.coupon_code = c.code
  ), '[]'::jsonb);
end
$$;

-- Replaces the weight bands of one shipping method in one zone in a single statement, so checkout
-- never sees a zone half edited. Runs as the caller: the shipping_rates policies decide, and the
-- is_admin() check first only gives a non-admin a clear answer. bands: [{max_weight_grams, fee}],
-- at most 20, distinct weights; an empty list means the method does not deliver to that zone.
create function public.admin_replace_shipping_rates(shipping_method_id text, zone text, bands jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_zone public.shipping_zone;
  v_count integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  if not exists (select 1 from public.shipping_methods m where m.id = admin_replace_shipping_rates.shipping_method_id) then
    raise exception using errcode = 'P0001', message = 'There is no such shipping method.', detail = 'invalid_input', hint = '{"field": "shipping_method_id"}';
  end if;
  if zone is null or zone not in (select unnest(enum_range(null::public.shipping_zone))::text) then
    raise exception using errcode = 'P0001', message = 'Choose the local, regional or national zone.', detail = 'invalid_input', hint = '{"field": "zone"}';
  end if;
  v_zone := zone::public.shipping_zone;
  if bands is null or jsonb_typeof(bands) <> 'array' or jsonb_array_length(bands) > 20 then
    raise exception using errcode = 'P0001', message = 'Give at most 20 weight bands.', detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  if exists (
    select 1 from jsonb_array_elements(bands) b
     where jsonb_typeof(b) <> 'object'
        or jsonb_typeof(b -> 'max_weight_grams') <> 'number' or jsonb_typeof(b -> 'fee') <> 'number'
        or (b ->> 'max_weight_grams')::numeric <> trunc((b ->> 'max_weight_grams')::numeric)
        or (b ->> 'fee')::numeric <> trunc((b ->> 'fee')::numeric)
        or (b ->> 'max_weight_grams')::numeric not between 1 and 1000000
        or (b ->> 'fee')::numeric not between 0 and 100000
  ) then
    raise exception using errcode = 'P0001', message = 'Each band needs a weight of 1 to 1,000,000 g and a fee of Rs. 0 to Rs. 100,000, in whole numbers.',
      detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  if (select count(distinct (b ->> 'max_weight_grams')::integer) from jsonb_array_elements(bands) b) <> jsonb_array_length(bands) then
    raise exception using errcode = 'P0001', message = 'Two bands have the same weight.', detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  delete from public.shipping_rates r where r.shipping_method_id = admin_replace_shipping_rates.shipping_method_id and r.zone = v_zone;
  insert into public.shipping_rates (shipping_method_id, zone, max_weight_grams, fee)
  select admin_replace_shipping_rates.shipping_method_id, v_zone, (b ->> 'max_weight_grams')::integer, (b ->> 'fee')::integer
    from jsonb_array_elements(bands) b;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- The console's quote preview: what checkout would charge for a parcel of this weight to this city,
-- per shipping method, by the checkout's own rule (private.shipping_quote, as price_cart calls it),
-- with whether cash on delivery is possible (the city's and the method's flags, as place_order checks
-- them). subtotal is the subtotal after any discount (free-shipping thresholds look at it).
create function public.admin_shipping_preview(city_id integer, weight_grams integer, subtotal integer default 0)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_city public.cities;
begin
  perform private.require_admin();
  if weight_grams is null or weight_grams not between 1 and 1000000 then
    perform private.fail('invalid_input', 'The weight must be between 1 and 1,000,000 grams.', '{"field": "weight_grams"}');
  end if;
  if subtotal is null or subtotal not between 0 and 100000000 then
    perform private.fail('invalid_input', 'The subtotal must be between Rs. 0 and Rs. 100,000,000.', '{"field": "subtotal"}');
  end if;
  select * into v_city from public.cities c where c.id = admin_shipping_preview.city_id and c.is_active;
  if not found then
    perform private.fail('invalid_input', 'Choose an active city.', '{"field": "city_id"}');
  end if;
  return jsonb_build_object(
    'city', jsonb_build_object('id', v_city.id, 'name', v_city.city_name, 'province', v_city.province, 'zone', v_city.shipping_zone,
      'is_remote', v_city.is_remote, 'cod_available', v_city.cod_available),
    'weight_grams', weight_grams,
    'subtotal', subtotal,
    'methods', coalesce((
      select jsonb_agg(q.quote || jsonb_build_object('cod_available', v_city.cod_available and m.supports_cod) order by m.sort_order, m.id)
        from public.shipping_methods m
        cross join lateral (select private.shipping_quote(m.id, v_city.id, weight_grams, subtotal) as quote) q
       where m.is_active
    ), '[]'::jsonb)
  );
end
$$;

revoke execute on function
  public.admin_coupons(),
  public.admin_replace_shipping_rates(text, text, jsonb),
  public.admin_shipping_preview(integer, integer, integer)
from public, anon, authenticated;
grant execute on function
  public.admin_coupons(),
  public.admin_replace_shipping_rates(text, text, jsonb),
  public.admin_shipping_preview(integer, integer, integer)
to authenticated, service_role;
