-- The confirmation hold (issue 27 §3). A cash-on-delivery order takes its stock when it is placed
-- and keeps it while it waits for the owner's confirmation (by call or WhatsApp), but no longer than
-- the shop's confirmation hold (shop_settings.confirmation_hold_hours, 24 by default):
--   - at half the hold, a reminder is recorded once (orders.hold_reminder_at and an order notice);
--     from then on the order is on the console's call list;
--   - when the hold ends with the order still unconfirmed, it is released: cancelled with the
--     reason "Not confirmed within <hours> hours", its stock back once, and a notice recorded.
-- The notices (public.order_notices) are the shopper's messages waiting to be sent; the shop's
-- server sends them (lib/orders/order-notices.ts) and marks each sent when it claims it.
-- The hold counts from when the order was placed, with the hold set now: a change in the settings
-- applies to the orders already waiting.

alter table public.shop_settings
  add column confirmation_hold_hours integer not null default 24
    constraint shop_settings_confirmation_hold_hours_check check (confirmation_hold_hours between 2 and 168);
comment on column public.shop_settings.confirmation_hold_hours is
  'How long an unconfirmed cash-on-delivery order holds its stock, in whole hours (2 to 168); reminded at half.';
grant update (confirmation_hold_hours) on public.shop_settings to authenticated;

alter table public.orders add column hold_reminder_at timestamptz;
comment on column public.orders.hold_reminder_at is
  'When the confirmation hold''s reminder was recorded (half the hold); the order is then on the console''s call list.';
create index orders_unconfirmed_cod_idx on public.orders (created_at) where status = 'pending' and payment_method = 'cod';

create table public.order_notices (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null constraint order_notices_kind_check check (kind in ('hold_reminder', 'hold_released')),
  created_at timestamptz not null default now(),
  -- When a sender claimed it; null while it waits.
  sent_at timestamptz,
  constraint order_notices_once unique (order_id, kind)
);
comment on table public.order_notices is
  'Messages to the shopper the database decided on (the confirmation hold''s reminder and release), waiting to be sent.';
create index order_notices_waiting_idx on public.order_notices (id) where sent_at is null;

-- Written by the database's jobs and claimed by the shop's server; admins may read them.
alter table public.order_notices enable row level security;
revoke all on public.order_notices from anon, authenticated;
grant select on public.order_notices to authenticated, service_role;
create policy "Admins can read order notices" on public.order_notices
  for select to authenticated using ((select public.is_admin()));

-- Runs the hold at p_now (the scheduled job passes nothing: now). Returns how many reminders were
-- recorded and orders released. Service role only (the job runs as the database's owner).
create function public.run_confirmation_holds(p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hours integer := (select s.confirmation_hold_hours from public.shop_settings s);
  v_hold interval := make_interval(hours => v_hours);
  v_reason text := format('Not confirmed within %s hours', v_hours);
  v_reminded integer;
  v_released integer := 0;
  v_order public.orders;
begin
  with reminded as (
    update public.orders o
       set hold_reminder_at = p_now
     where o.status = 'pending' and o.payment_method = 'cod' and o.hold_reminder_at is null
       and o.created_at <= p_now - v_hold / 2
    returning o.id
  ), recorded as (
    insert into public.order_notices (order_id, kind, created_at)
    select r.id, 'hold_reminder', p_now from reminded r
    on conflict on constraint order_notices_once do nothing
    returning 1
  )
  select count(*) into v_reminded from recorded;

  for v_order in
    select * from public.orders o
     where o.status = 'pending' and o.payment_method = 'cod' and o.payment_status <> 'paid'
       and o.created_at <= p_now - v_hold
     order by o.created_at
       for update skip locked
  loop
    perform private.restock_order(v_order.id, 'order_expired', true, null);
    update public.orders o
       set status = 'cancelled', payment_status = 'voided', cancelled_at = p_now, cancel_reason = v_reason
     where o.id = v_order.id;
    insert into public.order_events (order_id, status, payment_status, note, actor)
    values (v_order.id, 'cancelled', 'voided', 'Cancelled: ' || v_reason, 'system');
    insert into public.order_notices (order_id, kind, created_at) values (v_order.id, 'hold_released', p_now)
    on conflict on constraint order_notices_once do nothing;
    v_released := v_released + 1;
  end loop;
  return jsonb_build_object('reminded', v_reminded, 'released', v_released);
end
$$;

-- Claims up to p_limit waiting notices for the shop's server: each is marked sent as it is handed
-- out, so two servers never send one twice (a send that then fails is logged, not retried).
create function public.claim_order_notices(p_limit integer default 20)
returns table (id bigint, kind text, order_number text, order_status public.order_status)
language sql
volatile
security definer
set search_path = ''
as $$
  with claimed as (
    update public.order_notices n
       set sent_at = now()
     where n.id in (
       select w.id from public.order_notices w
        where w.sent_at is null
        order by w.id
        limit least(greatest(p_limit, 1), 100)
          for update skip locked
     )
    returning n.id, n.kind, n.order_id
  )
  select c.id, c.kind, o.order_number, o.status
    from claimed c join public.orders o on o.id = c.order_id
   order by c.id
$$;

revoke execute on function public.run_confirmation_holds(timestamptz), public.claim_order_notices(integer)
  from public, anon, authenticated;
grant execute on function public.run_confirmation_holds(timestamptz), public.claim_order_notices(integer) to service_role;

-- Every 5 minutes, as expire-unpaid-orders: an order is reminded or released at most about 5
-- minutes after its time. cron.schedule upserts by job name.
select cron.schedule('run-confirmation-holds', '*/5 * * * *', 'select public.run_confirmation_holds()');
