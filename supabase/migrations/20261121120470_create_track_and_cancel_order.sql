-- After an order is placed: tracking by order number and phone, cancellation by its owner, and the
-- restocking that cancellation (and the admin functions) use.
-- (Written with "create or replace": databases made before the checkout migration was split
-- already have these functions and get this version on top.)

-- Puts an order's stock back on the shelf, exactly once per order (guarded by stock_released_at
-- under the order's row lock), locking the variants in id order. Returns false when already done.
create or replace function private.restock_order(
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

-- Order tracking for anyone who knows both the order number and the phone number it was placed
-- with: the status, courier, tracking number and public timeline, nothing else (no name, address or
-- amounts). Any wrong or malformed pair gets the same answer.
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
create or replace function public.cancel_order(order_number text)
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

revoke execute on function private.restock_order(uuid, public.stock_movement_reason, boolean, uuid) from public, anon, authenticated;
-- Grants start from nothing (service_role included), so a database that already had these
-- functions ends with the same privileges, in the same order, as a new one.
revoke execute on function public.track_order(text, text), public.cancel_order(text) from public, anon, authenticated, service_role;
grant execute on function public.track_order(text, text) to anon, authenticated, service_role;
grant execute on function public.cancel_order(text) to authenticated, service_role;
