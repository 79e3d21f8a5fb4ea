-- Guest orders must not hoard stock (issue 15 §3). Cash on delivery takes stock at once and keeps
-- it until the owner cancels by hand, and the anon key reaches place_order without the shop's route
-- limits. So, in the database, for guest orders placed through the API roles from a phone with no
-- delivered order (an untrusted phone):
--   - at most 10 unconfirmed orders per phone (status pending, payment not received), and
--   - at most 50 unconfirmed such orders, from all new phones together, placed in the last hour.
-- Signed-in customers and phones with a delivered order are trusted; the service role and admins
-- are not counted. A refusal is a catalogued problem (phone_order_limit, guest_orders_paused) and
-- changes nothing. Every order also records whether its phone was new when it was placed, which
-- the console shows beside unconfirmed cash-on-delivery orders ("confirm by call before packing").
--
-- A trigger on orders, so place_order itself stays as it is: the trigger sees each order place_order
-- inserts (an idempotent repeat inserts nothing, so it is never counted twice).

alter table public.orders add column placed_from_new_phone boolean not null default false;
comment on column public.orders.placed_from_new_phone is
  'No order to this phone had been delivered when this one was placed (set by private.limit_guest_orders).';

update public.orders o set placed_from_new_phone = true
 where o.status = 'pending'
   and not exists (select 1 from public.orders d where d.phone = o.phone and d.status = 'delivered');

create index orders_new_phone_pending_idx on public.orders (created_at desc) where status = 'pending' and placed_from_new_phone;

-- The catalogue as in 20261121120410, with the two problems of private.limit_guest_orders.
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
    ('guest_orders_paused', 'We are receiving more new orders than we can confirm just now. Please sign in to order, or try again in an hour.'),
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

-- SECURITY DEFINER to count every order whoever places one. The caller's role is read from the
-- `role` setting (PostgREST's SET ROLE), which place_order, a definer function, does not change.
-- Untrusted guest orders wait for each other on one advisory lock, so concurrent callers cannot
-- both see room for the last order; the variant rows place_order has locked are not needed here.
create function private.limit_guest_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_per_phone constant integer := 10;
  c_per_hour constant integer := 50;
  v_open integer;
begin
  new.placed_from_new_phone := not exists (select 1 from public.orders o where o.phone = new.phone and o.status = 'delivered');
  if not new.placed_from_new_phone or new.user_id is not null
     or coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.limit_guest_orders', 0));

  select count(*) into v_open
    from public.orders o
   where o.phone = new.phone and o.user_id is null and o.status = 'pending' and o.payment_status <> 'paid';
  if v_open >= c_per_phone then
    perform private.raise_problem(private.problem('phone_order_limit', jsonb_build_object('limit', c_per_phone)));
  end if;

  select count(*) into v_open
    from public.orders o
   where o.status = 'pending' and o.placed_from_new_phone and o.created_at > now() - interval '1 hour'
     and o.user_id is null and o.payment_status <> 'paid';
  if v_open >= c_per_hour then
    perform private.raise_problem(private.problem('guest_orders_paused', jsonb_build_object('limit', c_per_hour)));
  end if;
  return new;
end
$$;
revoke execute on function private.limit_guest_orders() from public, anon, authenticated;

create trigger limit_guest_orders before insert on public.orders
  for each row execute function private.limit_guest_orders();
