-- Refunds (issue 26 §1): money given back on a paid order, in full or in part, recorded by an admin
-- with the way it was sent and its reference. A refund is recorded only through admin_record_refund,
-- which moves the order's payment to partly_refunded or refunded and writes the timeline. A paid
-- order that is cancelled or whose parcel came back owes what was paid less the refunds recorded
-- (private.refund_owed); the order page and the console's home show it until it is recorded.

create type public.refund_method as enum ('bank_transfer', 'wallet', 'cash');

create table public.refunds (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete restrict,
  -- Whole rupees, like every amount of an order.
  amount integer not null check (amount > 0),
  method public.refund_method not null,
  -- The bank's or the wallet's transaction reference; required for both, optional for cash.
  reference text check (reference is null or char_length(reference) between 1 and 64),
  note text check (note is null or char_length(note) <= 500),
  recorded_by uuid,
  recorded_at timestamptz not null default now(),
  check (method = 'cash' or reference is not null)
);
comment on table public.refunds is 'Money given back on an order; written only by admin_record_refund.';
create index refunds_order_id_idx on public.refunds (order_id, recorded_at);

alter table public.refunds enable row level security;
revoke all on public.refunds from anon, authenticated;
grant select on public.refunds to authenticated;
grant select, insert, update, delete on public.refunds to service_role;
create policy "Admins can read refunds" on public.refunds
  for select to authenticated using ((select public.is_admin()));

-- What is left to give back on an order: the total less the refunds recorded, while its payment is
-- in hand (paid, cash collected, or partly refunded); nothing otherwise.
create function private.refundable(p_order public.orders)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when p_order.payment_status in ('paid', 'cod_collected', 'partly_refunded')
              then greatest(p_order.total - coalesce((select sum(r.amount) from public.refunds r where r.order_id = p_order.id), 0), 0)::integer
              else 0 end
$$;

-- The refund an order owes: all that is left to give back once a paid order is cancelled or its
-- parcel has come back. The one rule for the order page, the console's home and its filter.
create function private.refund_owed(p_order public.orders)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when p_order.status in ('cancelled', 'returned') then private.refundable(p_order) else 0 end
$$;

revoke execute on function private.refundable(public.orders), private.refund_owed(public.orders) from public, anon, authenticated;

-- Computed fields of orders for the console's order page (one select): what is left to refund and
-- what is owed. Admins only.
create function public.admin_refundable(o public.orders)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.refundable(o);
end
$$;
comment on function public.admin_refundable(public.orders) is
  'Computed field of orders: the amount admin_record_refund still accepts (admins only).';

create function public.admin_refund_owed(o public.orders)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.refund_owed(o);
end
$$;
comment on function public.admin_refund_owed(public.orders) is
  'Computed field of orders: the refund a cancelled or returned paid order owes (admins only).';

-- The orders that owe a refund, newest first: the console's home counts them and the orders list
-- filters on them (?refund=owed).
create function public.admin_refunds_owed()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return array(
    select o.order_number from public.orders o
     -- The status and payment tests repeat refund_owed's and refundable's so that the partial index
     -- below leaves only the orders that may owe something (one call per order costs 40 µs: 0.8 s
     -- over the 20,000 cancelled or returned orders of bench:console's 100,000).
     where o.status in ('cancelled', 'returned') and o.payment_status in ('paid', 'cod_collected', 'partly_refunded')
       and private.refund_owed(o) > 0
     order by o.created_at desc, o.order_number
  );
end
$$;
create index orders_may_owe_refund_idx on public.orders (created_at desc, order_number)
  where status in ('cancelled', 'returned') and payment_status in ('paid', 'cod_collected', 'partly_refunded');

-- Payments move on to partly refunded and refunded only by admin_record_refund, which checks the
-- amounts; partly refunded stays so until the rest is given back.
create or replace function private.payment_transition_allowed(from_status public.payment_status, to_status public.payment_status)
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
    when 'paid' then to_status in ('partly_refunded', 'refunded')
    when 'cod_collected' then to_status in ('partly_refunded', 'refunded')
    when 'partly_refunded' then to_status in ('partly_refunded', 'refunded')
    else false
  end
$$;

-- "Bank transfer", "wallet", "cash": the way a refund was sent, in the timeline's words.
create function private.refund_method_words(p_method public.refund_method)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_method when 'bank_transfer' then 'bank transfer' when 'wallet' then 'wallet' else 'cash' end
$$;
revoke execute on function private.refund_method_words(public.refund_method) from public, anon, authenticated;

-- Records money given back on a paid order: at most what is left to refund, with the bank's or the
-- wallet's reference (a cash refund may have none). A refund of all that is left makes the payment
-- refunded, a smaller one partly refunded. Refusals use the console's existing codes
-- (invalid_status_transition, invalid_input), each with its own message. The wallets offer no refund call (docs/payments.md): a
-- wallet refund is sent from the merchant portal and recorded here by hand.
create function public.admin_record_refund(order_number text, amount integer, method text, reference text default null, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_method public.refund_method;
  v_reference text := nullif(btrim(reference), '');
  v_note text := nullif(btrim(note), '');
  v_left integer := private.refundable(v_order);
  v_payment public.payment_status;
  v_refund_id bigint;
begin
  if v_order.payment_status = 'refunded' then
    perform private.fail('invalid_status_transition', 'This order is already refunded in full.', jsonb_build_object('payment_status', v_order.payment_status));
  end if;
  if v_order.payment_status not in ('paid', 'cod_collected', 'partly_refunded') then
    perform private.fail('invalid_status_transition', 'Only a paid order can be refunded: no payment has reached the shop for this order.',
      jsonb_build_object('payment_status', v_order.payment_status));
  end if;
  if method is null or method not in (select unnest(enum_range(null::public.refund_method))::text) then
    perform private.fail('invalid_input', 'Please choose how the refund was sent: bank transfer, wallet or cash.', '{"field": "method"}');
  end if;
  v_method := method::public.refund_method;
  if amount is null or amount <= 0 then
    perform private.fail('invalid_input', 'Please enter the refund in whole rupees, more than Rs. 0.', '{"field": "amount"}');
  end if;
  if amount > v_left then
    perform private.fail('invalid_input', format('At most %s is left to refund on this order.', private.format_rupees(v_left)),
      jsonb_build_object('field', 'amount', 'left', v_left));
  end if;
  if v_method <> 'cash' and v_reference is null then
    perform private.fail('invalid_input', 'Please enter the reference of the transfer (up to 64 characters).', '{"field": "reference"}');
  end if;
  if char_length(v_reference) > 64 then
    perform private.fail('invalid_input', 'The reference is limited to 64 characters.', '{"field": "reference"}');
  end if;
  if char_length(v_note) > 500 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters.', '{"field": "note"}');
  end if;
  v_payment := case when amount = v_left then 'refunded' else 'partly_refunded' end;
  if not private.payment_transition_allowed(v_order.payment_status, v_payment) then
    perform private.fail('invalid_status_transition', format('A payment that is %s cannot become %s.', v_order.payment_status, v_payment),
      jsonb_build_object('from', v_order.payment_status, 'to', v_payment));
  end if;
  insert into public.refunds (order_id, amount, method, reference, note, recorded_by)
  values (v_order.id, amount, v_method, v_reference, v_note, v_admin)
  returning id into v_refund_id;
  update public.orders o set payment_status = v_payment where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, details)
  values (v_order.id, v_order.status, v_payment,
          format('Refund of %s recorded (%s%s)', private.format_rupees(amount), private.refund_method_words(v_method),
                 coalesce(', ref ' || v_reference, '')),
          'admin', v_admin,
          jsonb_strip_nulls(jsonb_build_object('refund_id', v_refund_id, 'amount', amount, 'method', v_method, 'reference', v_reference)));
  return private.order_summary(v_order.id) || jsonb_build_object('refund', jsonb_build_object(
    'id', v_refund_id, 'amount', amount, 'method', v_method, 'reference', v_reference, 'left', v_left - amount));
end
$$;

revoke execute on function
  public.admin_refundable(public.orders),
  public.admin_refund_owed(public.orders),
  public.admin_refunds_owed(),
  public.admin_record_refund(text, integer, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.admin_refundable(public.orders),
  public.admin_refund_owed(public.orders),
  public.admin_refunds_owed(),
  public.admin_record_refund(text, integer, text, text, text)
to authenticated, service_role;
