-- Bank transfers in one step, and no packing before the money (issue 26 §3). Confirming that a
-- transfer arrived used to leave the order pending and need a second "Confirm order", while "Mark as
-- packed" was offered on an order whose transfer had not come. Now:
--   - admin_confirm_bank_transfer also confirms a pending order (one event: confirmed, paid);
--   - an order paid before delivery (bank transfer, a wallet) is packed or handed to the courier only
--     once it is paid (private.order_may_be_packed): admin_update_order_status refuses it and
--     admin_order_next_statuses no longer offers it. Cash on delivery is packed as before.

create function private.order_may_be_packed(p_order public.orders)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_order.payment_method = 'cod' or p_order.payment_status = 'paid'
$$;
revoke execute on function private.order_may_be_packed(public.orders) from public, anon, authenticated;

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

create or replace function public.admin_order_next_statuses(order_number text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_admin();
  select * into v_order from public.orders o where o.order_number = upper(btrim(admin_order_next_statuses.order_number));
  if not found then
    perform private.fail('order_not_found', 'There is no order with this number.', jsonb_build_object('order_number', order_number));
  end if;
  return array(
    select s.status::text
      from unnest(enum_range(null::public.order_status)) with ordinality as s (status, position)
     where s.status <> v_order.status and private.order_transition_allowed(v_order.status, s.status)
       and (s.status not in ('processing', 'shipped') or private.order_may_be_packed(v_order))
     order by s.position
  );
end
$$;

create or replace function public.admin_confirm_bank_transfer(order_number text, reference text, amount integer, note text default null)
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
  update public.orders o
     set payment_status = 'paid',
         payment_due_at = null,
         status = case when o.status = 'pending' then 'confirmed'::public.order_status else o.status end,
         confirmed_at = case when o.status = 'pending' and o.confirmed_at is null then now() else o.confirmed_at end
   where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order.id, case when v_order.status = 'pending' then 'confirmed'::public.order_status else v_order.status end, 'paid',
          'Bank transfer received', 'admin', v_admin);
  return private.order_summary(v_order.id);
end
$$;
