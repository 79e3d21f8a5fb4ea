-- A shipping method may take its fee from its courier's tariff instead of the hand-entered bands
-- (issue 28 §6). A courier's tariff is what its merchant rate card says, per zone seen from Gilgit:
-- weight bands, a fee per further started kilogram above the heaviest band, and the volumetric
-- divisor. Couriers charge the heavier of the actual and the volumetric weight (length × width ×
-- height in cm ÷ divisor, in kg), so each weight of a product may give its packed size.

-- The packed size of one unit of this weight, in whole centimetres: all three or none. A parcel's
-- volume is the sum of its units' volumes (an estimate: the shop packs them in one carton).
alter table public.product_variants
  add column length_cm smallint check (length_cm between 1 and 300),
  add column width_cm smallint check (width_cm between 1 and 300),
  add column height_cm smallint check (height_cm between 1 and 300),
  add constraint product_variants_size_all_or_none check (
    (length_cm is null) = (width_cm is null) and (width_cm is null) = (height_cm is null)
  );
comment on column public.product_variants.length_cm is 'Packed size of one unit (with height_cm and width_cm, all or none); couriers charge volumetric weight from it.';
grant update (length_cm, width_cm, height_cm) on public.product_variants to authenticated;

create table public.courier_tariffs (
  courier text not null check (courier in ('leopards', 'postex')),
  zone public.shipping_zone not null,
  -- Above the heaviest band, per started kilogram; null: the courier carries nothing heavier.
  extra_fee_per_kg integer check (extra_fee_per_kg is null or extra_fee_per_kg between 0 and 100000),
  volumetric_divisor integer not null default 5000 check (volumetric_divisor between 1000 and 10000),
  updated_at timestamptz not null default now(),
  primary key (courier, zone)
);
comment on table public.courier_tariffs is 'A courier''s rate card per zone from Gilgit (its bands are courier_tariff_rates). Written by admin_save_courier_tariff.';
create trigger set_updated_at before update on public.courier_tariffs
  for each row execute function private.set_updated_at();

create table public.courier_tariff_rates (
  courier text not null,
  zone public.shipping_zone not null,
  max_weight_grams integer not null check (max_weight_grams between 1 and 1000000),
  fee integer not null check (fee between 0 and 100000),
  primary key (courier, zone, max_weight_grams),
  foreign key (courier, zone) references public.courier_tariffs (courier, zone) on delete cascade
);

alter table public.courier_tariffs enable row level security;
alter table public.courier_tariff_rates enable row level security;
revoke all on public.courier_tariffs, public.courier_tariff_rates from anon, authenticated;
grant select on public.courier_tariffs, public.courier_tariff_rates to authenticated;
grant select, insert, update, delete on public.courier_tariffs, public.courier_tariff_rates to service_role;
create policy "Admins can read courier tariffs" on public.courier_tariffs
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can read courier tariff rates" on public.courier_tariff_rates
  for select to authenticated using ((select public.is_admin()));

alter table public.shipping_methods
  add column fee_from text not null default 'rates' check (fee_from in ('rates', 'courier_tariff')),
  add constraint shipping_methods_tariff_needs_courier check (fee_from = 'rates' or courier is not null);
comment on column public.shipping_methods.fee_from is
  'rates: the method''s own weight bands (shipping_rates, extra_fee_per_kg); courier_tariff: its courier''s tariff (courier_tariffs) by chargeable weight.';

-- One zone of a courier's tariff, replaced at once so checkout never sees it half edited. bands:
-- [{max_weight_grams, fee}], at most 20, distinct weights; no bands removes the zone (the courier
-- does not deliver there). The owner's (private.require_owner).
create function public.admin_save_courier_tariff(courier text, zone text, bands jsonb, extra_fee_per_kg integer default null,
  volumetric_divisor integer default 5000)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_zone public.shipping_zone;
  v_count integer;
begin
  perform private.require_owner();
  if courier is null or courier not in ('leopards', 'postex') then
    perform private.fail('invalid_input', 'Choose Leopards or PostEx.', '{"field": "courier"}');
  end if;
  if zone is null or zone not in (select unnest(enum_range(null::public.shipping_zone))::text) then
    perform private.fail('invalid_input', 'Choose the local, regional or national zone.', '{"field": "zone"}');
  end if;
  v_zone := zone::public.shipping_zone;
  if bands is null or jsonb_typeof(bands) <> 'array' or jsonb_array_length(bands) > 20 then
    perform private.fail('invalid_input', 'Give at most 20 weight bands.', '{"field": "bands"}');
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
    perform private.fail('invalid_input', 'Each band needs a weight of 1 to 1,000,000 g and a fee of Rs. 0 to Rs. 100,000, in whole numbers.',
      '{"field": "bands"}');
  end if;
  if (select count(distinct (b ->> 'max_weight_grams')::integer) from jsonb_array_elements(bands) b) <> jsonb_array_length(bands) then
    perform private.fail('invalid_input', 'Two bands have the same weight.', '{"field": "bands"}');
  end if;
  if extra_fee_per_kg is not null and extra_fee_per_kg not between 0 and 100000 then
    perform private.fail('invalid_input', 'The fee per extra kg is Rs. 0 to Rs. 100,000, or empty.', '{"field": "extra_fee_per_kg"}');
  end if;
  if volumetric_divisor is null or volumetric_divisor not between 1000 and 10000 then
    perform private.fail('invalid_input', 'The volumetric divisor is between 1,000 and 10,000 (most couriers use 5,000).',
      '{"field": "volumetric_divisor"}');
  end if;

  delete from public.courier_tariffs t where t.courier = admin_save_courier_tariff.courier and t.zone = v_zone;
  if jsonb_array_length(bands) = 0 then
    return 0;
  end if;
  insert into public.courier_tariffs (courier, zone, extra_fee_per_kg, volumetric_divisor)
    values (admin_save_courier_tariff.courier, v_zone, admin_save_courier_tariff.extra_fee_per_kg, admin_save_courier_tariff.volumetric_divisor);
  insert into public.courier_tariff_rates (courier, zone, max_weight_grams, fee)
  select admin_save_courier_tariff.courier, v_zone, (b ->> 'max_weight_grams')::integer, (b ->> 'fee')::integer
    from jsonb_array_elements(bands) b;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.admin_save_courier_tariff(text, text, jsonb, integer, integer) from public, anon;
grant execute on function public.admin_save_courier_tariff(text, text, jsonb, integer, integer) to authenticated, service_role;

-- The weight a courier charges for: the heavier of the actual weight and the volumetric weight
-- (volume_cm3 ÷ divisor kg), in grams.
create function private.chargeable_weight_grams(p_weight_grams integer, p_volume_cm3 bigint, p_volumetric_divisor integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(p_weight_grams, ceil(coalesce(p_volume_cm3, 0) * 1000.0 / p_volumetric_divisor)::integer)
$$;
revoke all on function private.chargeable_weight_grams(integer, bigint, integer) from public, anon, authenticated;

-- The delivery fee for a parcel, now with its volume: the method's own bands by actual weight
-- (fee_from rates), or its courier's tariff by chargeable weight (fee_from courier_tariff). The
-- zone's cheapest band that covers the weight; above the heaviest band, the per-kilogram fee per
-- started kilogram; free from free_shipping_min_subtotal (after discount); plus the method's
-- remote-area surcharge. Without a city the national zone is assumed. When the method cannot carry
-- the parcel, problem and message say why (private.problem's words).
drop function private.shipping_quote(text, integer, integer, integer);
create function private.shipping_quote(p_method text, p_city_id integer, p_weight_grams integer, p_volume_cm3 bigint,
  p_subtotal_after_discount integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  m public.shipping_methods;
  v_tariff public.courier_tariffs;
  v_zone public.shipping_zone := 'national';
  v_remote boolean := false;
  v_weight integer := greatest(p_weight_grams, 1);
  v_extra_fee_per_kg integer;
  v_band record;
  v_band_max integer;
  v_band_fee integer;
  v_base integer;
  v_surcharge integer := 0;
  v_problem jsonb;
begin
  select * into m from public.shipping_methods sm where sm.id = p_method and sm.is_active;
  if not found then
    v_problem := private.problem('shipping_method_unavailable');
    return jsonb_build_object('method', p_method, 'available', false, 'problem', v_problem ->> 'code',
      'message', v_problem ->> 'message', 'fee', null);
  end if;
  if p_city_id is not null then
    select c.shipping_zone, c.is_remote into v_zone, v_remote from public.cities c where c.id = p_city_id and c.is_active;
    if not found then
      v_zone := 'national';
      v_remote := false;
    end if;
  end if;

  if m.fee_from = 'courier_tariff' then
    select * into v_tariff from public.courier_tariffs t where t.courier = m.courier and t.zone = v_zone;
    if found then
      v_weight := private.chargeable_weight_grams(v_weight, p_volume_cm3, v_tariff.volumetric_divisor);
    end if;
    v_extra_fee_per_kg := v_tariff.extra_fee_per_kg;
  else
    v_extra_fee_per_kg := m.extra_fee_per_kg;
  end if;
  -- The zone's bands lightest first, from the tariff or the method's own: stop at the first that
  -- covers the weight, else keep the heaviest.
  for v_band in
    select r.max_weight_grams, r.fee from public.courier_tariff_rates r
     where m.fee_from = 'courier_tariff' and r.courier = m.courier and r.zone = v_zone
    union all
    select r.max_weight_grams, r.fee from public.shipping_rates r
     where m.fee_from = 'rates' and r.shipping_method_id = m.id and r.zone = v_zone
    order by 1
  loop
    v_band_max := v_band.max_weight_grams;
    v_band_fee := v_band.fee;
    exit when v_band_max >= v_weight;
  end loop;
  if v_band_max is null then
    v_problem := private.problem('shipping_unavailable_for_city');
  elsif v_band_max >= v_weight then
    v_base := v_band_fee;
  elsif v_extra_fee_per_kg is null then
    v_problem := private.problem('too_heavy');
  else
    v_base := v_band_fee + ceil((v_weight - v_band_max) / 1000.0)::integer * v_extra_fee_per_kg;
  end if;
  if v_problem is null then
    if m.free_shipping_min_subtotal is not null and p_subtotal_after_discount >= m.free_shipping_min_subtotal then
      v_base := 0;
    end if;
    if v_remote then
      v_surcharge := m.remote_area_surcharge;
    end if;
  end if;
  return jsonb_build_object(
    'method', m.id,
    'name', m.name,
    'zone', v_zone,
    'is_remote', v_remote,
    'fee_from', m.fee_from,
    'chargeable_weight_grams', v_weight,
    'available', v_problem is null,
    'problem', v_problem ->> 'code',
    'message', v_problem ->> 'message',
    'base_fee', v_base,
    'remote_area_surcharge', case when v_problem is null then v_surcharge end,
    'fee', case when v_problem is null then v_base + v_surcharge end,
    'free_shipping_min_subtotal', m.free_shipping_min_subtotal,
    'estimated_days_min', m.estimated_days_min,
    'estimated_days_max', m.estimated_days_max,
    'supports_cod', m.supports_cod
  );
end
$$;
revoke execute on function private.shipping_quote(text, integer, integer, bigint, integer) from public, anon, authenticated;

-- The cart's volume goes with its weight to the quote (sum of each unit's packed size; a weight
-- without a size adds none). Otherwise as 20261201500000_hide_coupon_refusals.sql.
create or replace function private.price_cart(
  p_variant_ids integer[],
  p_quantities integer[],
  p_shipping_method text,
  p_coupon_code text,
  p_city_id integer,
  p_customer_id uuid,
  p_customer_phone text
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  r record;
  v_sold boolean;
  v_problem jsonb;
  v_lines jsonb := '[]'::jsonb;
  v_problems jsonb := '[]'::jsonb;
  v_subtotal integer := 0;
  v_weight integer := 0;
  v_volume bigint := 0;
  v_item_count integer := 0;
  v_discount integer := 0;
  v_coupon public.coupons;
  v_coupon_json jsonb;
  v_city_id integer := p_city_id;
  v_shipping jsonb;
begin
  for r in
    select q.variant_id, q.quantity, v.id is not null as is_known, coalesce(v.is_active and p.is_active, false) as active,
           p.id as product_id, p.product_name, p.slug, p.image_url, v.sku, v.label, v.price, v.weight_grams, v.stock_quantity,
           v.length_cm::bigint * v.width_cm * v.height_cm as volume_cm3
      from unnest(p_variant_ids, p_quantities) as q(variant_id, quantity)
      left join public.product_variants v on v.id = q.variant_id
      left join public.products p on p.id = v.product_id
     order by q.variant_id
  loop
    v_sold := r.is_known and r.active;
    v_problem := case
      when not r.is_known then private.problem('variant_not_found', jsonb_build_object('variant_id', r.variant_id))
      when not r.active then private.problem('variant_inactive', jsonb_build_object('variant_id', r.variant_id))
      when r.stock_quantity = 0 then private.problem('out_of_stock', jsonb_build_object('variant_id', r.variant_id, 'available', 0),
        jsonb_build_object('product_name', r.product_name, 'variant_label', r.label))
      when r.stock_quantity < r.quantity then private.problem('insufficient_stock', jsonb_build_object('variant_id', r.variant_id, 'available', r.stock_quantity),
        jsonb_build_object('product_name', r.product_name, 'variant_label', r.label))
    end;
    if v_sold then
      v_subtotal := v_subtotal + r.price * r.quantity;
      v_weight := v_weight + r.weight_grams * r.quantity;
      v_volume := v_volume + coalesce(r.volume_cm3, 0) * r.quantity;
      v_item_count := v_item_count + r.quantity;
    end if;
    v_lines := v_lines || jsonb_build_object(
      'variant_id', r.variant_id,
      'product_id', case when v_sold then r.product_id end,
      'product_name', case when v_sold then r.product_name end,
      'slug', case when v_sold then r.slug end,
      'image_url', case when v_sold then r.image_url end,
      'sku', case when v_sold then r.sku end,
      'variant_label', case when v_sold then r.label end,
      'quantity', r.quantity,
      'unit_price', case when v_sold then r.price end,
      'line_total', case when v_sold then r.price * r.quantity end,
      'weight_grams', case when v_sold then r.weight_grams end,
      'available_quantity', case when v_sold then r.stock_quantity else 0 end,
      'problem', v_problem ->> 'code'
    );
    if v_problem is not null then
      v_problems := v_problems || v_problem;
    end if;
  end loop;

  if p_coupon_code is not null then
    select * into v_coupon from public.coupons c where c.code = p_coupon_code;
    v_problem := private.coupon_problem(p_coupon_code, v_coupon, v_subtotal, p_customer_id, p_customer_phone);
    if v_problem is null then
      v_discount := private.coupon_discount(v_coupon.type, v_coupon.discount_percentage, v_coupon.discount_amount,
        v_coupon.max_discount_amount, v_subtotal);
    else
      -- One answer for every refusal, whether the code exists or not; nothing of the row is shown.
      v_problem := private.problem('coupon_not_found', jsonb_build_object('coupon_code', p_coupon_code));
      v_coupon := null;
      v_problems := v_problems || v_problem;
    end if;
    v_coupon_json := jsonb_build_object(
      'code', p_coupon_code,
      'valid', v_problem is null,
      'problem', v_problem ->> 'code',
      'message', v_problem ->> 'message',
      'type', v_coupon.type,
      'discount_percentage', v_coupon.discount_percentage,
      'discount_amount', v_coupon.discount_amount,
      'max_discount_amount', v_coupon.max_discount_amount,
      'min_subtotal', v_coupon.min_subtotal,
      'discount', v_discount
    );
  end if;

  if v_city_id is not null and not exists (select 1 from public.cities c where c.id = v_city_id and c.is_active) then
    v_problems := v_problems || private.problem('city_not_found', '{"field": "city_id"}'::jsonb);
    v_city_id := null;
  end if;
  v_shipping := private.shipping_quote(p_shipping_method, v_city_id, v_weight, v_volume, v_subtotal - v_discount);
  if not (v_shipping ->> 'available')::boolean then
    v_problems := v_problems || jsonb_build_object('code', v_shipping ->> 'problem', 'message', v_shipping ->> 'message',
      'shipping_method', p_shipping_method, 'city_id', v_city_id);
  end if;

  return jsonb_build_object(
    'lines', v_lines,
    'subtotal', v_subtotal,
    'discount', v_discount,
    'shipping_fee', (v_shipping ->> 'fee')::integer,
    'total', v_subtotal - v_discount + coalesce((v_shipping ->> 'fee')::integer, 0),
    'weight_grams', v_weight,
    'volume_cm3', v_volume,
    'item_count', v_item_count,
    'coupon', v_coupon_json,
    'shipping', v_shipping,
    'problems', v_problems
  );
end
$$;

-- The console's quote preview takes the parcel's volume too (0: only the weight counts).
drop function public.admin_shipping_preview(integer, integer, integer);
create function public.admin_shipping_preview(city_id integer, weight_grams integer, subtotal integer default 0,
  volume_cm3 integer default 0)
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
  if volume_cm3 is null or volume_cm3 not between 0 and 100000000 then
    perform private.fail('invalid_input', 'The size must be between 0 and 100,000,000 cm³.', '{"field": "volume_cm3"}');
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
    'volume_cm3', volume_cm3,
    'methods', coalesce((
      select jsonb_agg(q.quote || jsonb_build_object('cod_available', private.cod_problem(v_city.id, m.id) is null) order by m.sort_order, m.id)
        from public.shipping_methods m
        cross join lateral (select private.shipping_quote(m.id, v_city.id, weight_grams, volume_cm3, subtotal) as quote) q
       where m.is_active
    ), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.admin_shipping_preview(integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_shipping_preview(integer, integer, integer, integer) to authenticated, service_role;

-- A new product's weights may give their packed size.
create or replace function public.admin_create_product(product jsonb, variants jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_product_id integer;
  v_variant record;
  v_variant_id integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  if jsonb_typeof(product) is distinct from 'object' then
    raise exception using errcode = 'P0001', message = 'Give the product''s details.', detail = 'invalid_input', hint = '{"field": "product"}';
  end if;
  if jsonb_typeof(variants) is distinct from 'array' or jsonb_array_length(variants) = 0 then
    raise exception using errcode = 'P0001', message = 'Add at least one weight.', detail = 'invalid_input', hint = '{"field": "variants"}';
  end if;

  insert into public.products (product_name, slug, product_description, origin, area, is_best_seller, is_active, sort_order)
  select p.product_name, p.slug, coalesce(p.product_description, ''), p.origin, p.area, coalesce(p.is_best_seller, false),
         coalesce(p.is_active, true), coalesce(p.sort_order, 0)
    from jsonb_to_record(product) as p(product_name text, slug text, product_description text, origin text,
      area public.product_area, is_best_seller boolean, is_active boolean, sort_order integer)
  returning id into v_product_id;

  for v_variant in
    select v.* from jsonb_to_recordset(variants) as v(sku text, label text, weight_value numeric, weight_unit public.weight_unit,
      price integer, compare_at_price integer, is_active boolean, sort_order integer, initial_stock integer,
      length_cm smallint, width_cm smallint, height_cm smallint)
  loop
    insert into public.product_variants (product_id, sku, label, weight_value, weight_unit, price, compare_at_price, stock_quantity, is_active, sort_order,
      length_cm, width_cm, height_cm)
    values (v_product_id, v_variant.sku, v_variant.label, v_variant.weight_value, v_variant.weight_unit, v_variant.price,
      v_variant.compare_at_price, 0, coalesce(v_variant.is_active, true), coalesce(v_variant.sort_order, 0),
      v_variant.length_cm, v_variant.width_cm, v_variant.height_cm)
    returning id into v_variant_id;
    if coalesce(v_variant.initial_stock, 0) > 0 then
      perform public.admin_adjust_stock(v_variant_id, v_variant.initial_stock, 'restock', 'Opening stock');
    end if;
  end loop;
  return v_product_id;
end
$$;
