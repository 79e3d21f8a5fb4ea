-- Orders taken by phone or on WhatsApp (issue 26 §4). The owner enters them in the console, so
-- stock is reserved and the reports count them like any other order, and each order records the
-- channel it came in by.
--
-- place_order's body becomes private.create_order, which both public.place_order (the shop's
-- checkout: the caller is the buyer, channel 'web') and public.admin_place_order (the console: the
-- buyer is the account with the customer's phone, if there is exactly one, channel 'whatsapp' or
-- 'phone') call. A cash-on-delivery order taken by staff starts confirmed (the conversation was the
-- confirmation, so the confirmation hold does not apply to it); one paid before delivery waits for
-- the money as a checkout order does (a bank transfer confirms it; a wallet's payment link, sent on
-- WhatsApp, may be used for 24 hours instead of one). Its first event is by the admin who took it
-- ("Order taken on WhatsApp"), and it raises no new-order alert (staff entered it themselves).

create type public.order_channel as enum ('web', 'whatsapp', 'phone');
alter table public.orders add column channel public.order_channel not null default 'web';
comment on column public.orders.channel is 'How the order came in: the shop''s checkout (web), or taken by staff on WhatsApp or by phone.';

create function private.create_order(
  p_buyer uuid,
  p_items jsonb,
  p_contact jsonb,
  p_shipping_method text,
  p_payment_method text,
  p_coupon_code text,
  p_idempotency_key text,
  p_channel public.order_channel,
  p_staff uuid
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_uid uuid := p_buyer;
  v_key text := btrim(p_idempotency_key);
  v_method text := coalesce(nullif(btrim(p_shipping_method), ''), 'leopard');
  v_pay text := coalesce(nullif(btrim(p_payment_method), ''), 'cod');
  v_code text := nullif(upper(btrim(p_coupon_code)), '');
  v_taken_by_staff boolean := p_channel <> 'web';
  v_status public.order_status := 'pending';
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
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(p_items) p;
  v_contact := private.check_contact(p_contact);
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
  if v_taken_by_staff then
    v_request := v_request || jsonb_build_array(p_channel);
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
    -- A wallet's payment link sent on WhatsApp is opened later than a checkout's payment page.
    when v_taken_by_staff then now() + interval '24 hours'
    else now() + interval '1 hour'
  end;
  if v_taken_by_staff and v_paym.id = 'cod' then
    v_status := 'confirmed';
  end if;

  -- 6. The order, its lines as priced, the stock ledger and the first event.
  loop
    v_order_number := private.generate_order_number();
    exit when not exists (select 1 from public.orders o where o.order_number = v_order_number);
  end loop;
  insert into public.orders (
    order_number, user_id, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
    full_name, phone, email, address, postal_code, city_id, city_name, province, town, notes,
    subtotal, discount, shipping_fee, total, weight_kg, item_count, coupon_code, payment_due_at, channel, confirmed_at
  ) values (
    v_order_number, v_uid, v_key, v_fingerprint, v_status, v_paym.id, v_payment_status, v_ship.id,
    v_contact ->> 'full_name', v_contact ->> 'phone', v_contact ->> 'email', v_contact ->> 'address', v_contact ->> 'postal_code',
    v_city.id, v_city.city_name, v_city.province, v_contact ->> 'town', v_contact ->> 'notes',
    (v_price ->> 'subtotal')::integer, (v_price ->> 'discount')::integer, (v_price ->> 'shipping_fee')::integer, v_total,
    round((v_price ->> 'weight_grams')::integer / 1000.0, 3), (v_price ->> 'item_count')::integer, v_code, v_due, p_channel,
    case when v_status = 'confirmed' then now() end
  )
  returning id into v_order_id;

  insert into public.order_items (order_id, product_id, variant_id, sku, product_name, variant_label, image_url, unit_price, quantity, weight_grams)
  select v_order_id, l.product_id, l.variant_id, l.sku, l.product_name, l.variant_label, l.image_url, l.unit_price, l.quantity, l.weight_grams
    from jsonb_to_recordset(v_price -> 'lines') as l(product_id integer, variant_id integer, sku text, product_name text,
         variant_label text, image_url text, unit_price integer, quantity integer, weight_grams integer)
   order by l.variant_id;

  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select v.id, v_order_id, -q.quantity, v.stock_quantity, 'order_placed', coalesce(p_staff, v_uid)
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
    join public.product_variants v on v.id = q.variant_id;

  if v_taken_by_staff then
    insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
    values (v_order_id, v_status, v_payment_status,
      case p_channel when 'whatsapp' then 'Order taken on WhatsApp' else 'Order taken by phone' end, 'admin', p_staff);
  else
    insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
    values (v_order_id, 'pending', v_payment_status, 'Order placed', 'customer', v_uid);
  end if;

  return private.order_summary(v_order_id);
end
$$;
revoke execute on function private.create_order(uuid, jsonb, jsonb, text, text, text, text, public.order_channel, uuid)
  from public, anon, authenticated;

create or replace function public.place_order(
  items jsonb,
  contact jsonb,
  shipping_method text default 'leopard',
  payment_method text default 'cod',
  coupon_code text default null,
  idempotency_key text default null
)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.create_order(auth.uid(), items, contact, shipping_method, payment_method, coupon_code, idempotency_key, 'web', null)
$$;

-- An order the owner takes on WhatsApp or by phone. channel: 'whatsapp' or 'phone'. The same key
-- answers the same order, as at checkout.
create function public.admin_place_order(
  items jsonb,
  contact jsonb,
  shipping_method text,
  payment_method text,
  channel text,
  idempotency_key text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_phone text := private.normalize_pk_mobile(contact ->> 'phone');
  v_buyer uuid;
begin
  if channel is null or channel not in ('whatsapp', 'phone') then
    perform private.fail('invalid_input', 'Say whether the order came on WhatsApp or by phone.', jsonb_build_object('channel', channel));
  end if;
  select case when count(*) = 1 then min(p.id::text)::uuid end into v_buyer
    from public.profiles p where v_phone is not null and p.phone = v_phone;
  return private.create_order(v_buyer, items, contact, shipping_method, payment_method, null, idempotency_key,
    channel::public.order_channel, v_admin);
end
$$;
revoke execute on function public.admin_place_order(jsonb, jsonb, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_place_order(jsonb, jsonb, text, text, text, text) to authenticated;

drop trigger orders_alert_staff on public.orders;
create trigger orders_alert_staff after insert on public.orders
  for each row when (new.channel = 'web') execute function private.alert_new_order();

create index orders_channel_created_at_idx on public.orders (channel, created_at desc) where channel <> 'web';
-- The console's orders list (newest first, then by number) and the sales report's last days read the
-- newest orders first: with 100,000 orders the list's page goes from 40 ms to under 1 ms
-- (npm run bench:console).
create index orders_created_at_idx on public.orders (created_at desc, order_number);
-- The orders search matches a part of the order number, the name or the phone (lib/orders/admin-queries.ts);
-- with the name's and phone's trigram indexes (20261202300000_create_customers.sql) the three are
-- read by index instead of reading every order.
create index orders_order_number_trgm_idx on public.orders using gin (order_number extensions.gin_trgm_ops);
create index profiles_phone_idx on public.profiles (phone) where phone is not null;
