-- The checkout's payment step offers cash on delivery only where place_order accepts it: quote_order
-- now says whether it is possible for the cart's city and shipping method, with place_order's own
-- words when it is not. The rule lives in one function, private.cod_problem, which place_order and
-- the console's shipping preview now call too.

-- Why cash on delivery is not possible for a city and a shipping method (private.problem's
-- cod_unavailable), or null when it is: the city takes it (cities.cod_available) and the method
-- carries it (shipping_methods.supports_cod). Without a city (no address yet) only the method
-- counts.
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

-- place_order as in 20261128121500_take_orders_by_phone_and_unlisted_towns, its cash-on-delivery
-- check by private.cod_problem.
create or replace function public.place_order(
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
  v_ids integer[];
  v_qtys integer[];
  v_contact jsonb;
  v_city public.cities;
  v_ship public.shipping_methods;
  v_paym public.payment_methods;
  v_request jsonb;
  v_fingerprint text;
  v_existing public.orders;
  v_price jsonb;
  v_count integer;
  v_total integer;
  v_payment_status public.payment_status;
  v_due timestamptz;
  v_order_id uuid;
  v_order_number text;
  v_cod jsonb;
begin
  -- 1. The request: key, cart, contact, methods, caller.
  if v_key is null or v_key !~ '^[A-Za-z0-9_:.-]{8,100}$' then
    perform private.fail('invalid_idempotency_key', 'A unique idempotency key of 8 to 100 letters, digits, "-", "_", ":" or "." is required.');
  end if;
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  v_contact := private.check_contact(contact);
  select * into v_city from public.cities c where c.id = (v_contact ->> 'city_id')::integer;
  select * into v_ship from public.shipping_methods sm where sm.id = v_method and sm.is_active;
  if not found then
    perform private.raise_problem(private.problem('shipping_method_unavailable', jsonb_build_object('shipping_method', v_method, 'city_id', v_city.id)));
  end if;
  select * into v_paym from public.payment_methods pm where pm.id::text = v_pay and pm.is_active;
  if not found then
    perform private.raise_problem(private.problem('payment_method_unavailable', jsonb_build_object('payment_method', v_pay)));
  end if;
  if v_paym.id = 'cod' then
    v_cod := private.cod_problem(v_city.id, v_ship.id);
    if v_cod is not null then
      perform private.raise_problem(v_cod);
    end if;
  end if;
  if v_uid is not null and exists (select 1 from auth.users u where u.id = v_uid and u.banned_until > now()) then
    perform private.fail('account_deactivated', 'This account has been deactivated.');
  end if;

  -- 2. Idempotency: one order per key. Concurrent calls with the same key wait for each other here.
  v_request := jsonb_build_array(v_ids, v_qtys, v_method, v_pay, v_code, v_contact ->> 'full_name', v_contact ->> 'phone',
    v_contact ->> 'email', v_contact ->> 'address', v_contact ->> 'postal_code', v_city.id, v_contact ->> 'notes');
  if v_contact ->> 'town' is not null then
    v_request := v_request || jsonb_build_array(v_contact ->> 'town');
  end if;
  v_fingerprint := md5(v_request::text);
  perform pg_advisory_xact_lock(hashtextextended('place_order:' || v_key, 0));
  select * into v_existing from public.orders o where o.idempotency_key = v_key;
  if found then
    if v_existing.user_id is not distinct from v_uid and v_existing.request_fingerprint = v_fingerprint then
      return private.order_summary(v_existing.id);
    end if;
    perform private.fail('idempotency_key_reused', 'This idempotency key was already used for a different order.');
  end if;

  -- 3. Locks, in one order for every caller: the variants by id, then the coupon. The price below
  -- is read after them, so it sees the stock and the coupon's use count as they stay until commit.
  perform 1 from public.product_variants v where v.id = any (v_ids) order by v.id for update;
  if v_code is not null then
    perform 1 from public.coupons c where c.code = v_code for update;
  end if;

  -- 4. The price, by the rule quote_order shows; the first problem stops the order.
  v_price := private.price_cart(v_ids, v_qtys, v_ship.id, v_code, v_city.id, v_uid, v_contact ->> 'phone');
  if jsonb_array_length(v_price -> 'problems') > 0 then
    perform private.raise_problem(v_price -> 'problems' -> 0);
  end if;
  v_total := (v_price ->> 'total')::integer;
  if v_paym.max_order_total is not null and v_total > v_paym.max_order_total then
    perform private.raise_problem(private.problem('order_total_too_large',
      jsonb_build_object('payment_method', v_paym.id, 'max_order_total', v_paym.max_order_total),
      jsonb_build_object('payment_method_name', v_paym.name, 'max_order_total_rupees', private.format_rupees(v_paym.max_order_total))));
  end if;

  -- 5. Stock is taken only where enough remains, and the coupon use is counted. Under the row locks
  -- every line has the stock price_cart saw; the condition is the last guard against overselling.
  update public.product_variants v set stock_quantity = v.stock_quantity - q.quantity
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
   where v.id = q.variant_id and v.stock_quantity >= q.quantity;
  get diagnostics v_count = row_count;
  if v_count <> cardinality(v_ids) then
    raise exception using errcode = 'XX000', message = 'place_order: stock changed under its row lock';
  end if;
  if v_code is not null then
    update public.coupons c set used_count = c.used_count + 1 where c.code = v_code;
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

  -- 6. The order, its lines as priced, the stock ledger and the first event.
  loop
    v_order_number := private.generate_order_number();
    exit when not exists (select 1 from public.orders o where o.order_number = v_order_number);
  end loop;
  insert into public.orders (
    order_number, user_id, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
    full_name, phone, email, address, postal_code, city_id, city_name, province, town, notes,
    subtotal, discount, shipping_fee, total, weight_kg, item_count, coupon_code, payment_due_at
  ) values (
    v_order_number, v_uid, v_key, v_fingerprint, 'pending', v_paym.id, v_payment_status, v_ship.id,
    v_contact ->> 'full_name', v_contact ->> 'phone', v_contact ->> 'email', v_contact ->> 'address', v_contact ->> 'postal_code',
    v_city.id, v_city.city_name, v_city.province, v_contact ->> 'town', v_contact ->> 'notes',
    (v_price ->> 'subtotal')::integer, (v_price ->> 'discount')::integer, (v_price ->> 'shipping_fee')::integer, v_total,
    round((v_price ->> 'weight_grams')::integer / 1000.0, 3), (v_price ->> 'item_count')::integer, v_code, v_due
  )
  returning id into v_order_id;

  insert into public.order_items (order_id, product_id, variant_id, sku, product_name, variant_label, image_url, unit_price, quantity, weight_grams)
  select v_order_id, l.product_id, l.variant_id, l.sku, l.product_name, l.variant_label, l.image_url, l.unit_price, l.quantity, l.weight_grams
    from jsonb_to_recordset(v_price -> 'lines') as l(product_id integer, variant_id integer, sku text, product_name text,
         variant_label text, image_url text, unit_price integer, quantity integer, weight_grams integer)
   order by l.variant_id;

  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select v.id, v_order_id, -q.quantity, v.stock_quantity, 'order_placed', v_uid
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
    join public.product_variants v on v.id = q.variant_id;

  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order_id, 'pending', v_payment_status, 'Order placed', 'customer', v_uid);

  return private.order_summary(v_order_id);
end
$$;

revoke execute on function public.place_order(jsonb, jsonb, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.place_order(jsonb, jsonb, text, text, text, text) to anon, authenticated, service_role;

-- admin_shipping_preview as in 20261126120300_create_coupon_and_shipping_console, with whether cash
-- on delivery is possible by private.cod_problem.
create or replace function public.admin_shipping_preview(city_id integer, weight_grams integer, subtotal integer default 0)
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
      select jsonb_agg(q.quote || jsonb_build_object('cod_available', private.cod_problem(v_city.id, m.id) is null) order by m.sort_order, m.id)
        from public.shipping_methods m
        cross join lateral (select private.shipping_quote(m.id, v_city.id, weight_grams, subtotal) as quote) q
       where m.is_active
    ), '[]'::jsonb)
  );
end
$$;

revoke execute on function public.admin_shipping_preview(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_shipping_preview(integer, integer, integer) to authenticated, service_role;
