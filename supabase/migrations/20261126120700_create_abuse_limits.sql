-- Reviews and contact messages sent straight to the API (/rest/v1 with the anon key, or a shopper's
-- token) are throttled in the database: at most 20 of each per 10 minutes, for all such callers
-- together. The shop's own forms insert through their rate-limited routes with the service role, so
-- a flood through the API can neither fill the owner's queues nor block the shop's forms.

create table private.direct_insert_counts (
  table_name text not null,
  window_start timestamptz not null,
  inserts integer not null check (inserts >= 0),
  primary key (table_name, window_start)
);
alter table private.direct_insert_counts enable row level security;
revoke all on private.direct_insert_counts from public, anon, authenticated;

-- SECURITY DEFINER to count in a table the API roles cannot touch. The caller's role is read from
-- the `role` setting (PostgREST's SET ROLE), which a definer function does not change; admins and
-- the service role are not counted. A refused insert rolls its own count back with it, so the
-- window stays at its limit until it ends. TG_ARGV[0]: inserts allowed per window.
create function private.throttle_direct_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window timestamptz := date_bin('10 minutes', now(), timestamptz '2000-01-01 00:00:00+00');
  v_used integer;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  insert into private.direct_insert_counts as c (table_name, window_start, inserts)
  values (tg_table_name, v_window, 1)
  on conflict (table_name, window_start) do update set inserts = c.inserts + 1
  returning c.inserts into v_used;
  if v_used > tg_argv[0]::integer then
    raise exception 'Too many submissions just now. Please try again in a few minutes.'
      using errcode = 'PT429', hint = 'Send reviews and messages through the shop''s forms.';
  end if;
  if v_used = 1 then
    delete from private.direct_insert_counts where window_start < v_window - interval '1 day';
  end if;
  return new;
end
$$;
revoke execute on function private.throttle_direct_insert() from public, anon, authenticated;

create trigger throttle_direct_insert before insert on public.testimonials
  for each row execute function private.throttle_direct_insert('20');
create trigger throttle_direct_insert before insert on public.contact_messages
  for each row execute function private.throttle_direct_insert('20');
