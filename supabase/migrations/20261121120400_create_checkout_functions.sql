-- Checkout as SQL functions, called as RPC: quote_order, place_order, track_order, cancel_order,
-- deactivate_account. Prices, stock, discounts, shipping fees and totals come from database rows
-- only: the client sends variant ids and quantities, never a price.
--
-- Business errors are raised as SQLSTATE P0001 (HTTP 400 through PostgREST) with a message for
-- people, detail = a machine code (out_of_stock, coupon_expired, invalid_contact, …) and hint = a JSON
-- object with context (e.g. {"variant_id": 12, "available": 3} or {"field": "phone"}).
-- Authorisation failures are SQLSTATE 42501 (401/403).

create function private.fail(code text, message text, context jsonb default '{}'::jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = message, detail = code, hint = coalesce(context, '{}'::jsonb)::text;
end
$$;

create function private.format_rupees(amount integer)
returns text
language sql
stable
set search_path = ''
as $$
  select 'Rs. ' || to_char(amount, 'FM999,999,999,990')
$$;

-- A JSON number that is a whole number within [low, high] (strings such as "2" or "1e3" are not).
create function private.is_whole_number(value jsonb, low numeric, high numeric)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  n numeric;
begin
  if value is null or jsonb_typeof(value) <> 'number' then
    return false;
  end if;
  n := (value #>> '{}')::numeric;
  return n = trunc(n) and n between low and high;
end
$$;

-- Cart lines [{variant_id, quantity}, …] → variant ids (ascending, merged) and quantities.
-- Each quantity is a whole number from 1 to 100 (also after merging repeated variants); at most 50
-- lines. A line with any other key (a price, a total…) is refused: prices are never input.
create function private.parse_order_items(items jsonb, out variant_ids integer[], out quantities integer[])
language plpgsql
stable
set search_path = ''
as $$
declare
  item jsonb;
  line integer := 0;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    perform private.fail('invalid_items', 'The cart must be a list of items.');
  end if;
  if jsonb_array_length(items) = 0 then
    perform private.fail('empty_cart', 'Your cart is empty.');
  end if;
  if jsonb_array_length(items) > 50 then
    perform private.fail('too_many_items', 'An order can have at most 50 different items.', '{"max": 50}');
  end if;
  for item in select e.value from jsonb_array_elements(items) as e loop
    line := line + 1;
    if jsonb_typeof(item) <> 'object' then
      perform private.fail('invalid_items', 'Each cart item needs a variant_id and a quantity.', jsonb_build_object('line', line));
    end if;
    if exists (select 1 from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity')) then
      perform private.fail('invalid_items', 'A cart item may only name a variant_id and a quantity.', jsonb_build_object('line', line,
        'field', (select min(k.key) from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity'))));
    end if;
    if not private.is_whole_number(item -> 'variant_id', 1, 2147483647) then
      perform private.fail('invalid_variant', 'A cart item does not name a valid product.', jsonb_build_object('line', line));
    end if;
    if not private.is_whole_number(item -> 'quantity', 1, 100) then
      perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.',
        jsonb_build_object('line', line, 'variant_id', (item ->> 'variant_id')::numeric::integer, 'max', 100));
    end if;
  end loop;
  select array_agg(s.variant_id order by s.variant_id), array_agg(s.quantity order by s.variant_id)
    into variant_ids, quantities
    from (
      select (e.value ->> 'variant_id')::numeric::integer as variant_id, sum((e.value ->> 'quantity')::numeric)::integer as quantity
        from jsonb_array_elements(items) as e
       group by 1
    ) s;
  if exists (select 1 from unnest(quantities) as q where q > 100) then
    perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.', '{"max": 100}');
  end if;
end
$$;

-- The spec's coupon rule, exactly: percentage → round(subtotal × percentage / 100); fixed →
-- round(amount); capped by max_discount_amount when present; never above the subtotal.
create function private.coupon_discount(
  coupon_type public.coupon_type,
  discount_percentage numeric,
  discount_amount integer,
  max_discount_amount integer,
  subtotal integer
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(0, least(
    case coupon_type
      when 'percentage' then round(subtotal * discount_percentage / 100)
      else round(discount_amount::numeric)
    end,
    coalesce(max_discount_amount, 2147483647),
    subtotal
  ))::integer
$$;

-- Why a coupon cannot be used right now (null when it can).
create function private.coupon_problem(coupon public.coupons, subtotal integer, customer_id uuid, customer_phone text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  used integer;
begin
  if not coupon.is_active then
    return 'coupon_inactive';
  elsif coupon.starts_at is not null and now() < coupon.starts_at then
    return 'coupon_not_started';
  elsif coupon.ends_at is not null and now() >= coupon.ends_at then
    return 'coupon_expired';
  elsif coupon.usage_limit is not null and coupon.used_count >= coupon.usage_limit then
    return 'coupon_used_up';
  elsif subtotal < coupon.min_subtotal then
    return 'coupon_min_subtotal';
  end if;
  if coupon.per_customer_limit is not null and (customer_id is not null or customer_phone is not null) then
    select count(*) into used
      from public.orders o
     where o.coupon_code = coupon.code
       and o.status <> 'cancelled'
       and ((customer_id is not null and o.user_id = customer_id) or (customer_phone is not null and o.phone = customer_phone));
    if used >= coupon.per_customer_limit then
      return 'coupon_customer_limit';
    end if;
  end if;
  return null;
end
$$;

create function private.coupon_message(problem text, coupon public.coupons)
returns text
language sql
stable
set search_path = ''
as $$
  select case problem
    when 'coupon_not_found' then 'This coupon code is not valid.'
    when 'coupon_inactive' then 'This coupon is no longer active.'
    when 'coupon_not_started' then 'This coupon is not active yet.'
    when 'coupon_expired' then 'This coupon has expired.'
    when 'coupon_used_up' then 'This coupon has been used up.'
    when 'coupon_min_subtotal' then 'This coupon needs a subtotal of at least ' || private.format_rupees(coupon.min_subtotal) || '.'
    when 'coupon_customer_limit' then 'You have already used this coupon.'
  end
$$;

create function private.shipping_message(problem text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case problem
    when 'shipping_method_unavailable' then 'This shipping method is not available.'
    when 'shipping_unavailable_for_city' then 'This shipping method does not deliver to the chosen city.'
    when 'too_heavy' then 'This order is too heavy for the chosen shipping method.'
  end
$$;

-- The delivery fee for a parcel: the zone's cheapest weight band that covers the weight; above the
-- heaviest band, extra_fee_per_kg per started kilogram; free from free_shipping_min_subtotal (after
-- discount); plus the remote-area surcharge. Without a city the national zone is assumed.
create function private.shipping_quote(p_method text, p_city_id integer, p_weight_grams integer, p_subtotal_after_discount integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  m public.shipping_methods;
  v_zone public.shipping_zone := 'national';
  v_remote boolean := false;
  v_band_max integer;
  v_band_fee integer;
  v_base integer;
  v_surcharge integer := 0;
  v_problem text;
begin
  select * into m from public.shipping_methods sm where sm.id = p_method and sm.is_active;
  if not found then
    return jsonb_build_object('method', p_method, 'available', false, 'problem', 'shipping_method_unavailable',
      'message', private.shipping_message('shipping_method_unavailable'), 'fee', null);
  end if;
  if p_city_id is not null then
    select c.shipping_zone, c.is_remote into v_zone, v_remote from public.cities c where c.id = p_city_id and c.is_active;
    if not found then
      v_zone := 'national';
      v_remote := false;
    end if;
  end if;
  select r.fee into v_band_fee
    from public.shipping_rates r
   where r.shipping_method_id = m.id and r.zone = v_zone and r.max_weight_grams >= greatest(p_weight_grams, 1)
   order by r.max_weight_grams
   limit 1;
  if found then
    v_base := v_band_fee;
  else
    select r.max_weight_grams, r.fee into v_band_max, v_band_fee
      from public.shipping_rates r
     where r.shipping_method_id = m.id and r.zone = v_zone
     order by r.max_weight_grams desc
     limit 1;
    if not found then
      v_problem := 'shipping_unavailable_for_city';
    elsif m.extra_fee_per_kg is null then
      v_problem := 'too_heavy';
    else
      v_base := v_band_fee + ceil((p_weight_grams - v_band_max) / 1000.0)::integer * m.extra_fee_per_kg;
    end if;
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
    'available', v_problem is null,
    'problem', v_problem,
    'message', private.shipping_message(v_problem),
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

-- GDF-<YYMM in Pakistan time>-<6 random characters from an alphabet without 0, O, 1 and I>.
create function private.generate_order_number()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'GDF-' || to_char(now() at time zone 'Asia/Karachi', 'YYMM') || '-'
      || string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(s.b, i) % 32 + 1, 1), '' order by i)
    from (select uuid_send(gen_random_uuid()) as b) s, generate_series(0, 5) as i
$$;

-- What place_order and cancel_order return: the order and its lines, without contact details.
create function private.order_summary(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'status', o.status,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'shipping_method', o.shipping_method,
    'subtotal', o.subtotal,
    'discount', o.discount,
    'shipping_fee', o.shipping_fee,
    'total', o.total,
    'currency', 'PKR',
    'weight_kg', o.weight_kg,
    'item_count', o.item_count,
    'coupon_code', o.coupon_code,
    'payment_due_at', o.payment_due_at,
    'created_at', o.created_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'variant_id', i.variant_id, 'product_id', i.product_id, 'sku', i.sku, 'product_name', i.product_name,
               'variant_label', i.variant_label, 'unit_price', i.unit_price, 'quantity', i.quantity,
               'line_total', i.line_total, 'weight_grams', i.weight_grams
             ) order by i.id)
        from public.order_items i
       where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id
$$;

-- Puts an order's stock back on the shelf, exactly once per order (guarded by stock_released_at
-- under the order's row lock), locking the variants in id order. Returns false when already done.
create function private.restock_order(
  p_order_id uuid,
  p_reason public.stock_movement_reason,
  p_release_coupon boolean,
  p_actor_id uuid
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_code text;
begin
  update public.orders o set stock_released_at = now()
   where o.id = p_order_id and o.stock_released_at is null
  returning o.coupon_code into v_code;
  if not found then
    return false;
  end if;
  perform 1
     from public.product_variants v
    where v.id in (select i.variant_id from public.order_items i where i.order_id = p_order_id)
    order by v.id
      for update;
  with back as (
    select i.variant_id, sum(i.quantity)::integer as quantity
      from public.order_items i
     where i.order_id = p_order_id and i.variant_id is not null
     group by i.variant_id
  ), updated as (
    update public.product_variants v set stock_quantity = v.stock_quantity + b.quantity
      from back b
     where v.id = b.variant_id
    returning v.id, v.stock_quantity, b.quantity
  )
  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select u.id, p_order_id, u.quantity, u.stock_quantity, p_reason, p_actor_id from updated u;
  if p_release_coupon and v_code is not null then
    update public.coupons c set used_count = c.used_count - 1 where c.code = v_code and c.used_count > 0;
  end if;
  return true;
end
$$;

-- Prices a cart without changing anything: every line with its price, weight and any problem
-- (not_found, inactive, out_of_stock, insufficient_stock), the coupon (with why it cannot be used),
-- the shipping fee for the city (national zone when no city is given) and the totals. The subtotal
-- counts the lines that exist and are on sale; ok is true when place_order would accept the cart.
create function public.quote_order(
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
  r record;
  v_problem text;
  v_lines jsonb := '[]'::jsonb;
  v_problems jsonb := '[]'::jsonb;
  v_subtotal integer := 0;
  v_weight integer := 0;
  v_discount integer := 0;
  v_coupon public.coupons;
  v_coupon_json jsonb;
  v_shipping jsonb;
  v_fee integer;
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;

  for r in
    select q.variant_id, q.quantity, v.id is not null as is_known, p.id as product_id, p.product_name, p.slug, p.image_url,
           v.sku, v.label, v.price, v.weight_grams, v.stock_quantity, coalesce(v.is_active and p.is_active, false) as active
      from unnest(v_ids, v_qtys) as q(variant_id, quantity)
      left join public.product_variants v on v.id = q.variant_id
      left join public.products p on p.id = v.product_id
     order by q.variant_id
  loop
    v_problem := case
      when not r.is_known then 'not_found'
      when not r.active then 'inactive'
      when r.stock_quantity = 0 then 'out_of_stock'
      when r.stock_quantity < r.quantity then 'insufficient_stock'
    end;
    if r.is_known and r.active then
      v_subtotal := v_subtotal + r.price * r.quantity;
      v_weight := v_weight + r.weight_grams * r.quantity;
    end if;
    v_lines := v_lines || jsonb_build_object(
      'variant_id', r.variant_id,
      'product_id', case when r.is_known and r.active then r.product_id end,
      'product_name', case when r.is_known and r.active then r.product_name end,
      'slug', case when r.is_known and r.active then r.slug end,
      'image_url', case when r.is_known and r.active then r.image_url end,
      'sku', case when r.is_known and r.active then r.sku end,
      'variant_label', case when r.is_known and r.active then r.label end,
      'quantity', r.quantity,
      'unit_price', case when r.is_known and r.active then r.price end,
      'line_total', case when r.is_known and r.active then r.price * r.quantity end,
      'weight_grams', case when r.is_known and r.active then r.weight_grams end,
      'available_quantity', case when r.is_known and r.active then r.stock_quantity else 0 end,
      'problem', v_problem
    );
    if v_problem is not null then
      v_problems := v_problems || jsonb_build_object(
        'code', v_problem,
        'variant_id', r.variant_id,
        'message', case v_problem
          when 'not_found' then 'This product is no longer sold.'
          when 'inactive' then 'This product is no longer available.'
          when 'out_of_stock' then format('%s (%s) is out of stock.', r.product_name, r.label)
          else format('Only %s of %s (%s) left in stock.', r.stock_quantity, r.product_name, r.label)
        end
      );
    end if;
  end loop;

  if v_code is not null then
    select * into v_coupon from public.coupons c where c.code = v_code;
    if not found then
      v_problem := 'coupon_not_found';
    else
      v_problem := private.coupon_problem(v_coupon, v_subtotal, auth.uid(), null);
    end if;
    if v_problem is null then
      v_discount := private.coupon_discount(v_coupon.type, v_coupon.discount_percentage, v_coupon.discount_amount,
        v_coupon.max_discount_amount, v_subtotal);
    else
      v_problems := v_problems || jsonb_build_object('code', v_problem, 'message', private.coupon_message(v_problem, v_coupon));
    end if;
    v_coupon_json := jsonb_build_object(
      'code', v_code,
      'valid', v_problem is null,
      'problem', v_problem,
      'message', private.coupon_message(v_problem, v_coupon),
      'type', v_coupon.type,
      'discount_percentage', v_coupon.discount_percentage,
      'discount_amount', v_coupon.discount_amount,
      'max_discount_amount', v_coupon.max_discount_amount,
      'min_subtotal', v_coupon.min_subtotal,
      'discount', v_discount
    );
  end if;

  if v_city_id is not null and not exists (select 1 from public.cities c where c.id = v_city_id and c.is_active) then
    v_problems := v_problems || jsonb_build_object('code', 'city_not_found', 'message', 'Please choose a city from the list.');
    v_city_id := null;
  end if;
  v_shipping := private.shipping_quote(v_method, v_city_id, v_weight, v_subtotal - v_discount);
  v_fee := (v_shipping ->> 'fee')::integer;
  if not (v_shipping ->> 'available')::boolean then
    v_problems := v_problems || jsonb_build_object('code', v_shipping ->> 'problem', 'message', v_shipping ->> 'message');
  end if;

  return jsonb_build_object(
    'ok', jsonb_array_length(v_problems) = 0,
    'currency', 'PKR',
    'lines', v_lines,
    'subtotal', v_subtotal,
    'discount', v_discount,
    'shipping_fee', v_fee,
    'total', v_subtotal - v_discount + coalesce(v_fee, 0),
    'weight_grams', v_weight,
    'weight_kg', round(v_weight / 1000.0, 3),
    'coupon', v_coupon_json,
    'shipping', v_shipping,
    'problems', v_problems
  );
end
$$;

-- Places an order in one transaction: the same idempotency_key returns the same order; variant
-- rows are locked in id order (no deadlocks between carts {A,B} and {B,A}) and stock is taken only
-- where enough remains; the coupon row is locked, validated and counted; the order, its lines, the
-- stock ledger and the first timeline event are written. Any problem raises an error and nothing
-- is changed. Guests (anon) and signed-in customers (user_id = auth.uid()) may call it.
--
-- contact: {full_name, phone, address, city_id, email?, postal_code?, notes?, country?: 'Pakistan'}
-- (nothing else); the phone must be a Pakistani mobile number and is stored as +923XXXXXXXXX.
create function public.place_order(
  items jsonb,
  contact jsonb,
  shipping_method text default 'leopard',
  payment_method text default 'cod',
  coupon_code text default null,
  idempotency_key text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_key text := btrim(idempotency_key);
  v_method text := coalesce(nullif(btrim(shipping_method), ''), 'leopard');
  v_pay text := coalesce(nullif(btrim(payment_method), ''), 'cod');
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_contact jsonb := contact;
  v_ids integer[];
  v_qtys integer[];
  v_full_name text;
  v_phone text;
  v_email text;
  v_address text;
  v_postal text;
  v_notes text;
  v_city public.cities;
  v_ship public.shipping_methods;
  v_paym public.payment_methods;
  v_fingerprint text;
  v_existing public.orders;
  r record;
  v_count integer := 0;
  v_subtotal integer := 0;
  v_weight integer := 0;
  v_item_count integer := 0;
  v_coupon public.coupons;
  v_problem text;
  v_discount integer := 0;
  v_shipping jsonb;
  v_fee integer;
  v_total integer;
  v_payment_status public.payment_status;
  v_due timestamptz;
  v_order_id uuid;
  v_order_number text;
begin
  -- 1. The request: key, cart, contact, methods, caller.
  if v_key is null or v_key !~ '^[A-Za-z0-9_:.-]{8,100}$' then
    perform private.fail('invalid_idempotency_key', 'A unique idempotency key of 8 to 100 letters, digits, "-", "_", ":" or "." is required.');
  end if;
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;

  if v_contact is null or jsonb_typeof(v_contact) <> 'object' then
    perform private.fail('invalid_contact', 'Please give your name, phone number, address and city.', '{"field": "contact"}');
  end if;
  if exists (select 1 from jsonb_object_keys(v_contact) as k(key)
              where k.key not in ('full_name', 'phone', 'email', 'address', 'postal_code', 'city_id', 'notes', 'country')) then
    perform private.fail('invalid_contact', 'The contact details have an unknown field.', jsonb_build_object('field',
      (select min(k.key) from jsonb_object_keys(v_contact) as k(key)
        where k.key not in ('full_name', 'phone', 'email', 'address', 'postal_code', 'city_id', 'notes', 'country'))));
  end if;
  if (v_contact -> 'country') is not null and (v_contact -> 'country') not in ('null'::jsonb, '"Pakistan"'::jsonb) then
    perform private.fail('invalid_contact', 'We deliver in Pakistan only.', '{"field": "country"}');
  end if;
  v_full_name := private.clean_text(v_contact -> 'full_name', 200);
  if v_full_name is null or char_length(v_full_name) not between 2 and 100 then
    perform private.fail('invalid_contact', 'Please enter your full name.', '{"field": "full_name"}');
  end if;
  if jsonb_typeof(v_contact -> 'phone') = 'string' then
    v_phone := private.normalize_pk_mobile(v_contact ->> 'phone');
  end if;
  if v_phone is null then
    perform private.fail('invalid_contact', 'Please enter a Pakistani mobile number, e.g. 0355-1234567.', '{"field": "phone"}');
  end if;
  v_address := private.clean_text(v_contact -> 'address', 600);
  if v_address is null or char_length(v_address) not between 5 and 500 then
    perform private.fail('invalid_contact', 'Please enter your delivery address.', '{"field": "address"}');
  end if;
  select * into v_city from public.cities c where c.id = private.json_int(v_contact -> 'city_id') and c.is_active;
  if not found then
    perform private.fail('invalid_contact', 'Please choose a city from the list.', '{"field": "city_id"}');
  end if;
  if jsonb_typeof(v_contact -> 'email') = 'string' and btrim(v_contact ->> 'email') <> '' then
    v_email := lower(btrim(v_contact ->> 'email'));
    if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
      perform private.fail('invalid_contact', 'Please enter a valid email address.', '{"field": "email"}');
    end if;
  elsif (v_contact -> 'email') is not null and jsonb_typeof(v_contact -> 'email') not in ('null', 'string') then
    perform private.fail('invalid_contact', 'Please enter a valid email address.', '{"field": "email"}');
  end if;
  if (v_contact -> 'postal_code') is not null and jsonb_typeof(v_contact -> 'postal_code') <> 'null' then
    v_postal := private.clean_text(v_contact -> 'postal_code', 20);
    if v_postal is not null and v_postal !~ '^[0-9]{5}$' then
      perform private.fail('invalid_contact', 'A postal code has 5 digits, e.g. 15100.', '{"field": "postal_code"}');
    end if;
  end if;
  if (v_contact -> 'notes') is not null and jsonb_typeof(v_contact -> 'notes') <> 'null' then
    v_notes := private.clean_text(v_contact -> 'notes', 1000);
    if char_length(v_notes) > 500 then
      perform private.fail('invalid_contact', 'Delivery notes can be at most 500 characters.', '{"field": "notes"}');
    end if;
  end if;

  select * into v_ship from public.shipping_methods sm where sm.id = v_method and sm.is_active;
  if not found then
    perform private.fail('shipping_method_unavailable', private.shipping_message('shipping_method_unavailable'),
      jsonb_build_object('shipping_method', v_method));
  end if;
  select * into v_paym from public.payment_methods pm where pm.id::text = v_pay and pm.is_active;
  if not found then
    perform private.fail('payment_method_unavailable', 'This payment method is not available.', jsonb_build_object('payment_method', v_pay));
  end if;
  if v_paym.id = 'cod' and not (v_city.cod_available and v_ship.supports_cod) then
    perform private.fail('cod_unavailable', format('Cash on delivery is not available for %s with %s. Please choose another payment method.',
      v_city.city_name, v_ship.name), jsonb_build_object('city_id', v_city.id, 'shipping_method', v_ship.id));
  end if;
  if v_uid is not null and exists (select 1 from auth.users u where u.id = v_uid and u.banned_until > now()) then
    perform private.fail('account_deactivated', 'This account has been deactivated.');
  end if;

  -- 2. Idempotency: one order per key. Concurrent calls with the same key wait for each other here.
  v_fingerprint := md5(jsonb_build_array(v_ids, v_qtys, v_method, v_pay, v_code, v_full_name, v_phone, v_email,
    v_address, v_postal, v_city.id, v_notes)::text);
  perform pg_advisory_xact_lock(hashtextextended('place_order:' || v_key, 0));
  select * into v_existing from public.orders o where o.idempotency_key = v_key;
  if found then
    if v_existing.user_id is not distinct from v_uid and v_existing.request_fingerprint = v_fingerprint then
      return private.order_summary(v_existing.id);
    end if;
    perform private.fail('idempotency_key_reused', 'This idempotency key was already used for a different order.');
  end if;

  -- 3. Stock: lock the variants in id order, check each line, then take the stock.
  for r in
    select v.id, v.label, v.price, v.weight_grams, v.stock_quantity, (v.is_active and p.is_active) as active,
           p.product_name, q.quantity
      from public.product_variants v
      join public.products p on p.id = v.product_id
      join unnest(v_ids, v_qtys) as q(variant_id, quantity) on q.variant_id = v.id
     order by v.id
       for update of v
  loop
    v_count := v_count + 1;
    if not r.active then
      perform private.fail('variant_inactive', format('%s (%s) is no longer available.', r.product_name, r.label),
        jsonb_build_object('variant_id', r.id));
    elsif r.stock_quantity = 0 then
      perform private.fail('out_of_stock', format('%s (%s) is out of stock.', r.product_name, r.label),
        jsonb_build_object('variant_id', r.id, 'available', 0));
    elsif r.stock_quantity < r.quantity then
      perform private.fail('insufficient_stock', format('Only %s of %s (%s) left in stock.', r.stock_quantity, r.product_name, r.label),
        jsonb_build_object('variant_id', r.id, 'available', r.stock_quantity));
    end if;
    v_subtotal := v_subtotal + r.price * r.quantity;
    v_weight := v_weight + r.weight_grams * r.quantity;
    v_item_count := v_item_count + r.quantity;
  end loop;
  if v_count <> cardinality(v_ids) then
    perform private.fail('variant_not_found', 'A product in your cart is no longer sold.', jsonb_build_object('variant_id', (
      select q.id from unnest(v_ids) as q(id) where not exists (select 1 from public.product_variants v where v.id = q.id) order by q.id limit 1
    )));
  end if;
  update public.product_variants v set stock_quantity = v.stock_quantity - q.quantity
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
   where v.id = q.variant_id and v.stock_quantity >= q.quantity;
  get diagnostics v_count = row_count;
  if v_count <> cardinality(v_ids) then
    perform private.fail('out_of_stock', 'An item in your cart has just sold out.');
  end if;

  -- 4. Coupon: locked, validated against the server-side subtotal, counted.
  if v_code is not null then
    select * into v_coupon from public.coupons c where c.code = v_code for update;
    if not found then
      v_problem := 'coupon_not_found';
    else
      v_problem := private.coupon_problem(v_coupon, v_subtotal, v_uid, v_phone);
    end if;
    if v_problem is not null then
      perform private.fail(v_problem, private.coupon_message(v_problem, v_coupon), jsonb_build_object('coupon_code', v_code));
    end if;
    v_discount := private.coupon_discount(v_coupon.type, v_coupon.discount_percentage, v_coupon.discount_amount,
      v_coupon.max_discount_amount, v_subtotal);
    update public.coupons c set used_count = c.used_count + 1 where c.code = v_code;
  end if;

  -- 5. Shipping and payment limits.
  v_shipping := private.shipping_quote(v_ship.id, v_city.id, v_weight, v_subtotal - v_discount);
  if not (v_shipping ->> 'available')::boolean then
    perform private.fail(v_shipping ->> 'problem', v_shipping ->> 'message', jsonb_build_object('shipping_method', v_ship.id, 'city_id', v_city.id));
  end if;
  v_fee := (v_shipping ->> 'fee')::integer;
  v_total := v_subtotal - v_discount + v_fee;
  if v_paym.max_order_total is not null and v_total > v_paym.max_order_total then
    perform private.fail('order_total_too_large', format('%s is available for orders up to %s.', v_paym.name, private.format_rupees(v_paym.max_order_total)),
      jsonb_build_object('payment_method', v_paym.id, 'max_order_total', v_paym.max_order_total));
  end if;
  v_payment_status := case v_paym.id
    when 'cod' then 'cod_pending'
    when 'bank_transfer' then 'awaiting_transfer'
    else 'pending'
  end;
  v_due := case
    when v_paym.id = 'cod' then null
    when v_paym.id = 'bank_transfer' then now() + interval '72 hours'
    else now() + interval '1 hour'
  end;

  -- 6. The order, its lines, the stock ledger and the first event.
  loop
    v_order_number := private.generate_order_number();
    exit when not exists (select 1 from public.orders o where o.order_number = v_order_number);
  end loop;
  insert into public.orders (
    order_number, user_id, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
    full_name, phone, email, address, postal_code, city_id, city_name, province, notes,
    subtotal, discount, shipping_fee, total, weight_kg, item_count, coupon_code, payment_due_at
  ) values (
    v_order_number, v_uid, v_key, v_fingerprint, 'pending', v_paym.id, v_payment_status, v_ship.id,
    v_full_name, v_phone, v_email, v_address, v_postal, v_city.id, v_city.city_name, v_city.province, v_notes,
    v_subtotal, v_discount, v_fee, v_total, round(v_weight / 1000.0, 3), v_item_count, v_code, v_due
  )
  returning id into v_order_id;

  insert into public.order_items (order_id, product_id, variant_id, sku, product_name, variant_label, image_url, unit_price, quantity, weight_grams)
  select v_order_id, p.id, v.id, v.sku, p.product_name, v.label, p.image_url, v.price, q.quantity, v.weight_grams
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
    join public.product_variants v on v.id = q.variant_id
    join public.products p on p.id = v.product_id
   order by v.id;

  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select v.id, v_order_id, -q.quantity, v.stock_quantity, 'order_placed', v_uid
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
    join public.product_variants v on v.id = q.variant_id;

  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order_id, 'pending', v_payment_status, 'Order placed', 'customer', v_uid);

  return private.order_summary(v_order_id);
end
$$;

-- Order tracking for anyone who knows both the order number and the phone number it was placed
-- with: the status, courier, tracking number and public timeline, nothing else (no name, address or
-- amounts). Any wrong or malformed pair gets the same answer.
create function public.track_order(order_number text, phone text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_number text := upper(btrim(order_number));
  v_phone text := private.normalize_pk_mobile(phone);
  v_order public.orders;
  v_method public.shipping_methods;
begin
  select * into v_order from public.orders o where o.order_number = v_number and o.phone = v_phone;
  if not found then
    perform private.fail('order_not_found', 'We could not find an order with that order number and phone number.');
  end if;
  select * into v_method from public.shipping_methods sm where sm.id = v_order.shipping_method;
  return jsonb_build_object(
    'order_number', v_order.order_number,
    'status', v_order.status,
    'placed_at', v_order.created_at,
    'shipping_method', v_method.name,
    'courier', v_order.courier,
    'tracking_number', v_order.tracking_number,
    'tracking_url', case when v_order.tracking_number is not null and v_method.tracking_url_template is not null
      then replace(v_method.tracking_url_template, '{tracking_number}', v_order.tracking_number) end,
    'events', coalesce((
      select jsonb_agg(jsonb_build_object('status', e.status, 'note', e.note, 'location', e.location, 'at', e.created_at)
                       order by e.created_at, e.id)
        from public.order_events e
       where e.order_id = v_order.id and e.is_public
    ), '[]'::jsonb)
  );
end
$$;

-- A signed-in customer cancels their own pending, unpaid order. Stock (and a coupon use) goes back
-- exactly once; cancelling an already cancelled order returns it unchanged.
create function public.cancel_order(order_number text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_number text := upper(btrim(order_number));
  v_order public.orders;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Please sign in to cancel an order.', detail = 'not_signed_in', hint = '{}';
  end if;
  select * into v_order from public.orders o where o.order_number = v_number and o.user_id = v_uid for update;
  if not found then
    perform private.fail('order_not_found', 'We could not find this order in your account.');
  end if;
  if v_order.status = 'cancelled' then
    return private.order_summary(v_order.id);
  end if;
  if v_order.status <> 'pending' or v_order.payment_status in ('paid', 'cod_collected', 'refunded') then
    perform private.fail('not_cancellable', 'This order can no longer be cancelled online. Please contact us.',
      jsonb_build_object('status', v_order.status, 'payment_status', v_order.payment_status));
  end if;
  perform private.restock_order(v_order.id, 'order_cancelled', true, v_uid);
  update public.orders o
     set status = 'cancelled', payment_status = 'voided', cancelled_at = now(), cancel_reason = 'Cancelled by the customer'
   where o.id = v_order.id;
  update public.payments p set status = 'cancelled' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order.id, 'cancelled', 'voided', 'Cancelled by the customer', 'customer', v_uid);
  return private.order_summary(v_order.id);
end
$$;

-- The caller deactivates their own account: banned (GoTrue refuses sign-in and refresh) and every
-- session revoked (deleting auth.sessions cascades to their refresh tokens). Only for oneself.
create function public.deactivate_account(user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_target uuid := user_id;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Please sign in first.', detail = 'not_signed_in', hint = '{}';
  end if;
  if v_target is null or v_target <> v_uid then
    raise exception using errcode = '42501', message = 'You can only deactivate your own account.', detail = 'not_allowed', hint = '{}';
  end if;
  update auth.users u set banned_until = now() + interval '100 years', updated_at = now() where u.id = v_uid;
  delete from auth.sessions s where s.user_id = v_uid;
  delete from auth.refresh_tokens t where t.user_id = v_uid::text;
  update public.profiles p set deactivated_at = now() where p.id = v_uid;
end
$$;

revoke execute on function
  private.fail(text, text, jsonb),
  private.format_rupees(integer),
  private.is_whole_number(jsonb, numeric, numeric),
  private.parse_order_items(jsonb),
  private.coupon_discount(public.coupon_type, numeric, integer, integer, integer),
  private.coupon_problem(public.coupons, integer, uuid, text),
  private.coupon_message(text, public.coupons),
  private.shipping_message(text),
  private.shipping_quote(text, integer, integer, integer),
  private.generate_order_number(),
  private.order_summary(uuid),
  private.restock_order(uuid, public.stock_movement_reason, boolean, uuid),
  public.quote_order(jsonb, text, text, integer),
  public.place_order(jsonb, jsonb, text, text, text, text),
  public.track_order(text, text),
  public.cancel_order(text),
  public.deactivate_account(uuid)
from public, anon, authenticated;
grant execute on function public.quote_order(jsonb, text, text, integer), public.place_order(jsonb, jsonb, text, text, text, text),
  public.track_order(text, text) to anon, authenticated, service_role;
grant execute on function public.cancel_order(text), public.deactivate_account(uuid) to authenticated, service_role;
