-- What the owner console needs, as RPC for signed-in admins (each checks is_admin() itself):
-- order status changes with timeline events, payment status changes, bank-transfer confirmation,
-- stock adjustments and review approval. Then the server-only functions for wallet gateways
-- (service_role): start a payment, record a gateway's result, expire unpaid orders.

-- The caller's id when they are an admin; null for server code holding the service_role key.
create function private.require_admin()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.role() = 'service_role' then
    return null;
  end if;
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  return auth.uid();
end
$$;

-- The order lifecycle. Staying in the same status is allowed (to add a note or tracking details).
create function private.order_transition_allowed(from_status public.order_status, to_status public.order_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status or case from_status
    when 'pending' then to_status in ('confirmed', 'processing', 'cancelled')
    when 'confirmed' then to_status in ('processing', 'shipped', 'cancelled')
    when 'processing' then to_status in ('shipped', 'cancelled')
    when 'shipped' then to_status in ('out_for_delivery', 'delivered', 'delivery_failed', 'returning')
    when 'out_for_delivery' then to_status in ('delivered', 'delivery_failed', 'returning')
    when 'delivery_failed' then to_status in ('out_for_delivery', 'delivered', 'returning')
    when 'delivered' then to_status in ('returning')
    when 'returning' then to_status in ('returned')
    else false
  end
$$;

create function private.payment_transition_allowed(from_status public.payment_status, to_status public.payment_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case from_status
    when 'pending' then to_status in ('paid', 'failed')
    when 'awaiting_transfer' then to_status in ('paid', 'failed')
    when 'cod_pending' then to_status in ('cod_collected', 'failed')
    when 'failed' then to_status in ('pending', 'awaiting_transfer', 'cod_pending', 'paid')
    when 'paid' then to_status in ('refunded')
    when 'cod_collected' then to_status in ('refunded')
    else false
  end
$$;

create function private.lock_order(p_order_number text)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.order_number = upper(btrim(p_order_number)) for update;
  if not found then
    perform private.fail('order_not_found', 'There is no order with this number.', jsonb_build_object('order_number', p_order_number));
  end if;
  return v_order;
end
$$;

-- Moves an order along its lifecycle and writes the timeline event. Cancelling puts the stock and
-- the coupon use back; a returned parcel's stock goes back unless restock is false (damaged goods);
-- delivering a cash-on-delivery order marks the cash collected. courier and tracking_number are
-- saved when given (typically with 'shipped').
create function public.admin_update_order_status(
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
begin
  if status is null or status not in (select unnest(enum_range(null::public.order_status))::text) then
    perform private.fail('invalid_status', 'Unknown order status.', jsonb_build_object('status', status));
  end if;
  v_to := status::public.order_status;
  if not private.order_transition_allowed(v_order.status, v_to) then
    perform private.fail('invalid_status_transition', format('An order that is %s cannot become %s.', v_order.status, v_to),
      jsonb_build_object('from', v_order.status, 'to', v_to));
  end if;
  if char_length(v_note) > 500 or char_length(v_courier) > 60 or char_length(v_tracking) > 60 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters, courier and tracking number to 60.');
  end if;
  v_payment := v_order.payment_status;
  if v_to <> v_order.status then
    if v_to = 'cancelled' then
      perform private.restock_order(v_order.id, 'order_cancelled', true, v_admin);
      if v_payment in ('pending', 'awaiting_transfer', 'cod_pending', 'failed') then
        v_payment := 'voided';
      end if;
      update public.payments p set status = 'cancelled' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
    elsif v_to = 'returned' then
      if restock then
        perform private.restock_order(v_order.id, 'order_returned', false, v_admin);
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
          jsonb_strip_nulls(jsonb_build_object('courier', v_courier, 'tracking_number', v_tracking)));
  return private.order_summary(v_order.id);
end
$$;

-- Records a payment outcome the admin has checked by hand (cash remitted by the courier, a refund
-- sent, a failed wallet payment). Bank transfers use admin_confirm_bank_transfer instead.
create function public.admin_set_payment_status(order_number text, payment_status text, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_to public.payment_status;
  v_note text := nullif(btrim(note), '');
begin
  if payment_status is null or payment_status not in (select unnest(enum_range(null::public.payment_status))::text) then
    perform private.fail('invalid_status', 'Unknown payment status.', jsonb_build_object('payment_status', payment_status));
  end if;
  v_to := payment_status::public.payment_status;
  if not private.payment_transition_allowed(v_order.payment_status, v_to) then
    perform private.fail('invalid_status_transition', format('A payment that is %s cannot become %s.', v_order.payment_status, v_to),
      jsonb_build_object('from', v_order.payment_status, 'to', v_to));
  end if;
  if char_length(v_note) > 500 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters.');
  end if;
  update public.orders o set payment_status = v_to where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, is_public)
  values (v_order.id, v_order.status, v_to, coalesce(v_note, 'Payment status updated'), 'admin', v_admin, v_to not in ('failed'));
  return private.order_summary(v_order.id);
end
$$;

-- The admin has seen the money arrive: the transfer is recorded under its bank reference (which can
-- belong to one transfer only) and the order is paid. The amount must be the order's total.
create function public.admin_confirm_bank_transfer(order_number text, reference text, amount integer, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_reference text := nullif(btrim(reference), '');
  v_note text := nullif(btrim(note), '');
begin
  if v_order.payment_method <> 'bank_transfer' then
    perform private.fail('wrong_payment_method', 'This order is not paid by bank transfer.');
  end if;
  if v_order.status = 'cancelled' then
    perform private.fail('order_cancelled', 'This order is cancelled.');
  end if;
  if v_order.payment_status not in ('awaiting_transfer', 'failed') then
    perform private.fail('invalid_status_transition', format('A payment that is %s cannot be confirmed.', v_order.payment_status),
      jsonb_build_object('from', v_order.payment_status));
  end if;
  if v_reference is null or char_length(v_reference) not between 4 and 64 then
    perform private.fail('invalid_input', 'Please enter the bank''s transaction reference (4 to 64 characters).', '{"field": "reference"}');
  end if;
  if amount is distinct from v_order.total then
    perform private.fail('amount_mismatch', format('The transfer must be %s, the order total.', private.format_rupees(v_order.total)),
      jsonb_build_object('expected', v_order.total, 'received', amount));
  end if;
  if exists (select 1 from public.payments p where p.reference = v_reference) then
    perform private.fail('reference_used', 'This transaction reference has already been recorded.', '{"field": "reference"}');
  end if;
  insert into public.payments (order_id, gateway, reference, amount, status, verified_at, raw_response)
  values (v_order.id, 'bank_transfer', v_reference, amount, 'succeeded', now(),
          jsonb_strip_nulls(jsonb_build_object('confirmed_by', v_admin, 'note', v_note)));
  update public.orders o set payment_status = 'paid', payment_due_at = null where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order.id, v_order.status, 'paid', 'Bank transfer received', 'admin', v_admin);
  return private.order_summary(v_order.id);
end
$$;

-- Adds or removes stock (a delivery from the orchard, a recount, spoilage), audited in stock_movements.
create function public.admin_adjust_stock(variant_id integer, delta integer, reason text default 'correction', note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_variant public.product_variants;
  v_reason text := coalesce(nullif(btrim(reason), ''), 'correction');
  v_note text := nullif(btrim(note), '');
begin
  if v_reason not in ('restock', 'correction', 'spoilage') then
    perform private.fail('invalid_input', 'The reason must be restock, correction or spoilage.', '{"field": "reason"}');
  end if;
  if delta is null or delta = 0 or abs(delta) > 100000 then
    perform private.fail('invalid_input', 'The change must be a whole number other than 0 (at most 100,000).', '{"field": "delta"}');
  end if;
  if char_length(v_note) > 500 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters.', '{"field": "note"}');
  end if;
  select * into v_variant from public.product_variants v where v.id = admin_adjust_stock.variant_id for update;
  if not found then
    perform private.fail('variant_not_found', 'There is no such product variant.', jsonb_build_object('variant_id', admin_adjust_stock.variant_id));
  end if;
  if v_variant.stock_quantity + delta < 0 then
    perform private.fail('insufficient_stock', format('Only %s in stock; cannot remove %s.', v_variant.stock_quantity, -delta),
      jsonb_build_object('variant_id', v_variant.id, 'available', v_variant.stock_quantity));
  end if;
  update public.product_variants v set stock_quantity = v.stock_quantity + delta where v.id = v_variant.id
  returning * into v_variant;
  insert into public.stock_movements (variant_id, delta, stock_after, reason, note, actor_id)
  values (v_variant.id, delta, v_variant.stock_quantity, v_reason::public.stock_movement_reason, v_note, v_admin);
  return jsonb_build_object('variant_id', v_variant.id, 'sku', v_variant.sku, 'stock_quantity', v_variant.stock_quantity);
end
$$;

create function public.admin_set_testimonial_approval(testimonial_id uuid, approved boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row public.testimonials;
begin
  if approved is null then
    perform private.fail('invalid_input', 'Say whether the review is approved.', '{"field": "approved"}');
  end if;
  update public.testimonials t set is_approved = approved where t.id = testimonial_id returning * into v_row;
  if not found then
    perform private.fail('testimonial_not_found', 'There is no such review.', jsonb_build_object('testimonial_id', testimonial_id));
  end if;
  return to_jsonb(v_row);
end
$$;

-- Server only (service_role): opens a gateway payment for an order paid by wallet and returns the
-- reference to send to the gateway (≤ 20 letters and digits, as JazzCash's pp_TxnRefNo requires)
-- with the amount in rupees and paisa.
create function public.start_payment(order_number text, gateway text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders := private.lock_order(order_number);
  v_reference text;
  v_payment public.payments;
begin
  if gateway is null or gateway not in ('jazzcash', 'easypaisa', 'raast') or v_order.payment_method::text <> gateway then
    perform private.fail('wrong_payment_method', 'This order is not paid with this gateway.', jsonb_build_object('gateway', gateway));
  end if;
  if v_order.status <> 'pending' or v_order.payment_status not in ('pending', 'failed') then
    perform private.fail('invalid_status_transition', 'This order is not waiting for payment.',
      jsonb_build_object('status', v_order.status, 'payment_status', v_order.payment_status));
  end if;
  if v_order.payment_due_at is not null and v_order.payment_due_at <= now() then
    perform private.fail('payment_expired', 'The time to pay for this order has passed.');
  end if;
  v_reference := 'T' || to_char(now() at time zone 'Asia/Karachi', 'YYYYMMDDHH24MISS')
    || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 5));
  insert into public.payments (order_id, gateway, reference, amount, status, expires_at)
  values (v_order.id, v_order.payment_method, v_reference, v_order.total, 'initiated', v_order.payment_due_at)
  returning * into v_payment;
  if v_order.payment_status = 'failed' then
    update public.orders o set payment_status = 'pending' where o.id = v_order.id;
  end if;
  return jsonb_build_object('order_id', v_order.id, 'order_number', v_order.order_number, 'reference', v_payment.reference,
    'amount', v_payment.amount, 'amount_paisa', v_payment.amount_paisa, 'currency', v_payment.currency, 'expires_at', v_payment.expires_at);
end
$$;

-- Server only (service_role): applies a verified gateway result to the payment and its order, once.
-- A replay changes nothing; a success must carry the exact amount in paisa; money arriving after the
-- order was cancelled is recorded and flagged for a refund (non-public timeline note).
create function public.record_payment_result(
  reference text,
  status text,
  amount_paisa bigint default null,
  response_code text default null,
  response_message text default null,
  raw_response jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  v_order public.orders;
  v_payment public.payments;
  v_to public.payment_attempt_status;
  v_changed boolean := false;
begin
  if status is null or status not in ('pending', 'succeeded', 'failed', 'cancelled', 'expired') then
    perform private.fail('invalid_status', 'Unknown payment result.', jsonb_build_object('status', status));
  end if;
  v_to := status::public.payment_attempt_status;
  -- Lock the order before the payment, as every other function does.
  select p.order_id into v_order_id from public.payments p where p.reference = record_payment_result.reference;
  if not found then
    perform private.fail('payment_not_found', 'There is no payment with this reference.');
  end if;
  select * into v_order from public.orders o where o.id = v_order_id for update;
  select * into v_payment from public.payments p where p.reference = record_payment_result.reference for update;
  if v_to = 'succeeded' and amount_paisa is distinct from v_payment.amount_paisa then
    perform private.fail('amount_mismatch', 'The paid amount does not match the order.',
      jsonb_build_object('expected', v_payment.amount_paisa, 'received', amount_paisa));
  end if;

  if v_payment.status = v_to or v_payment.status in ('succeeded', 'refunded') then
    v_changed := false;
  elsif v_to = 'pending' and v_payment.status <> 'initiated' then
    v_changed := false;
  else
    v_changed := true;
    update public.payments p
       set status = v_to,
           response_code = left(record_payment_result.response_code, 20),
           response_message = left(record_payment_result.response_message, 500),
           raw_response = coalesce(record_payment_result.raw_response, '{}'::jsonb),
           verified_at = case when v_to = 'succeeded' then now() else p.verified_at end
     where p.id = v_payment.id;
    if v_to = 'succeeded' then
      update public.orders o set payment_status = 'paid', payment_due_at = null where o.id = v_order.id;
      if v_order.status = 'cancelled' then
        insert into public.order_events (order_id, status, payment_status, note, actor, is_public, details)
        values (v_order.id, v_order.status, 'paid', 'Payment arrived after the order was cancelled: refund needed', 'gateway', false,
                jsonb_build_object('reference', v_payment.reference));
      else
        insert into public.order_events (order_id, status, payment_status, note, actor, details)
        values (v_order.id, v_order.status, 'paid', 'Payment received', 'gateway', jsonb_build_object('reference', v_payment.reference));
      end if;
    elsif v_to in ('failed', 'cancelled', 'expired') and v_order.payment_status = 'pending' then
      update public.orders o set payment_status = 'failed' where o.id = v_order.id;
      insert into public.order_events (order_id, status, payment_status, note, actor, details)
      values (v_order.id, v_order.status, 'failed', 'Payment was not completed', 'gateway',
              jsonb_build_object('reference', v_payment.reference, 'response_code', left(record_payment_result.response_code, 20)));
    end if;
  end if;
  select * into v_order from public.orders o where o.id = v_order.id;
  return jsonb_build_object('order_number', v_order.order_number, 'payment_status', v_order.payment_status,
    'payment', v_to, 'changed', v_changed);
end
$$;

-- Server only (service_role), run periodically: cancels pending orders whose payment did not arrive
-- by payment_due_at and puts their stock back (once). Returns how many orders were expired.
create function public.expire_unpaid_orders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_count integer := 0;
begin
  for v_order in
    select * from public.orders o
     where o.status = 'pending'
       and o.payment_status in ('pending', 'awaiting_transfer', 'failed')
       and o.payment_due_at < now()
     order by o.payment_due_at
       for update skip locked
  loop
    perform private.restock_order(v_order.id, 'order_expired', true, null);
    update public.orders o
       set status = 'cancelled', payment_status = 'voided', cancelled_at = now(), cancel_reason = 'Payment not received in time'
     where o.id = v_order.id;
    update public.payments p set status = 'expired' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
    insert into public.order_events (order_id, status, payment_status, note, actor)
    values (v_order.id, 'cancelled', 'voided', 'Cancelled: payment not received in time', 'system');
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke execute on function
  private.require_admin(),
  private.order_transition_allowed(public.order_status, public.order_status),
  private.payment_transition_allowed(public.payment_status, public.payment_status),
  private.lock_order(text),
  public.admin_update_order_status(text, text, text, text, text, boolean),
  public.admin_set_payment_status(text, text, text),
  public.admin_confirm_bank_transfer(text, text, integer, text),
  public.admin_adjust_stock(integer, integer, text, text),
  public.admin_set_testimonial_approval(uuid, boolean),
  public.start_payment(text, text),
  public.record_payment_result(text, text, bigint, text, text, jsonb),
  public.expire_unpaid_orders()
from public, anon, authenticated;
grant execute on function
  public.admin_update_order_status(text, text, text, text, text, boolean),
  public.admin_set_payment_status(text, text, text),
  public.admin_confirm_bank_transfer(text, text, integer, text),
  public.admin_adjust_stock(integer, integer, text, text),
  public.admin_set_testimonial_approval(uuid, boolean)
to authenticated, service_role;
grant execute on function
  public.start_payment(text, text),
  public.record_payment_result(text, text, bigint, text, text, jsonb),
  public.expire_unpaid_orders()
to service_role;
