-- Couriers (issue 28): a shipping method may name its courier; a booking of an order with it is a
-- shipment. The app asks the courier (lib/couriers); the database keeps what was asked and what the
-- courier answered, so a retry after a lost answer books once and the order is never half-booked.

alter table public.shipping_methods add column courier text
  check (courier is null or courier in ('leopards', 'postex'));
comment on column public.shipping_methods.courier is 'The courier the shop books this method''s parcels with from the console (lib/providers/couriers), or null when they are handed over by hand.';

create table public.shipments (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  courier text not null check (courier in ('leopards', 'postex')),
  -- Sent to the courier as its order reference: the same key is asked about before booking again.
  booking_key text not null unique check (booking_key ~ '^GDF-[0-9]{4}-[A-Z0-9]{6}-[0-9]{1,3}$'),
  state text not null default 'booking' check (state in ('booking', 'booked', 'cancelled')),
  tracking_number text check (tracking_number ~ '^[A-Za-z0-9-]{4,40}$'),
  slip_url text check (slip_url is null or (char_length(slip_url) <= 2000 and slip_url ~ '^https?://')),
  stage text check (stage in ('booked', 'in_transit', 'out_for_delivery', 'attempted', 'delivered', 'returning', 'returned', 'cancelled')),
  courier_status text check (char_length(courier_status) <= 200),
  events jsonb not null default '[]' check (jsonb_typeof(events) = 'array'),
  cod_amount integer not null check (cod_amount >= 0),
  weight_grams integer not null check (weight_grams between 1 and 1000000),
  pieces smallint not null check (pieces between 1 and 99),
  booked_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  booked_at timestamptz,
  tracked_at timestamptz,
  delivered_at timestamptz,
  returned_at timestamptz,
  paid_amount integer check (paid_amount >= 0),
  paid_on date,
  payment_reference text check (char_length(payment_reference) <= 100),
  check ((state = 'booking') = (tracking_number is null)),
  check ((paid_amount is null) = (paid_on is null))
);
comment on table public.shipments is 'An order booked with a courier: booking (asked, no answer yet), booked (with its tracking number) or cancelled. Written only by the admin_* and courier functions.';
create unique index shipments_one_live_per_order_idx on public.shipments (order_id) where state in ('booking', 'booked');
create unique index shipments_tracking_number_idx on public.shipments (courier, tracking_number) where tracking_number is not null;
create index shipments_booked_by_idx on public.shipments (booked_by);
create index shipments_open_idx on public.shipments (courier) where state = 'booked' and paid_on is null;

alter table public.shipments enable row level security;
grant select on public.shipments to authenticated;
grant select on public.shipments to service_role;
create policy "The team can read shipments" on public.shipments for select to authenticated using ((select public.is_admin()));

-- One place for what a status move does to an order (stock, payment, dates, its event), whoever
-- moves it: the console (admin_update_order_status) or the courier's tracking (record_courier_tracking).
create or replace function private.move_order(
  p_order public.orders,
  p_to public.order_status,
  p_note text,
  p_actor public.order_actor,
  p_actor_id uuid,
  p_details jsonb,
  p_restock boolean
) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_payment public.payment_status := p_order.payment_status;
  v_restocked boolean := false;
begin
  if p_to <> p_order.status then
    if p_to = 'cancelled' then
      v_restocked := private.restock_order(p_order.id, 'order_cancelled', true, p_actor_id);
      if v_payment in ('pending', 'awaiting_transfer', 'cod_pending', 'failed') then
        v_payment := 'voided';
      end if;
      update public.payments p set status = 'cancelled' where p.order_id = p_order.id and p.status in ('initiated', 'pending');
    elsif p_to = 'returned' then
      if p_restock then
        v_restocked := private.restock_order(p_order.id, 'order_returned', false, p_actor_id);
      end if;
      if v_payment = 'cod_pending' then
        v_payment := 'voided';
      end if;
    elsif p_to = 'delivered' and v_payment = 'cod_pending' then
      v_payment := 'cod_collected';
    end if;
  end if;
  update public.orders o
     set status = p_to,
         payment_status = v_payment,
         courier = coalesce(p_details ->> 'courier', o.courier),
         tracking_number = coalesce(p_details ->> 'tracking_number', o.tracking_number),
         confirmed_at = case when p_to = 'confirmed' and o.confirmed_at is null then now() else o.confirmed_at end,
         shipped_at = case when p_to = 'shipped' and o.shipped_at is null then now() else o.shipped_at end,
         delivered_at = case when p_to = 'delivered' then now() else o.delivered_at end,
         cancelled_at = case when p_to = 'cancelled' then now() else o.cancelled_at end,
         cancel_reason = case when p_to = 'cancelled' then coalesce(p_note, 'Cancelled by the shop') else o.cancel_reason end
   where o.id = p_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, details)
  values (p_order.id, p_to, v_payment, p_note, p_actor, p_actor_id,
          p_details
          || case when p_to <> p_order.status then jsonb_build_object('move', jsonb_build_object(
               'from', p_order.status,
               'from_payment', p_order.payment_status,
               'restocked', v_restocked,
               'coupon_released', p_to = 'cancelled' and v_restocked and p_order.coupon_code is not null))
             else '{}'::jsonb end);
end
$$;
revoke all on function private.move_order(public.orders, public.order_status, text, public.order_actor, uuid, jsonb, boolean) from public;

create or replace function public.admin_update_order_status(order_number text, status text, note text default null, courier text default null, tracking_number text default null, restock boolean default true)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_to public.order_status;
  v_note text := nullif(btrim(note), '');
  v_courier text := nullif(btrim(courier), '');
  v_tracking text := nullif(btrim(tracking_number), '');
begin
  if status is null or status not in (select unnest(enum_range(null::public.order_status))::text) then
    perform private.fail('invalid_status', 'Unknown order status.', jsonb_build_object('status', status));
  end if;
  v_to := status::public.order_status;
  if not private.order_transition_allowed(v_order.status, v_to) then
    perform private.fail('invalid_status_transition', format('An order that is %s cannot become %s.', v_order.status, v_to),
      jsonb_build_object('from', v_order.status, 'to', v_to));
  end if;
  if v_to <> v_order.status and v_to in ('processing', 'shipped') and not private.order_may_be_packed(v_order) then
    perform private.fail('invalid_status_transition', 'This order is not paid yet: record the payment before packing it.',
      jsonb_build_object('from', v_order.status, 'to', v_to, 'payment_status', v_order.payment_status));
  end if;
  if char_length(v_note) > 500 or char_length(v_courier) > 60 or char_length(v_tracking) > 60 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters, courier and tracking number to 60.');
  end if;
  perform private.move_order(v_order, v_to, v_note, 'admin', v_admin,
    jsonb_strip_nulls(jsonb_build_object('courier', v_courier, 'tracking_number', v_tracking)), restock);
  return private.order_summary(v_order.id);
end
$$;

-- What a parcel weighs by its items, in whole grams (at least 1): what the courier is told unless
-- the owner corrects it, and what the label prints.
create or replace function private.parcel_weight_grams(p_weight_kg numeric)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(1, ceil(p_weight_kg * 1000))::integer
$$;
revoke all on function private.parcel_weight_grams(numeric) from public;

-- Booking, step 1: the shipment is written (state booking) before the courier is asked, with
-- everything the courier needs. Asked again for an order whose booking got no answer, it returns
-- that booking (resumed) so the app asks the courier whether it booked before booking again.
create or replace function public.admin_begin_shipment(order_number text, weight_grams integer default null, pieces integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_method public.shipping_methods;
  v_shipment public.shipments;
  v_resumed boolean := false;
  v_weight integer := coalesce(weight_grams, private.parcel_weight_grams(v_order.weight_kg));
  v_pieces integer := coalesce(pieces, 1);
begin
  select * into v_method from public.shipping_methods m where m.id = v_order.shipping_method;
  if v_method.courier is null then
    perform private.fail('no_courier', format('%s is not booked from the console: hand the parcel over and enter its tracking number.', v_method.name));
  end if;
  select * into v_shipment from public.shipments s where s.order_id = v_order.id and s.state in ('booking', 'booked');
  if found and v_shipment.state = 'booked' then
    perform private.fail('already_booked', format('This order is already booked with %s: %s.', v_method.name, v_shipment.tracking_number),
      jsonb_build_object('tracking_number', v_shipment.tracking_number));
  end if;
  if found then
    v_resumed := true;
  else
    if v_order.status not in ('confirmed', 'processing') or not private.order_may_be_packed(v_order) then
      perform private.fail('invalid_status_transition', 'Only a confirmed or packed order that may be sent can be booked.',
        jsonb_build_object('from', v_order.status, 'to', 'shipped', 'payment_status', v_order.payment_status));
    end if;
    if v_weight not between 1 and 1000000 or v_pieces not between 1 and 99 then
      perform private.fail('invalid_input', 'The weight must be 1 g to 1,000 kg and the pieces 1 to 99.');
    end if;
    insert into public.shipments (order_id, courier, booking_key, cod_amount, weight_grams, pieces, booked_by)
    values (v_order.id, v_method.courier,
            v_order.order_number || '-' || (select count(*) + 1 from public.shipments s where s.order_id = v_order.id),
            case when v_order.payment_status = 'cod_pending' then v_order.total else 0 end,
            v_weight, v_pieces, v_admin)
    returning * into v_shipment;
  end if;
  return jsonb_build_object(
    'booking_key', v_shipment.booking_key,
    'resumed', v_resumed,
    'started_at', v_shipment.created_at,
    'courier', v_shipment.courier,
    'shipping_method', v_method.id,
    'order_number', v_order.order_number,
    'cod_amount', v_shipment.cod_amount,
    'weight_grams', v_shipment.weight_grams,
    'pieces', v_shipment.pieces,
    'full_name', v_order.full_name,
    'phone', v_order.phone,
    'email', v_order.email,
    'address', concat_ws(', ', v_order.address, v_order.town),
    'city_id', v_order.city_id,
    'city_name', v_order.city_name,
    'district', (select c.district from public.cities c where c.id = v_order.city_id),
    'city_code', (select c.courier_city_code from public.courier_city_codes c
                   where c.shipping_method_id = v_method.id and c.city_id = v_order.city_id),
    'notes', v_order.notes,
    'contents', (select string_agg(format('%s x %s %s', i.quantity, i.product_name, i.variant_label), ', ' order by i.id)
                   from public.order_items i where i.order_id = v_order.id));
end
$$;
revoke all on function public.admin_begin_shipment(text, integer, integer) from public;
grant execute on function public.admin_begin_shipment(text, integer, integer) to authenticated, service_role;

-- Booking, step 2: the courier booked it. The order is handed to the courier (shipped) with its
-- tracking number, in the same transaction.
create or replace function public.admin_record_booking(booking_key text, tracking_number text, slip_url text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_shipment public.shipments;
  v_order public.orders;
  v_tracking text := btrim(tracking_number);
begin
  select * into v_shipment from public.shipments s where s.booking_key = admin_record_booking.booking_key;
  if not found then
    perform private.fail('booking_not_found', 'There is no booking with this key.');
  end if;
  v_order := private.lock_order((select o.order_number from public.orders o where o.id = v_shipment.order_id));
  select * into v_shipment from public.shipments s where s.id = v_shipment.id for update;
  if v_shipment.state = 'booked' and v_shipment.tracking_number = v_tracking then
    return private.order_summary(v_order.id);
  end if;
  if v_shipment.state <> 'booking' then
    perform private.fail('booking_not_found', 'This booking is no longer waiting for the courier''s answer.');
  end if;
  if v_tracking is null or v_tracking !~ '^[A-Za-z0-9-]{4,40}$' or (slip_url is not null and (char_length(slip_url) > 2000 or slip_url !~ '^https?://')) then
    perform private.fail('invalid_input', 'The courier''s tracking number or slip link cannot be read.');
  end if;
  update public.shipments s
     set state = 'booked', tracking_number = v_tracking, slip_url = admin_record_booking.slip_url,
         stage = 'booked', booked_at = now()
   where s.id = v_shipment.id;
  if v_order.status <> 'shipped' and private.order_transition_allowed(v_order.status, 'shipped') then
    perform private.move_order(v_order, 'shipped', null, 'admin', v_admin,
      jsonb_build_object('courier', (select m.name from public.shipping_methods m where m.id = v_order.shipping_method),
                         'tracking_number', v_tracking, 'booked', true), true);
  end if;
  return private.order_summary(v_order.id);
end
$$;
revoke all on function public.admin_record_booking(text, text, text) from public;
grant execute on function public.admin_record_booking(text, text, text) to authenticated, service_role;

-- Booking refused by the courier: nothing was booked, so the booking is forgotten and the order
-- stays as it was.
create or replace function public.admin_abandon_booking(booking_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  delete from public.shipments s where s.booking_key = admin_abandon_booking.booking_key and s.state = 'booking';
end
$$;
revoke all on function public.admin_abandon_booking(text) from public;
grant execute on function public.admin_abandon_booking(text) to authenticated, service_role;

-- The tracking job (app/api/courier-sync): the parcels to ask the couriers about, open until they
-- are back with the shop or, for cash on delivery, paid for.
create or replace function public.courier_shipments_to_track()
returns table (courier text, tracking_number text, stage text, cod_amount integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.courier, s.tracking_number, s.stage, s.cod_amount
    from public.shipments s
   where s.state = 'booked'
     and s.stage is distinct from 'returned'
     and s.stage is distinct from 'cancelled'
     and (s.stage is distinct from 'delivered' or (s.cod_amount > 0 and s.paid_on is null))
   order by s.tracked_at nulls first, s.id
$$;
revoke all on function public.courier_shipments_to_track() from public, anon, authenticated;
grant execute on function public.courier_shipments_to_track() to service_role;

-- What a courier stage makes of an order's status.
create or replace function private.order_status_of_stage(p_stage text)
returns public.order_status
language sql
immutable
set search_path = ''
as $$
  select case p_stage
    when 'in_transit' then 'shipped'
    when 'out_for_delivery' then 'out_for_delivery'
    when 'attempted' then 'delivery_failed'
    when 'delivered' then 'delivered'
    when 'returning' then 'returning'
    when 'returned' then 'returned'
  end::public.order_status
$$;
revoke all on function private.order_status_of_stage(text) from public;

-- When the courier says a parcel reached a stage: its latest event of that stage, when its time
-- reads as an ISO 8601 instant (the job may ask hours later); null otherwise.
create or replace function private.courier_event_time(p_events jsonb, p_stage text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(case when e ->> 'at' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$'
                  then (e ->> 'at')::timestamptz end)
    from jsonb_array_elements(case when jsonb_typeof(p_events) = 'array' then p_events else '[]'::jsonb end) e
   where e ->> 'stage' = p_stage
$$;
revoke all on function private.courier_event_time(jsonb, text) from public;

-- The tracking job's findings: [{courier, tracking_number, stage, courier_status, events}]. Each
-- shipment keeps the courier's events; its order moves on as far as the status rules allow, by
-- way of returning for a parcel that is back (the courier skipped telling), as the courier.
-- Returns the orders that moved, with their new status, for the shopper's mails.
create or replace function public.record_courier_tracking(updates jsonb)
returns table (order_number text, status text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_update jsonb;
  v_shipment public.shipments;
  v_order public.orders;
  v_to public.order_status;
  v_step public.order_status;
begin
  if jsonb_typeof(updates) is distinct from 'array' then
    perform private.fail('invalid_input', 'updates must be an array.');
  end if;
  for v_update in select value from jsonb_array_elements(updates) loop
    select * into v_shipment from public.shipments s
     where s.courier = v_update ->> 'courier' and s.tracking_number = v_update ->> 'tracking_number' and s.state = 'booked';
    continue when not found;
    if v_update ->> 'stage' not in ('booked', 'in_transit', 'out_for_delivery', 'attempted', 'delivered', 'returning', 'returned', 'cancelled')
       or jsonb_typeof(v_update -> 'events') is distinct from 'array' then
      perform private.fail('invalid_input', 'A tracking update needs a known stage and a list of events.', v_update);
    end if;
    v_order := private.lock_order((select o.order_number from public.orders o where o.id = v_shipment.order_id));
    update public.shipments s
       set stage = v_update ->> 'stage',
           courier_status = left(v_update ->> 'courier_status', 200),
           events = v_update -> 'events',
           tracked_at = now(),
           delivered_at = case when v_update ->> 'stage' = 'delivered'
                               then coalesce(s.delivered_at, private.courier_event_time(v_update -> 'events', 'delivered'), now())
                               else s.delivered_at end,
           returned_at = case when v_update ->> 'stage' = 'returned'
                              then coalesce(s.returned_at, private.courier_event_time(v_update -> 'events', 'returned'), now())
                              else s.returned_at end
     where s.id = v_shipment.id;
    v_to := private.order_status_of_stage(v_update ->> 'stage');
    continue when v_to is null or v_to = v_order.status;
    if v_to = 'returned' and v_order.status <> 'returning' and private.order_transition_allowed(v_order.status, 'returning') then
      perform private.move_order(v_order, 'returning', null, 'courier', null, jsonb_build_object('courier_status', v_update ->> 'courier_status'), true);
      select * into v_order from public.orders o where o.id = v_order.id;
    end if;
    continue when not private.order_transition_allowed(v_order.status, v_to);
    perform private.move_order(v_order, v_to, null, 'courier', null, jsonb_build_object('courier_status', v_update ->> 'courier_status'), true);
    order_number := v_order.order_number;
    status := v_to::text;
    return next;
  end loop;
end
$$;
revoke all on function public.record_courier_tracking(jsonb) from public, anon, authenticated;
grant execute on function public.record_courier_tracking(jsonb) to service_role;

-- The couriers' payments for delivered cash-on-delivery parcels: [{courier, tracking_number, amount,
-- paid_on, reference}]. A payment already recorded is kept as it was.
create or replace function public.record_courier_payments(payments jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment jsonb;
  v_count integer := 0;
  v_changed integer;
begin
  if jsonb_typeof(payments) is distinct from 'array' then
    perform private.fail('invalid_input', 'payments must be an array.');
  end if;
  for v_payment in select value from jsonb_array_elements(payments) loop
    if jsonb_typeof(v_payment -> 'amount') is distinct from 'number' or (v_payment ->> 'paid_on') !~ '^\d{4}-\d{2}-\d{2}$' then
      perform private.fail('invalid_input', 'A courier payment needs an amount and a date.', v_payment);
    end if;
    update public.shipments s
       set paid_amount = (v_payment ->> 'amount')::numeric::integer,
           paid_on = (v_payment ->> 'paid_on')::date,
           payment_reference = left(v_payment ->> 'reference', 100)
     where s.courier = v_payment ->> 'courier' and s.tracking_number = v_payment ->> 'tracking_number'
       and s.state = 'booked' and s.paid_on is null;
    get diagnostics v_changed = row_count;
    v_count := v_count + v_changed;
  end loop;
  return v_count;
end
$$;
revoke all on function public.record_courier_payments(jsonb) from public, anon, authenticated;
grant execute on function public.record_courier_payments(jsonb) to service_role;

-- The courier's own events for an order's parcel (the tracking job's latest reading), newest last:
-- what /tracking and the shopper's order page show beside the shop's timeline.
create or replace function private.courier_events(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg(jsonb_build_object('status', e.value ->> 'status', 'stage', e.value ->> 'stage',
                                        'location', e.value ->> 'location', 'at', e.value ->> 'at') order by e.n)
      from public.shipments s, jsonb_array_elements(s.events) with ordinality as e(value, n)
     where s.order_id = p_order_id and s.state = 'booked'
  ), '[]'::jsonb)
$$;
revoke all on function private.courier_events(uuid) from public;

create or replace function public.track_order(order_number text, phone text)
returns jsonb
language plpgsql
stable security definer
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
    ), '[]'::jsonb),
    'courier_events', private.courier_events(v_order.id)
  );
end
$$;

-- The same for the signed-in shopper's own order (a computed field of orders): only the order's
-- owner and the team get them, whatever row is passed in.
create or replace function public.courier_events(o public.orders)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when exists (
    select 1 from public.orders mine where mine.id = o.id and (mine.user_id = auth.uid() or public.is_admin())
  ) then private.courier_events(o.id) else '[]'::jsonb end
$$;
revoke all on function public.courier_events(public.orders) from public, anon;
grant execute on function public.courier_events(public.orders) to authenticated, service_role;

-- The codes the booking functions raise.
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
    ('payment_not_found', null),
    -- couriers (admin_begin_shipment, admin_record_booking)
    ('no_courier', null),
    ('already_booked', null),
    ('booking_not_found', null)
$$;
