-- Alerts for the owner and staff (issue 27 §4). The database decides what is an alert, in one place:
-- triggers record each event in public.staff_alerts as it happens (a new order, a payment, a
-- shopper's cancellation, a WhatsApp reply, a contact message), and a scheduled job records orders
-- confirmed but not handed to a courier within shop_settings.handover_alert_hours. The shop's server
-- claims the waiting alerts and sends each to every admin on the channels they picked
-- (public.staff_alert_channels): push to their devices, WhatsApp to their number, mail to their address.

alter table public.shop_settings
  add column handover_alert_hours integer not null default 24
    constraint shop_settings_handover_alert_hours_check check (handover_alert_hours between 1 and 168);
comment on column public.shop_settings.handover_alert_hours is
  'Hours after its confirmation when an order not yet handed to a courier is brought to the staff''s attention (1 to 168).';
grant update (handover_alert_hours) on public.shop_settings to authenticated;

create table public.staff_alerts (
  id bigint generated always as identity primary key,
  kind text not null constraint staff_alerts_kind_check check (
    kind in ('new_order', 'payment_received', 'shopper_cancelled', 'whatsapp_reply', 'contact_message', 'not_handed_over')
  ),
  order_id uuid references public.orders (id) on delete cascade,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  -- What else the alert says: the WhatsApp reply's outcome.
  detail text constraint staff_alerts_detail_check check (detail is null or char_length(detail) <= 100),
  created_at timestamptz not null default now(),
  -- When a sender claimed it; null while it waits.
  sent_at timestamptz,
  constraint staff_alerts_subject_check check ((order_id is null) <> (contact_message_id is null))
);
comment on table public.staff_alerts is
  'Events the owner and staff are told of (push, WhatsApp, mail), recorded by the database and claimed once by the shop''s server.';
create index staff_alerts_waiting_idx on public.staff_alerts (id) where sent_at is null;
create index staff_alerts_contact_message_id_idx on public.staff_alerts (contact_message_id) where contact_message_id is not null;
-- An order is announced once per kind, except replies (each reply is its own news).
create unique index staff_alerts_once_per_order on public.staff_alerts (order_id, kind) where kind <> 'whatsapp_reply';

alter table public.staff_alerts enable row level security;
revoke all on public.staff_alerts from anon, authenticated, service_role;
grant select on public.staff_alerts to authenticated, service_role;
create policy "Admins can read staff alerts" on public.staff_alerts
  for select to authenticated using ((select public.is_admin()));

create table public.staff_alert_channels (
  user_id uuid primary key references auth.users (id) on delete cascade,
  push boolean not null default true,
  mail boolean not null default false,
  -- A Pakistani mobile in E.164; null: no WhatsApp alerts.
  whatsapp_number text constraint staff_alert_channels_whatsapp_number_check check (whatsapp_number is null or whatsapp_number ~ '^\+923[0-9]{9}$'),
  updated_at timestamptz not null default now()
);
comment on table public.staff_alert_channels is
  'How each admin wants to hear of alerts. Without a row: push to their devices only.';

alter table public.staff_alert_channels enable row level security;
revoke all on public.staff_alert_channels from anon, authenticated, service_role;
-- Update of every column, as an upsert writes them all; the policies keep each row its owner's.
grant select, insert, update on public.staff_alert_channels to authenticated;
grant select on public.staff_alert_channels to service_role;
create policy "Admins can read their own alert channels" on public.staff_alert_channels
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins can choose their own alert channels" on public.staff_alert_channels
  for insert to authenticated with check (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins can change their own alert channels" on public.staff_alert_channels
  for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()))
  with check (user_id = (select auth.uid()) and (select public.is_admin()));

-- The events. Each trigger only inserts; a second event of a kind that is announced once changes nothing.
create function private.record_staff_alert(p_kind text, p_order_id uuid, p_contact_message_id uuid, p_detail text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.staff_alerts (kind, order_id, contact_message_id, detail)
  values (p_kind, p_order_id, p_contact_message_id, p_detail)
  on conflict (order_id, kind) where kind <> 'whatsapp_reply' do nothing
$$;

create function private.alert_new_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_staff_alert('new_order', new.id, null, null);
  return null;
end
$$;
create trigger orders_alert_staff after insert on public.orders
  for each row execute function private.alert_new_order();

-- A payment the staff did not record themselves (a wallet's callback, a gateway), and a
-- cancellation by the shopper, both read from the order's timeline.
create function private.alert_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and new.actor <> 'admin' then
    perform private.record_staff_alert('payment_received', new.order_id, null, null);
  end if;
  if new.status = 'cancelled' and new.actor = 'customer' then
    perform private.record_staff_alert('shopper_cancelled', new.order_id, null, null);
  end if;
  return null;
end
$$;
create trigger order_events_alert_staff after insert on public.order_events
  for each row execute function private.alert_order_event();

create function private.alert_whatsapp_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.outcome <> 'ignored' and new.order_id is not null then
    perform private.record_staff_alert('whatsapp_reply', new.order_id, null, new.outcome);
  end if;
  return null;
end
$$;
-- apply_whatsapp_reply inserts the reply as 'ignored' and then records what it did.
create trigger whatsapp_replies_alert_staff after insert or update of outcome, order_id on public.whatsapp_replies
  for each row execute function private.alert_whatsapp_reply();

create function private.alert_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_staff_alert('contact_message', null, new.id, null);
  return null;
end
$$;
create trigger contact_messages_alert_staff after insert on public.contact_messages
  for each row execute function private.alert_contact_message();

-- Records an alert for each order confirmed at least handover_alert_hours before p_now and not yet
-- handed to a courier. Returns how many were recorded. Service role only (the job runs as the owner).
create function public.run_handover_alerts(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hours integer := (select s.handover_alert_hours from public.shop_settings s);
  v_recorded integer;
begin
  with late as (
    insert into public.staff_alerts (kind, order_id, created_at)
    select 'not_handed_over', o.id, p_now
      from public.orders o
     where o.status in ('confirmed', 'processing')
       and o.confirmed_at <= p_now - make_interval(hours => v_hours)
    on conflict (order_id, kind) where kind <> 'whatsapp_reply' do nothing
    returning 1
  )
  select count(*) into v_recorded from late;
  return v_recorded;
end
$$;

-- Claims up to p_limit waiting alerts, each with what its messages say; marked sent as handed out,
-- so two servers never send one twice (a send that then fails is logged, not retried).
create function public.claim_staff_alerts(p_limit integer default 20)
returns table (
  id bigint,
  kind text,
  detail text,
  order_number text,
  customer_name text,
  total integer,
  payment_method public.payment_method,
  city_name text,
  cancel_reason text,
  sender_name text,
  subject text
)
language sql
volatile
security definer
set search_path = ''
as $$
  with claimed as (
    update public.staff_alerts a
       set sent_at = now()
     where a.id in (
       select w.id from public.staff_alerts w
        where w.sent_at is null
        order by w.id
        limit least(greatest(p_limit, 1), 100)
          for update skip locked
     )
    returning a.id, a.kind, a.detail, a.order_id, a.contact_message_id
  )
  select c.id, c.kind, c.detail, o.order_number, o.full_name, o.total, o.payment_method, o.city_name, o.cancel_reason,
         m.full_name, coalesce(m.subject, left(m.message, 80))
    from claimed c
    left join public.orders o on o.id = c.order_id
    left join public.contact_messages m on m.id = c.contact_message_id
   order by c.id
$$;

-- Everyone alerts go to: each admin with the channels they picked (push only without a choice); a
-- WhatsApp number that answered STOP is left out.
create function public.staff_alert_recipients()
returns table (user_id uuid, email text, push boolean, mail boolean, whatsapp_number text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, coalesce(c.push, true), coalesce(c.mail, false) and u.email is not null,
         case when o.phone is null then c.whatsapp_number end
    from auth.users u
    left join public.staff_alert_channels c on c.user_id = u.id
    left join public.whatsapp_opt_outs o on o.phone = c.whatsapp_number
   where (u.raw_app_meta_data ->> 'role') = 'admin'
     and (u.banned_until is null or u.banned_until <= now())
     and u.deleted_at is null
   order by u.created_at
$$;

revoke execute on function public.run_handover_alerts(timestamptz), public.claim_staff_alerts(integer), public.staff_alert_recipients()
  from public, anon, authenticated;
grant execute on function public.run_handover_alerts(timestamptz), public.claim_staff_alerts(integer), public.staff_alert_recipients()
  to service_role;
revoke execute on function private.record_staff_alert(text, uuid, uuid, text), private.alert_new_order(),
  private.alert_order_event(), private.alert_whatsapp_reply(), private.alert_contact_message()
  from public, anon, authenticated;

-- Every 15 minutes: an order is brought up at most about 15 minutes after its time.
select cron.schedule('run-handover-alerts', '*/15 * * * *', 'select public.run_handover_alerts()');
