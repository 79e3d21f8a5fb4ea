-- Guest orders are limited per phone and per client, never for the whole shop (issue 27 §3). The
-- baseline also refused every new phone's order once 50 had come in an hour from all new phones
-- together, so one anonymous client could pause guest checkout for everyone. Now, for the same
-- untrusted guest orders (anon or authenticated role, no account, a phone with no delivered order):
--   - at most 10 unconfirmed orders per phone (unchanged, phone_order_limit), and
--   - at most 30 unconfirmed such orders per client address placed in the last hour (as many as the
--     shop's own route lets one address place in 10 minutes, lib/checkout/order-limits.ts)
--     (client_order_limit).
--
-- The client address (private.request_client_address) is read from PostgREST's request.headers:
--   1. the first X-Forwarded-For entry when the request carries the shop's forwarding key
--      (X-Shop-Forwarding-Key): the shop's server sets that entry from the socket or from its
--      trusted proxies (server/client-address.mjs, TRUSTED_PROXY_HOPS), so shoppers are counted one
--      by one even though every call comes from the shop's machine;
--   2. otherwise CF-Connecting-IP, which hosted Supabase's edge sets and a caller cannot choose;
--   3. otherwise 'unknown': every caller the database cannot tell apart shares one budget (on the
--      embedded backend, which listens on loopback, only local tools call it without the key), so a
--      flood there stops itself and never the shop's checkout.
-- X-Forwarded-For without the key is never trusted: a direct caller writes whatever it likes there.

-- The shop's forwarding key: made once here, read only by the service role (the shop's server).
create table private.shop_forwarding_key (
  id boolean primary key default true constraint shop_forwarding_key_one_row check (id),
  key text not null default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
);
insert into private.shop_forwarding_key default values;
revoke all on private.shop_forwarding_key from public, anon, authenticated, service_role;

create function public.shop_forwarding_key()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select k.key from private.shop_forwarding_key k
$$;
revoke execute on function public.shop_forwarding_key() from public, anon, authenticated;
grant execute on function public.shop_forwarding_key() to service_role;

-- The address the per-client limit counts this request under (see above). Never null.
create function private.request_client_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_forwarded text := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1));
  v_edge text := btrim(coalesce(v_headers ->> 'cf-connecting-ip', ''));
begin
  if v_forwarded <> '' and char_length(v_forwarded) <= 45
     and v_headers ->> 'x-shop-forwarding-key' = (select k.key from private.shop_forwarding_key k) then
    return v_forwarded;
  end if;
  if v_edge <> '' and char_length(v_edge) <= 45 then
    return v_edge;
  end if;
  return 'unknown';
end
$$;
revoke execute on function private.request_client_address() from public, anon, authenticated;

-- Which guest orders the limits count: placed through the API roles, without an account, by a
-- phone with no delivered order, by someone other than an admin.
create function private.is_untrusted_guest_order(p_order public.orders)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_order.placed_from_new_phone and p_order.user_id is null
     and coalesce(current_setting('role', true), '') in ('anon', 'authenticated') and not public.is_admin()
$$;
revoke execute on function private.is_untrusted_guest_order(public.orders) from public, anon, authenticated;

-- The client address each counted guest order came from. Private: addresses are never shown.
create table private.guest_order_clients (
  order_id uuid primary key references public.orders (id) on delete cascade,
  client_address text not null,
  placed_at timestamptz not null default now()
);
create index guest_order_clients_address_idx on private.guest_order_clients (client_address, placed_at desc);
revoke all on private.guest_order_clients from public, anon, authenticated;

create or replace function private.problem_catalogue()
returns table (code text, message text)
language sql
immutable
set search_path = ''
as $$
  values
    -- the cart as sent (private.parse_order_items)
    ('invalid_items', null),
    ('empty_cart', null),
    ('too_many_items', null),
    ('invalid_variant', null),
    ('invalid_quantity', null),
    -- a cart line (private.price_cart)
    ('variant_not_found', 'A product in your cart is no longer sold.'),
    ('variant_inactive', 'A product in your cart is no longer available.'),
    ('out_of_stock', '{product_name} ({variant_label}) is out of stock.'),
    ('insufficient_stock', 'Only {available} of {product_name} ({variant_label}) left in stock.'),
    -- the coupon (private.coupon_problem)
    ('coupon_not_found', 'This coupon code is not valid.'),
    ('coupon_inactive', 'This coupon is no longer active.'),
    ('coupon_not_started', 'This coupon is not active yet.'),
    ('coupon_expired', 'This coupon has expired.'),
    ('coupon_used_up', 'This coupon has been used up.'),
    ('coupon_min_subtotal', 'This coupon needs a subtotal of at least {min_subtotal}.'),
    ('coupon_customer_limit', 'You have already used this coupon.'),
    -- delivery (private.price_cart, private.shipping_quote)
    ('city_not_found', 'Please select a valid city'),
    ('shipping_method_unavailable', 'This shipping method is not available.'),
    ('shipping_unavailable_for_city', 'This shipping method does not deliver to the chosen city.'),
    ('too_heavy', 'This order is too heavy for the chosen shipping method.'),
    -- payment (place_order)
    ('payment_method_unavailable', 'This payment method is not available.'),
    ('cod_unavailable', 'Cash on delivery is not available for {city_name} with {shipping_method_name}. Please choose another payment method.'),
    ('order_total_too_large', '{payment_method_name} is available for orders up to {max_order_total_rupees}.'),
    -- the request (place_order)
    ('invalid_idempotency_key', null),
    ('idempotency_key_reused', null),
    ('invalid_contact', null),
    ('account_deactivated', null),
    -- guest orders from a phone without a delivered order (private.limit_guest_orders)
    ('phone_order_limit', 'This phone number already has {limit} orders waiting for our confirmation call. Please wait for our call before placing another.'),
    ('client_order_limit', 'We have {limit} new orders from your connection in the last hour still waiting for our confirmation call. Please sign in to order, or try again in an hour.'),
    -- orders and accounts (track_order, cancel_order, deactivate_account)
    ('order_not_found', null),
    ('not_cancellable', null),
    ('not_signed_in', null),
    ('not_allowed', null),
    -- the owner console and the payment gateways (20261121120500_create_admin_functions)
    ('not_admin', null),
    ('invalid_input', null),
    ('invalid_status', null),
    ('invalid_status_transition', null),
    ('wrong_payment_method', null),
    ('order_cancelled', null),
    ('amount_mismatch', null),
    ('reference_used', null),
    ('testimonial_not_found', null),
    ('payment_expired', null),
    ('payment_not_found', null)
$$;

-- SECURITY DEFINER to count every order whoever places one. Untrusted guest orders of one phone,
-- and of one client address, wait for each other on an advisory lock each (always the phone's
-- first), so concurrent callers cannot both see room for the last order.
create or replace function private.limit_guest_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_per_phone constant integer := 10;
  c_per_client constant integer := 30;
  v_client text;
  v_open integer;
begin
  new.placed_from_new_phone := not exists (select 1 from public.orders o where o.phone = new.phone and o.status = 'delivered');
  if not private.is_untrusted_guest_order(new) then
    return new;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('private.limit_guest_orders:phone:' || new.phone, 0));
  select count(*) into v_open
    from public.orders o
   where o.phone = new.phone and o.user_id is null and o.status = 'pending' and o.payment_status <> 'paid';
  if v_open >= c_per_phone then
    perform private.raise_problem(private.problem('phone_order_limit', jsonb_build_object('limit', c_per_phone)));
  end if;

  v_client := private.request_client_address();
  perform pg_advisory_xact_lock(hashtextextended('private.limit_guest_orders:client:' || v_client, 0));
  select count(*) into v_open
    from private.guest_order_clients c
    join public.orders o on o.id = c.order_id
   where c.client_address = v_client and c.placed_at > now() - interval '1 hour'
     and o.status = 'pending' and o.payment_status <> 'paid';
  if v_open >= c_per_client then
    perform private.raise_problem(private.problem('client_order_limit', jsonb_build_object('limit', c_per_client)));
  end if;
  return new;
end
$$;

create function private.record_guest_order_client()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_untrusted_guest_order(new) then
    insert into private.guest_order_clients (order_id, client_address) values (new.id, private.request_client_address());
  end if;
  return null;
end
$$;
revoke execute on function private.record_guest_order_client() from public, anon, authenticated;

create trigger record_guest_order_client after insert on public.orders
  for each row execute function private.record_guest_order_client();
