-- A partly refunded order is still a paid one (issue 26 §1): the shopper cannot cancel it online
-- (which would void its payment and lose the refund it owes), and the owner may pack it, e.g. the
-- rest of an order whose missing item was refunded. Privileges are unchanged (create or replace).

create or replace function private.order_may_be_packed(p_order public.orders)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_order.payment_method = 'cod' or p_order.payment_status in ('paid', 'partly_refunded')
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
  if v_order.status <> 'pending' or v_order.payment_status in ('paid', 'cod_collected', 'partly_refunded', 'refunded') then
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
