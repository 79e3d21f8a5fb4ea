-- Staff and roles (issue 26 §6). The shop's team has two roles, kept in app_metadata.role:
--   'admin' — the owner: everything;
--   'staff' — orders and catalogue: no settings, shipping, payment methods, refunds, coupons, staff
--             or activity log.
-- public.is_admin() now means "on the shop's team" (either role), so every console policy and
-- function admits staff as before it admitted the owner; what only the owner may do is refused to
-- staff here, in the database, whatever path the write takes (a table policy, or a trigger where a
-- SECURITY DEFINER function writes the table past its policies).

create function public.team_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case u.raw_app_meta_data ->> 'role' when 'admin' then 'owner' when 'staff' then 'staff' end
    from auth.users u
   where u.id = auth.uid()
     and (u.banned_until is null or u.banned_until <= now())
     and u.deleted_at is null
$$;
comment on function public.team_role() is
  'The caller''s role on the shop''s team: owner (app_metadata.role admin), staff, or null. Read from auth.users, so a change takes effect at once.';

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.team_role() is not null
$$;
comment on function public.is_admin() is
  'True for the shop''s team (the owner and staff). Used by the console''s policies; callable as RPC.';

create function public.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.team_role() = 'owner', false)
$$;
comment on function public.is_owner() is 'True for the shop''s owner (app_metadata.role admin). Callable as RPC.';

revoke execute on function public.team_role(), public.is_owner() from public, anon, authenticated;
grant execute on function public.team_role(), public.is_owner() to anon, authenticated, service_role;

create function private.require_owner()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.role() = 'service_role' then
    return null;
  end if;
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the shop''s owner can do this.', detail = 'not_admin', hint = '{}';
  end if;
  return auth.uid();
end
$$;

-- A trigger: staff may not change this table (or, on orders, mark money as given back), whichever
-- function or policy let the write through. The owner, shoppers and server jobs are not affected.
create function private.refuse_staff()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.team_role() = 'staff' then
    raise exception using errcode = '42501', message = 'Only the shop''s owner can do this.', detail = 'not_admin', hint = '{}';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger refuse_staff before insert or update or delete on public.cities
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.shipping_methods
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.shipping_rates
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.payment_methods
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.courier_city_codes
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.shop_settings
  for each statement execute function private.refuse_staff();
create trigger refuse_staff before insert or update or delete on public.refunds
  for each statement execute function private.refuse_staff();
create trigger refuse_staff_refunding before update of payment_status on public.orders
  for each row
  when (new.payment_status in ('refunded', 'partly_refunded') and new.payment_status is distinct from old.payment_status)
  execute function private.refuse_staff();

-- Coupons are the owner's: staff neither read nor write them (placing an order still counts a
-- coupon's use, inside SECURITY DEFINER functions).
create policy "Staff cannot use the coupon list" on public.coupons
  as restrictive for all to authenticated
  using ((select public.team_role()) is distinct from 'staff')
  with check ((select public.team_role()) is distinct from 'staff');

create or replace function public.admin_coupons()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return coalesce((
    select jsonb_agg(to_jsonb(c) || jsonb_build_object(
             'problem', private.coupon_problem(c.code, c, 2147483647, null, null) ->> 'code',
             'orders', coalesce(u.orders, 0),
             'cancelled_orders', coalesce(u.cancelled, 0)
           ) order by c.created_at desc, c.code)
      from public.coupons c
      left join (
        select o.coupon_code, count(*) filter (where o.status <> 'cancelled') as orders, count(*) filter (where o.status = 'cancelled') as cancelled
          from public.orders o
         where o.coupon_code is not null
         group by o.coupon_code
      ) u on u.coupon_code = c.code
  ), '[]'::jsonb);
end
$$;

-- The activity log: what each member of the team changed, and when. Written by triggers only (so
-- no console path can forget it); read by the owner.
create table public.activity_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  -- Kept as it was when the action was taken, so the log still names someone who has left.
  actor_email text,
  -- insert, update or delete
  action text not null check (action in ('insert', 'update', 'delete')),
  -- The table the action changed (orders, products, refunds, staff, …).
  subject text not null,
  -- What a person recognises the row by: an order number, a product's name, a coupon's code, …
  subject_key text,
  -- {column: [before, after]} of an update; {column: [null, value]} of an insert. Long text is cut.
  changes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
comment on table public.activity_log is 'Every change the shop''s team made through the console, with who made it (the owner reads it).';
create index activity_log_created_at_idx on public.activity_log (created_at desc, id desc);
create index activity_log_actor_id_idx on public.activity_log (actor_id, created_at desc);

alter table public.activity_log enable row level security;
revoke all on public.activity_log from anon, authenticated, service_role;
grant select on public.activity_log to authenticated, service_role;
create policy "The owner reads the activity log" on public.activity_log
  for select to authenticated using ((select public.is_owner()));

create function private.activity_value(value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
           when jsonb_typeof(value) = 'string' and char_length(value #>> '{}') > 80
             then to_jsonb(left(value #>> '{}', 79) || '…')
           when jsonb_typeof(value) in ('object', 'array') and char_length(value::text) > 80
             then to_jsonb(left(value::text, 79) || '…')
           else value
         end
$$;

create function private.log_activity(p_action text, p_subject text, p_key text, p_changes jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.activity_log (actor_id, actor_email, action, subject, subject_key, changes)
  select auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), p_action, p_subject, p_key, coalesce(p_changes, '{}'::jsonb)
$$;

-- After a change by a member of the team (never a shopper's or a server job's), one row in the log.
create function private.log_team_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_unlogged constant text[] := array['id', 'created_at', 'updated_at'];
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_changes jsonb := '{}'::jsonb;
  v_column text;
  v_key text;
begin
  if auth.uid() is null or not public.is_admin() then
    return null;
  end if;
  if tg_level = 'ROW' then
    v_old := case when tg_op <> 'INSERT' then to_jsonb(old) end;
    v_new := case when tg_op <> 'DELETE' then to_jsonb(new) end;
    v_row := coalesce(v_new, v_old);
    for v_column in select jsonb_object_keys(coalesce(v_new, '{}'::jsonb)) loop
      continue when v_column = any (c_unlogged)
                 or (tg_op = 'INSERT' and jsonb_typeof(v_new -> v_column) = 'null')
                 or (tg_op = 'UPDATE' and v_new -> v_column is not distinct from v_old -> v_column);
      v_changes := v_changes || jsonb_build_object(v_column, jsonb_build_array(
        private.activity_value(case when tg_op = 'UPDATE' then v_old -> v_column else 'null'::jsonb end),
        private.activity_value(v_new -> v_column)));
    end loop;
    if tg_op = 'UPDATE' and v_changes = '{}'::jsonb then
      return null;
    end if;
    v_key := case tg_table_name
      when 'refunds' then (select o.order_number from public.orders o where o.id = (v_row ->> 'order_id')::uuid)
      when 'stock_movements' then (select v.sku from public.product_variants v where v.id = (v_row ->> 'variant_id')::integer)
      when 'product_images' then (select p.product_name from public.products p where p.id = (v_row ->> 'product_id')::integer)
      when 'shop_settings' then null
      else coalesce(v_row ->> 'order_number', v_row ->> 'code', v_row ->> 'product_name', v_row ->> 'sku', v_row ->> 'city_name',
                    v_row ->> 'reviewer_name', v_row ->> 'full_name', v_row ->> 'phone', v_row ->> 'name', v_row ->> 'id')
    end;
  end if;
  perform private.log_activity(lower(tg_op), tg_table_name, v_key, v_changes);
  return null;
end
$$;

create trigger log_team_activity after insert or update or delete on public.orders
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.products
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.product_variants
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.product_images
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.cities
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.shipping_methods
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.shipping_rates
  for each statement execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.payment_methods
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.coupons
  for each row execute function private.log_team_activity();
create trigger log_team_activity after update on public.shop_settings
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert on public.refunds
  for each row execute function private.log_team_activity();
create trigger log_team_activity after update or delete on public.testimonials
  for each row execute function private.log_team_activity();
create trigger log_team_activity after update or delete on public.contact_messages
  for each row execute function private.log_team_activity();
create trigger log_team_activity after insert or update or delete on public.customer_notes
  for each row execute function private.log_team_activity();
-- Stock counted or thrown away by hand; an order's own stock moves are the order's.
create trigger log_team_activity after insert on public.stock_movements
  for each row when (new.reason in ('restock', 'correction', 'spoilage'))
  execute function private.log_team_activity();

-- Computed field of order_events: the e-mail of the team member who took the step, for the
-- console's timeline (null for the shopper, the system and gateways, and for callers off the team).
create function public.admin_actor_email(e public.order_events)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
    from auth.users u
   where u.id = e.actor_id
     and e.actor = 'admin'
     and public.is_admin()
$$;

-- Staff get the console's alerts too (new orders, replies, messages: the work they do), each on the
-- channels they choose on /admin/alerts.
create or replace function public.staff_alert_recipients()
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
   where (u.raw_app_meta_data ->> 'role') in ('admin', 'staff')
     and (u.banned_until is null or u.banned_until <= now())
     and u.deleted_at is null
   order by u.created_at
$$;

-- The team, for the owner's Staff page.
create function public.admin_team()
returns table (user_id uuid, email text, role text, last_sign_in_at timestamptz, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return query
    select u.id, u.email::text,
           case u.raw_app_meta_data ->> 'role' when 'admin' then 'owner' else 'staff' end,
           u.last_sign_in_at, u.created_at
      from auth.users u
     where u.raw_app_meta_data ->> 'role' in ('admin', 'staff')
       and u.deleted_at is null
     order by (u.raw_app_meta_data ->> 'role') = 'admin' desc, lower(u.email);
end
$$;

-- Makes an existing account staff: 'added', 'already_staff', or 'not_found' (the shop's server
-- then creates the account, calls this again and mails the invitation).
create function public.admin_add_staff(email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(admin_add_staff.email, '')));
  v_user auth.users%rowtype;
begin
  perform private.require_owner();
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    perform private.fail('invalid_input', 'Please enter a valid e-mail address.', '{"field": "email"}');
  end if;
  select * into v_user from auth.users u where lower(u.email) = v_email and u.deleted_at is null;
  if not found then
    return 'not_found';
  end if;
  if v_user.raw_app_meta_data ->> 'role' = 'admin' then
    perform private.fail('not_allowed', 'This address is the owner''s.', '{"field": "email"}');
  end if;
  if v_user.raw_app_meta_data ->> 'role' = 'staff' then
    return 'already_staff';
  end if;
  update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || '{"role": "staff"}'::jsonb, updated_at = now()
   where u.id = v_user.id;
  perform private.log_activity('insert', 'staff', v_email, '{}'::jsonb);
  return 'added';
end
$$;

-- Takes the staff role away at once (is_admin() reads auth.users on every call).
create function public.admin_remove_staff(user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user auth.users%rowtype;
begin
  perform private.require_owner();
  select * into v_user from auth.users u where u.id = admin_remove_staff.user_id;
  if not found or v_user.raw_app_meta_data ->> 'role' is distinct from 'staff' then
    perform private.fail('not_allowed', 'This person is not on the staff.', '{}');
  end if;
  update auth.users u
     set raw_app_meta_data = u.raw_app_meta_data - 'role', updated_at = now()
   where u.id = v_user.id;
  perform private.log_activity('delete', 'staff', lower(v_user.email), '{}'::jsonb);
end
$$;

revoke execute on function
  private.require_owner(),
  private.refuse_staff(),
  private.activity_value(jsonb),
  private.log_activity(text, text, text, jsonb),
  private.log_team_activity()
  from public, anon, authenticated;
revoke execute on function
  public.admin_actor_email(public.order_events),
  public.admin_team(),
  public.admin_add_staff(text),
  public.admin_remove_staff(uuid)
  from public, anon;
grant execute on function
  public.admin_actor_email(public.order_events),
  public.admin_team(),
  public.admin_add_staff(text),
  public.admin_remove_staff(uuid)
  to authenticated, service_role;
