-- A mistaken status move can be corrected (issue 26 §2). The owner who taps "Mark as delivered"
-- instead of "Out for delivery" used to have no way back but "Parcel coming back". Now:
--   - admin_update_order_status records, in the move's event, what the move changed: the status and
--     payment state before it, whether it put the stock back and released the coupon use;
--   - private.order_correction says whether the order's last event is such a move that may still be
--     corrected (made by an admin, within 24 hours, nothing changed since) and what the correction does;
--   - admin_correct_order_status(order_number, expected_status, reason) undoes it: status and payment
--     state back, the stock taken out again (refused when it has been sold meanwhile), the coupon use
--     taken again, the cancellation cleared. The correction is an event of its own, with the reason;
--     the mistaken move stays in the timeline but is no longer shown to the shopper;
--   - admin_correction(orders) is the console's view of it, a computed field of the order row like
--     admin_next_statuses: null, or the statuses from and to and until when.

create or replace function public.admin_update_order_status(
  order_number text,
  status text,
  note text default null,
  courier text default null,
  tracking_number text default null,
  restock boolean default true
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_to public.order_status;
  v_payment public.payment_status;
  v_note text := nullif(btrim(note), '');
  v_courier text := nullif(btrim(courier), '');
  v_tracking text := nullif(btrim(tracking_number), '');
  v_restocked boolean := false;
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
  v_payment := v_order.payment_status;
  if v_to <> v_order.status then
    if v_to = 'cancelled' then
      v_restocked := private.restock_order(v_order.id, 'order_cancelled', true, v_admin);
      if v_payment in ('pending', 'awaiting_transfer', 'cod_pending', 'failed') then
        v_payment := 'voided';
      end if;
      update public.payments p set status = 'cancelled' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
    elsif v_to = 'returned' then
      if restock then
        v_restocked := private.restock_order(v_order.id, 'order_returned', false, v_admin);
      end if;
      if v_payment = 'cod_pending' then
        v_payment := 'voided';
      end if;
    elsif v_to = 'delivered' and v_payment = 'cod_pending' then
      v_payment := 'cod_collected';
    end if;
  end if;
  update public.orders o
     set status = v_to,
         payment_status = v_payment,
         courier = coalesce(v_courier, o.courier),
         tracking_number = coalesce(v_tracking, o.tracking_number),
         confirmed_at = case when v_to = 'confirmed' and o.confirmed_at is null then now() else o.confirmed_at end,
         shipped_at = case when v_to = 'shipped' and o.shipped_at is null then now() else o.shipped_at end,
         delivered_at = case when v_to = 'delivered' then now() else o.delivered_at end,
         cancelled_at = case when v_to = 'cancelled' then now() else o.cancelled_at end,
         cancel_reason = case when v_to = 'cancelled' then coalesce(v_note, 'Cancelled by the shop') else o.cancel_reason end
   where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, details)
  values (v_order.id, v_to, v_payment, v_note, 'admin', v_admin,
          jsonb_strip_nulls(jsonb_build_object('courier', v_courier, 'tracking_number', v_tracking))
          || case when v_to <> v_order.status then jsonb_build_object('move', jsonb_build_object(
               'from', v_order.status,
               'from_payment', v_order.payment_status,
               'restocked', v_restocked,
               'coupon_released', v_to = 'cancelled' and v_restocked and v_order.coupon_code is not null))
             else '{}'::jsonb end);
  return private.order_summary(v_order.id);
end
$$;

-- Whether the order's last status move may be corrected now, and what the correction does:
-- {allowed: true, event_id, from, to, payment_from, payment_to, restocked, coupon_released, until}
-- or {allowed: false, reason} with the reason in the owner's words. The one place of the rule, for
-- admin_correct_order_status and for the console (admin_correction).
create function private.order_correction(p_order public.orders)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  c_window constant interval := interval '24 hours';
  v_event public.order_events;
  v_move jsonb;
begin
  select * into v_event
    from public.order_events e
   where e.order_id = p_order.id
   order by e.id desc
   limit 1;
  v_move := v_event.details -> 'move';
  if v_move is null or v_event.actor <> 'admin' then
    return jsonb_build_object('allowed', false,
      'reason', 'Only a status move made in the console can be corrected, and only while it is the order''s last change.');
  end if;
  if v_event.status <> p_order.status or v_event.payment_status is distinct from p_order.payment_status
     or exists (select 1 from public.payments p where p.order_id = p_order.id and greatest(p.created_at, p.verified_at) > v_event.created_at) then
    return jsonb_build_object('allowed', false, 'reason', 'This order has changed since that move: it can no longer be corrected.');
  end if;
  if v_event.created_at < now() - c_window then
    return jsonb_build_object('allowed', false,
      'reason', 'A status move can be corrected for 24 hours only: this one is older.');
  end if;
  return jsonb_build_object(
    'allowed', true,
    'event_id', v_event.id,
    'from', v_event.status,
    'to', v_move ->> 'from',
    'payment_from', v_event.payment_status,
    'payment_to', v_move ->> 'from_payment',
    'restocked', coalesce((v_move ->> 'restocked')::boolean, false),
    'coupon_released', coalesce((v_move ->> 'coupon_released')::boolean, false),
    'until', v_event.created_at + c_window
  );
end
$$;
revoke execute on function private.order_correction(public.orders) from public, anon, authenticated;

-- Computed field of orders for the console: {from, to, until} while the last move may be corrected,
-- else null. Admins only, like admin_next_statuses.
create function public.admin_correction(o public.orders)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_correction jsonb;
begin
  perform private.require_admin();
  v_correction := private.order_correction(o);
  if not (v_correction ->> 'allowed')::boolean then
    return null;
  end if;
  return jsonb_build_object('from', v_correction -> 'from', 'to', v_correction -> 'to', 'until', v_correction -> 'until');
end
$$;
comment on function public.admin_correction(public.orders) is
  'Computed field of orders: the status move admin_correct_order_status would undo now, or null (admins only).';

-- Undoes the order's last status move (private.order_correction decides whether it may) for a
-- console that showed the order in expected_status; the reason is required.
create function public.admin_correct_order_status(order_number text, expected_status text, reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_reason text := nullif(btrim(reason), '');
  v_correction jsonb;
  v_from public.order_status;
  v_to public.order_status;
  v_short record;
begin
  if v_reason is null or char_length(v_reason) > 500 then
    perform private.fail('invalid_input', 'Please give the reason for the correction (up to 500 characters).', '{"field": "reason"}');
  end if;
  if expected_status is distinct from v_order.status::text then
    perform private.fail('invalid_status_transition',
      format('This order was changed meanwhile: it is now %s.', replace(v_order.status::text, '_', ' ')),
      jsonb_build_object('from', v_order.status, 'expected', expected_status));
  end if;
  v_correction := private.order_correction(v_order);
  if not (v_correction ->> 'allowed')::boolean then
    perform private.fail('invalid_status_transition', v_correction ->> 'reason', jsonb_build_object('from', v_order.status));
  end if;
  v_from := (v_correction ->> 'from')::public.order_status;
  v_to := (v_correction ->> 'to')::public.order_status;

  if (v_correction ->> 'restocked')::boolean then
    perform 1
       from public.product_variants v
      where v.id in (select i.variant_id from public.order_items i where i.order_id = v_order.id)
      order by v.id
        for update;
    select p.product_name, v.label, v.stock_quantity as available, sum(i.quantity)::integer as needed, v.id as variant_id
      into v_short
      from public.order_items i
      join public.product_variants v on v.id = i.variant_id
      join public.products p on p.id = v.product_id
     where i.order_id = v_order.id
     group by v.id, p.product_name, v.label, v.stock_quantity
    having v.stock_quantity < sum(i.quantity)
     order by v.id
     limit 1;
    if found then
      perform private.fail('insufficient_stock',
        format('The stock this order put back has been sold since: %s (%s) has %s left, the order needs %s. Add the stock first, or leave the order %s.',
          v_short.product_name, v_short.label, v_short.available, v_short.needed, replace(v_from::text, '_', ' ')),
        jsonb_build_object('variant_id', v_short.variant_id, 'available', v_short.available));
    end if;
    with taken as (
      select i.variant_id, sum(i.quantity)::integer as quantity
        from public.order_items i
       where i.order_id = v_order.id and i.variant_id is not null
       group by i.variant_id
    ), updated as (
      update public.product_variants v set stock_quantity = v.stock_quantity - t.quantity
        from taken t
       where v.id = t.variant_id
      returning v.id, v.stock_quantity, t.quantity
    )
    insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, note, actor_id)
    select u.id, v_order.id, -u.quantity, u.stock_quantity, 'correction',
           format('Order %s: %s corrected back to %s', v_order.order_number, replace(v_from::text, '_', ' '), replace(v_to::text, '_', ' ')),
           v_admin
      from updated u;
  end if;

  if (v_correction ->> 'coupon_released')::boolean then
    update public.coupons c set used_count = c.used_count + 1
     where c.code = v_order.coupon_code and (c.usage_limit is null or c.used_count < c.usage_limit);
    if not found and exists (select 1 from public.coupons c where c.code = v_order.coupon_code) then
      perform private.fail('invalid_status_transition',
        format('The coupon %s has been used up since the cancellation: the order cannot be restored with it.', v_order.coupon_code));
    end if;
  end if;

  update public.orders o
     set status = v_to,
         payment_status = (v_correction ->> 'payment_to')::public.payment_status,
         stock_released_at = case when (v_correction ->> 'restocked')::boolean then null else o.stock_released_at end,
         confirmed_at = case when v_from = 'confirmed' then null else o.confirmed_at end,
         shipped_at = case when v_from = 'shipped' then null else o.shipped_at end,
         delivered_at = case when v_from = 'delivered' then null else o.delivered_at end,
         cancelled_at = case when v_from = 'cancelled' then null else o.cancelled_at end,
         cancel_reason = case when v_from = 'cancelled' then null else o.cancel_reason end
   where o.id = v_order.id;
  -- The shopper's timeline reads as if the slip had not happened; the console keeps both events.
  update public.order_events e set is_public = false where e.id = (v_correction ->> 'event_id')::bigint;
  insert into public.order_events (order_id, status, payment_status, note, is_public, actor, actor_id, details)
  values (v_order.id, v_to, (v_correction ->> 'payment_to')::public.payment_status, v_reason, false, 'admin', v_admin,
          jsonb_build_object('correction', jsonb_build_object('from', v_from, 'to', v_to, 'event_id', (v_correction ->> 'event_id')::bigint)));
  return private.order_summary(v_order.id);
end
$$;

revoke execute on function
  public.admin_correction(public.orders),
  public.admin_correct_order_status(text, text, text)
from public, anon, authenticated, service_role;
grant execute on function
  public.admin_correction(public.orders),
  public.admin_correct_order_status(text, text, text)
to authenticated, service_role;
