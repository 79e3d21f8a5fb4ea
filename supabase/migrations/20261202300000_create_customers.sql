-- Customers (issue 26 §5) and the owner's alerts address (§7).
--
-- A customer is the phone their orders carry (normalized, +923XXXXXXXXX): the console lists them by
-- aggregating the orders per phone, a page at a time, and keeps the owner's notes and tags about each
-- in public.customer_notes. A returned or refused cash-on-delivery parcel is an order to the phone
-- that ended 'returned' and was to be paid in cash (a failed delivery ends there too).

-- The phone's orders newest first: the customer page's history, the per-phone aggregates of the
-- list, and the returned parcels counted before an order (it replaces the phone-only index).
create index orders_phone_created_at_idx on public.orders (phone, created_at desc);
drop index public.orders_phone_idx;
-- The customer search by a part of a name or of a number (ilike '%…%'): trigram indexes.
create extension if not exists pg_trgm with schema extensions;
create index orders_full_name_trgm_idx on public.orders using gin (full_name extensions.gin_trgm_ops);
create index orders_phone_trgm_idx on public.orders using gin (phone extensions.gin_trgm_ops);

-- The owner's notes and tags about a customer, keyed by the phone. Admins only.
create table public.customer_notes (
  phone text primary key constraint customer_notes_phone_check check (phone ~ '^\+923[0-9]{9}$'),
  notes text not null default '' constraint customer_notes_notes_check check (char_length(notes) <= 2000),
  -- Short words (lowercase letters, digits, dashes; 24 characters at most), 10 at most.
  tags text[] not null default '{}' constraint customer_notes_tags_check check (
    cardinality(tags) <= 10
    and array_position(tags, null) is null
    and (cardinality(tags) = 0 or array_to_string(tags, ' ') ~ '^[a-z0-9-]{1,24}( [a-z0-9-]{1,24})*$')
  ),
  updated_at timestamptz not null default now()
);
comment on table public.customer_notes is
  'The owner''s notes and tags about a customer, keyed by the normalized phone their orders carry (admins only).';
create trigger set_updated_at before update on public.customer_notes
  for each row execute function private.set_updated_at();

alter table public.customer_notes enable row level security;
revoke all on public.customer_notes from anon, authenticated, service_role;
grant select, insert, update, delete on public.customer_notes to authenticated;
grant select on public.customer_notes to service_role;
create policy "Admins can read customer notes" on public.customer_notes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can add customer notes" on public.customer_notes
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change customer notes" on public.customer_notes
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove customer notes" on public.customer_notes
  for delete to authenticated using ((select public.is_admin()));

-- Computed field of orders: the phone's cash-on-delivery parcels that came back, among its orders
-- placed before this one. Security invoker: the caller counts only the orders they may read (an
-- admin every order, a shopper their own).
create function public.returned_parcels_before(o public.orders)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::integer
    from public.orders r
   where r.phone = o.phone
     and r.created_at < o.created_at
     and r.status = 'returned'
     and r.payment_method = 'cod'
$$;
comment on function public.returned_parcels_before(public.orders) is
  'Computed field of orders: the cash-on-delivery parcels to this phone that came back, among its earlier orders.';
revoke execute on function public.returned_parcels_before(public.orders) from public, anon, authenticated, service_role;
grant execute on function public.returned_parcels_before(public.orders) to authenticated, service_role;

-- One page of customers, the latest order first, with each one's totals. search: a Pakistani mobile
-- in any spelling (the phone's orders, by the index), else a part of the name or of the phone's
-- digits (by the trigram indexes from three characters on). page_size is kept within 1 to 100. Every row carries total_count, the customers matching
-- over all pages. Only the phones of the page are aggregated in full; the rest only give their
-- latest order's time.
create function public.admin_customers(search text default null, page_size integer default 20, page_offset integer default 0)
returns table (
  phone text,
  full_name text,
  city_name text,
  user_id uuid,
  order_count integer,
  total_spent bigint,
  last_order_at timestamptz,
  returned_parcels integer,
  notes text,
  tags text[],
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(search, '')), '');
  v_phone text := private.normalize_pk_mobile(search);
  v_digits text := regexp_replace(regexp_replace(coalesce(search, ''), '[^0-9]', '', 'g'), '^(0092|92|0)', '');
  v_name text := '%' || replace(replace(replace(coalesce(v_text, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_where text;
begin
  perform private.require_admin();
  v_where := case
    when v_text is null then 'true'
    when v_phone is not null then 'o.phone = $1'
    when char_length(v_digits) >= 4 then '(o.full_name ilike $2 or o.phone like ''%'' || $3 || ''%'')'
    else 'o.full_name ilike $2'
  end;
  -- A query planned for the search at hand: an exact phone reads its index, the whole list no filter.
  return query execute format($query$
    with matching as (
      select o.phone, max(o.created_at) as last_order_at
        from public.orders o
       where %s
       group by o.phone
    ),
    page as (
      select m.phone, m.last_order_at, count(*) over () as total_count
        from matching m
       order by m.last_order_at desc, m.phone
       limit $4 offset $5
    )
    select p.phone, t.full_name, t.city_name, t.user_id, t.order_count, t.total_spent, p.last_order_at,
           t.returned_parcels, coalesce(n.notes, ''), coalesce(n.tags, '{}'), p.total_count
      from page p
      cross join lateral (
        select (array_agg(o.full_name order by o.created_at desc))[1] as full_name,
               (array_agg(coalesce(o.town, o.city_name) order by o.created_at desc))[1] as city_name,
               (array_agg(o.user_id order by o.created_at desc) filter (where o.user_id is not null))[1] as user_id,
               count(*)::integer as order_count,
               coalesce(sum(o.total) filter (
                 where o.status <> 'cancelled' and (o.status = 'delivered' or o.payment_status in ('paid', 'cod_collected'))
               ), 0)::bigint as total_spent,
               (count(*) filter (where o.status = 'returned' and o.payment_method = 'cod'))::integer as returned_parcels
          from public.orders o
         where o.phone = p.phone
      ) t
      left join public.customer_notes n on n.phone = p.phone
     order by p.last_order_at desc, p.phone
  $query$, v_where)
  using v_phone, v_name, v_digits, least(greatest(coalesce(page_size, 20), 1), 100), greatest(coalesce(page_offset, 0), 0);
end
$$;
comment on function public.admin_customers(text, integer, integer) is
  'The console''s customers (one per phone of the orders), latest order first, a page at a time, with totals, notes and tags (admins only).';
revoke execute on function public.admin_customers(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_customers(text, integer, integer) to authenticated, service_role;

-- The owner's alerts address: where the new-order, shopper-cancellation and contact mails go. Empty
-- (null) means the server's SHOP_OWNER_EMAIL, read when a mail is sent. Unlike the rest of the row
-- it is not shown on the site, so anon and shoppers may not read it: the table's select privilege
-- becomes one per column, every column but this one.
alter table public.shop_settings
  add column alerts_email text constraint shop_settings_alerts_email_check
    check (char_length(alerts_email) <= 254 and alerts_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$');
comment on column public.shop_settings.alerts_email is
  'Where the shop''s own mails go (new orders, shoppers'' cancellations, contact messages); null: the server''s SHOP_OWNER_EMAIL.';
do $$
declare
  v_columns text := (
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position)
      from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = 'shop_settings' and c.column_name <> 'alerts_email'
  );
begin
  execute 'revoke select on public.shop_settings from anon, authenticated';
  execute format('grant select (%s) on public.shop_settings to anon, authenticated', v_columns);
end
$$;
grant update (alerts_email) on public.shop_settings to authenticated;

-- The alerts address for the console's settings form (admins only; null when not set).
create function public.admin_alerts_email()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (select s.alerts_email from public.shop_settings s);
end
$$;
revoke execute on function public.admin_alerts_email() from public, anon, authenticated, service_role;
grant execute on function public.admin_alerts_email() to authenticated, service_role;

-- The staff's alerts carry the order's flags: a new phone, and the parcels the phone returned before.
drop function public.claim_staff_alerts(integer);
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
  subject text,
  placed_from_new_phone boolean,
  returned_parcels integer
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
         m.full_name, coalesce(m.subject, left(m.message, 80)),
         o.placed_from_new_phone, case when o.id is not null then public.returned_parcels_before(o) end
    from claimed c
    left join public.orders o on o.id = c.order_id
    left join public.contact_messages m on m.id = c.contact_message_id
   order by c.id
$$;
revoke execute on function public.claim_staff_alerts(integer) from public, anon, authenticated;
grant execute on function public.claim_staff_alerts(integer) to service_role;
