-- Issue 18 §5 and §1: checkout by phone, and towns that are not on the list.
--
-- * A guest may order with a Pakistani mobile number and no e-mail address (many shoppers have
--   none): the shop then mails only its owner, and the shopper follows the order by its number and
--   phone. A signed-in caller that sends no address keeps the account's.
-- * A shopper whose town is not on the list types it and picks the nearest listed city, which
--   decides the shipping zone, the remote surcharge and cash on delivery. The order keeps the typed
--   town (orders.town) beside city_id; the shop labels it "<town> (near <city>)".
--
-- The rules are the checkout form's (lib/auth/schemas.ts, lib/checkout/schema.ts: the same limits,
-- the same words); tests/integration/db-field-limits.test.ts sends the same values to both.

alter table public.orders add column town text
  constraint orders_town_check check (town is null or char_length(town) between 2 and 60);
comment on column public.orders.town is
  'The town the shopper typed when it is not on the list (city_id is then the nearest listed city); null otherwise.';

-- check_contact as in 20261121120460, with an optional e-mail and the optional town.
-- contact: {full_name, phone, email?, address, postal_code, city_id, town?, notes?, country?: 'Pakistan'}.
-- email: a string of an address, or missing / null / blank for none. town: missing or null when the
-- city is the place; otherwise a string of 2 to 60 characters after cleaning.
create or replace function private.check_contact(contact jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  c_fields constant text[] := array['full_name', 'phone', 'email', 'address', 'postal_code', 'city_id', 'town', 'notes', 'country'];
  v_full_name text;
  v_phone text;
  v_email text;
  v_address text;
  v_postal text;
  v_city_id integer;
  v_town text;
  v_notes text;
begin
  if contact is null or jsonb_typeof(contact) <> 'object' then
    perform private.fail('invalid_contact', 'Please give your name, phone number, address and city.', '{"field": "contact"}');
  end if;
  if exists (select 1 from jsonb_object_keys(contact) as k(key) where k.key <> all (c_fields)) then
    perform private.fail('invalid_contact', 'The contact details have an unknown field.', jsonb_build_object('field',
      (select min(k.key) from jsonb_object_keys(contact) as k(key) where k.key <> all (c_fields))));
  end if;
  if (contact -> 'country') is not null and (contact -> 'country') not in ('null'::jsonb, '"Pakistan"'::jsonb) then
    perform private.fail('invalid_contact', 'We deliver in Pakistan only.', '{"field": "country"}');
  end if;

  v_full_name := case when jsonb_typeof(contact -> 'full_name') = 'string' then private.clean_text(contact -> 'full_name', 200) end;
  if v_full_name is null then
    perform private.fail('invalid_contact', 'Full name is required', '{"field": "full_name"}');
  elsif char_length(v_full_name) < 2 then
    perform private.fail('invalid_contact', 'Full name must be at least 2 characters', '{"field": "full_name"}');
  elsif char_length(v_full_name) > 100 then
    perform private.fail('invalid_contact', 'Full name must be at most 100 characters', '{"field": "full_name"}');
  end if;

  if coalesce(jsonb_typeof(contact -> 'phone'), 'null') <> 'string'
     or (contact ->> 'phone') ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$' then
    perform private.fail('invalid_contact', 'Phone number is required', '{"field": "phone"}');
  end if;
  v_phone := private.normalize_pk_mobile(contact ->> 'phone');
  if v_phone is null then
    perform private.fail('invalid_contact', 'Please enter a valid phone number', '{"field": "phone"}');
  end if;

  v_address := case when jsonb_typeof(contact -> 'address') = 'string' then private.clean_text(contact -> 'address', 600) end;
  if v_address is null then
    perform private.fail('invalid_contact', 'Address is required', '{"field": "address"}');
  elsif char_length(v_address) < 5 then
    perform private.fail('invalid_contact', 'Address must be at least 5 characters', '{"field": "address"}');
  elsif char_length(v_address) > 500 then
    perform private.fail('invalid_contact', 'Address must be at most 500 characters', '{"field": "address"}');
  end if;

  if coalesce(jsonb_typeof(contact -> 'city_id'), 'null') = 'null'
     or (jsonb_typeof(contact -> 'city_id') = 'string'
         and (contact ->> 'city_id') ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$') then
    perform private.fail('invalid_contact', 'City is required', '{"field": "city_id"}');
  end if;
  v_city_id := private.json_int(contact -> 'city_id');
  if not exists (select 1 from public.cities c where c.id = v_city_id and c.is_active) then
    perform private.raise_problem(private.problem('city_not_found', '{"field": "city_id"}'::jsonb));
  end if;

  -- The town, when the shopper's is not on the list: anything sent but a string counts as empty.
  if coalesce(jsonb_typeof(contact -> 'town'), 'null') <> 'null' then
    v_town := case when jsonb_typeof(contact -> 'town') = 'string' then private.clean_text(contact -> 'town', 120) end;
    if v_town is null then
      perform private.fail('invalid_contact', 'Please enter your town', '{"field": "town"}');
    elsif char_length(v_town) < 2 then
      perform private.fail('invalid_contact', 'Town must be at least 2 characters', '{"field": "town"}');
    elsif char_length(v_town) > 60 then
      perform private.fail('invalid_contact', 'Town must be at most 60 characters', '{"field": "town"}');
    end if;
  end if;

  -- Optional: a guest without an address gets no mails (the owner still does). A signed-in
  -- shopper who sends none keeps the account's address.
  v_email := case when jsonb_typeof(contact -> 'email') = 'string' then lower(private.clean_text(contact -> 'email', 300)) end;
  if v_email is null then
    select lower(u.email) into v_email from auth.users u where u.id = auth.uid() and char_length(u.email) <= 254;
  elsif char_length(v_email) > 254 or v_email !~ '^[^@ ]+@[^@. ]+(\.[^@. ]+)+$' then
    perform private.fail('invalid_contact', 'Please enter a valid email address', '{"field": "email"}');
  end if;

  v_postal := case when jsonb_typeof(contact -> 'postal_code') = 'string' then private.clean_text(contact -> 'postal_code', 20) end;
  if v_postal is null then
    perform private.fail('invalid_contact', 'Postal code is required', '{"field": "postal_code"}');
  elsif v_postal !~ '^[0-9]{5}$' then
    perform private.fail('invalid_contact', 'Postal code must be 5 digits', '{"field": "postal_code"}');
  end if;

  v_notes := case when jsonb_typeof(contact -> 'notes') = 'string' then private.clean_text(contact -> 'notes', 1000) end;
  if char_length(v_notes) > 500 then
    perform private.fail('invalid_contact', 'Delivery notes can be at most 500 characters', '{"field": "notes"}');
  end if;

  return jsonb_build_object('full_name', v_full_name, 'phone', v_phone, 'email', v_email, 'address', v_address,
    'postal_code', v_postal, 'city_id', v_city_id, 'town', v_town, 'notes', v_notes);
end
$$;

-- place_order as in 20261121120460, storing the town. The request's fingerprint gets the town only
-- when there is one, so an order placed before this migration is still found by a retry of it.
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
  if v_paym.id = 'cod' and not (v_city.cod_available and v_ship.supports_cod) then
    perform private.raise_problem(private.problem('cod_unavailable', jsonb_build_object('city_id', v_city.id, 'shipping_method', v_ship.id),
      jsonb_build_object('city_name', v_city.city_name, 'shipping_method_name', v_ship.name)));
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

-- track_order as in 20261121120470, also saying where the parcel goes: the city (and the typed town)
-- and whether it is collected at the shop, never the street address, the name or the amounts.
create or replace function public.track_order(order_number text, phone text)
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
    'collected_at_shop', coalesce(v_method.collected_at_shop, false),
    'city_name', v_order.city_name,
    'town', v_order.town,
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

-- The same privileges as before (create or replace keeps them; restated so this file says it).
revoke execute on function private.check_contact(jsonb) from public, anon, authenticated;
revoke execute on function public.place_order(jsonb, jsonb, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.place_order(jsonb, jsonb, text, text, text, text) to anon, authenticated, service_role;
revoke execute on function public.track_order(text, text) from public, anon, authenticated, service_role;
grant execute on function public.track_order(text, text) to anon, authenticated, service_role;
