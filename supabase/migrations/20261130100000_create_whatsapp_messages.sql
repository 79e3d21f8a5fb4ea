-- WhatsApp confirmations (issue 27 §1–2): every template the shop sends about an order, the replies
-- Meta's webhook brings back, and the numbers that asked for no more messages. The shop's server
-- writes them through the functions below as the service role; admins read them on the order page.

create table public.whatsapp_messages (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  -- What the message is about; one message per order and occasion, whatever the process retries.
  occasion text not null check (occasion in ('order_placed', 'shipped', 'out_for_delivery', 'delivered')),
  phone text not null check (phone ~ '^\+923[0-9]{9}$'),
  template text not null check (char_length(template) between 1 and 100),
  -- Meta's id for the message (wamid.…), once the Cloud API accepted it.
  meta_message_id text unique check (meta_message_id is null or char_length(meta_message_id) <= 200),
  status text not null default 'sending' check (status in ('sending', 'sent', 'delivered', 'read', 'failed')),
  error text check (error is null or char_length(error) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, occasion)
);
comment on table public.whatsapp_messages is
  'Templates sent about an order on WhatsApp, one per order and occasion, with the status Meta reported.';
create trigger set_updated_at before update on public.whatsapp_messages
  for each row execute function private.set_updated_at();

-- One row per message Meta delivered to the webhook: a repeated delivery finds its id taken.
create table public.whatsapp_replies (
  meta_message_id text primary key check (char_length(meta_message_id) between 1 and 200),
  phone text not null check (phone ~ '^\+[0-9]{8,15}$'),
  order_id uuid references public.orders (id) on delete set null,
  action text not null check (action in ('confirm', 'cancel', 'change_address', 'stop')),
  outcome text not null check (outcome in ('confirmed', 'cancelled', 'address_change_noted', 'opted_out', 'ignored')),
  created_at timestamptz not null default now()
);
comment on table public.whatsapp_replies is
  'Each WhatsApp reply the webhook received (by Meta''s message id, so a repeated delivery is applied once) and what it did.';
create index whatsapp_replies_order_id_idx on public.whatsapp_replies (order_id) where order_id is not null;

create table public.whatsapp_opt_outs (
  phone text primary key check (phone ~ '^\+[0-9]{8,15}$'),
  opted_out_at timestamptz not null default now()
);
comment on table public.whatsapp_opt_outs is 'Numbers that answered STOP: the shop sends them nothing more on WhatsApp.';

alter table public.whatsapp_messages enable row level security;
alter table public.whatsapp_replies enable row level security;
alter table public.whatsapp_opt_outs enable row level security;
revoke all on public.whatsapp_messages, public.whatsapp_replies, public.whatsapp_opt_outs from anon, authenticated, service_role;
grant select on public.whatsapp_messages, public.whatsapp_replies, public.whatsapp_opt_outs to authenticated, service_role;
create policy "Admins can read WhatsApp messages" on public.whatsapp_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can read WhatsApp replies" on public.whatsapp_replies
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can read WhatsApp opt-outs" on public.whatsapp_opt_outs
  for select to authenticated using ((select public.is_admin()));

-- Claims the one message of an order and occasion before it is sent: its id, or null when the order
-- is unknown, the number opted out, or the message was claimed before (sent, failed or in flight).
create function public.claim_whatsapp_message(order_number text, occasion text, template text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_id bigint;
begin
  select * into v_order from public.orders o where o.order_number = upper(btrim(claim_whatsapp_message.order_number));
  if not found or exists (select 1 from public.whatsapp_opt_outs x where x.phone = v_order.phone) then
    return null;
  end if;
  insert into public.whatsapp_messages (order_id, occasion, phone, template)
  values (v_order.id, claim_whatsapp_message.occasion, v_order.phone, claim_whatsapp_message.template)
  on conflict on constraint whatsapp_messages_order_id_occasion_key do nothing
  returning id into v_id;
  return v_id;
end
$$;

-- What the Cloud API answered to a claimed message: Meta's id (sent), or the failure.
create function public.record_whatsapp_send(message_id bigint, meta_message_id text default null, failure text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.whatsapp_messages m
     set meta_message_id = record_whatsapp_send.meta_message_id,
         status = case when record_whatsapp_send.meta_message_id is null then 'failed' else 'sent' end,
         error = left(record_whatsapp_send.failure, 500)
   where m.id = record_whatsapp_send.message_id and m.status = 'sending'
$$;

-- A status webhook (sent, delivered, read, failed): moves a message forward only, since Meta may
-- deliver them late or out of order. True when it changed a message.
create function public.record_whatsapp_status(meta_message_id text, status text, failure text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rank constant jsonb := '{"sending": 0, "sent": 1, "delivered": 2, "read": 3, "failed": 4}';
begin
  update public.whatsapp_messages m
     set status = record_whatsapp_status.status,
         error = coalesce(left(record_whatsapp_status.failure, 500), m.error)
   where m.meta_message_id = record_whatsapp_status.meta_message_id
     and (v_rank ->> record_whatsapp_status.status)::int > (v_rank ->> m.status)::int
     and not (record_whatsapp_status.status = 'failed' and m.status in ('delivered', 'read'));
  return found;
end
$$;

-- A shopper's reply on WhatsApp, applied once per Meta message id. Confirm and Cancel act only on a
-- pending cash-on-delivery order of the number that answers (through admin_update_order_status, so
-- a cancel puts the stock back as the console's does); Change address leaves a note on the order's
-- timeline for the owner; STOP opts the number out. Answers what it did ('duplicate' for a repeat).
create function public.apply_whatsapp_reply(meta_message_id text, phone text, order_number text, action text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_outcome text := 'ignored';
begin
  if action not in ('confirm', 'cancel', 'change_address', 'stop') then
    perform private.fail('invalid_input', 'Unknown WhatsApp reply.', jsonb_build_object('action', action));
  end if;
  insert into public.whatsapp_replies (meta_message_id, phone, action, outcome)
  values (apply_whatsapp_reply.meta_message_id, apply_whatsapp_reply.phone, action, 'ignored')
  on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;
  if action = 'stop' then
    insert into public.whatsapp_opt_outs (phone) values (apply_whatsapp_reply.phone) on conflict do nothing;
    v_outcome := 'opted_out';
  else
    select * into v_order from public.orders o
     where o.order_number = upper(btrim(apply_whatsapp_reply.order_number)) and o.phone = apply_whatsapp_reply.phone
       for update;
    if found and v_order.status = 'pending' and v_order.payment_method = 'cod' then
      if action = 'confirm' then
        perform public.admin_update_order_status(v_order.order_number, 'confirmed', 'Confirmed by the customer on WhatsApp');
        v_outcome := 'confirmed';
      elsif action = 'cancel' then
        perform public.admin_update_order_status(v_order.order_number, 'cancelled', 'Cancelled by the customer on WhatsApp');
        v_outcome := 'cancelled';
      else
        insert into public.order_events (order_id, status, payment_status, note, is_public, actor)
        values (v_order.id, v_order.status, v_order.payment_status,
                'The customer asked on WhatsApp to change the delivery address: please call them.', false, 'customer');
        v_outcome := 'address_change_noted';
      end if;
    end if;
  end if;
  update public.whatsapp_replies r
     set outcome = v_outcome, order_id = v_order.id
   where r.meta_message_id = apply_whatsapp_reply.meta_message_id;
  return v_outcome;
end
$$;

revoke execute on function
  public.claim_whatsapp_message(text, text, text),
  public.record_whatsapp_send(bigint, text, text),
  public.record_whatsapp_status(text, text, text),
  public.apply_whatsapp_reply(text, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.claim_whatsapp_message(text, text, text),
  public.record_whatsapp_send(bigint, text, text),
  public.record_whatsapp_status(text, text, text),
  public.apply_whatsapp_reply(text, text, text, text)
to service_role;
