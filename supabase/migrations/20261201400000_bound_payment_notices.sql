-- Gateway messages the shop did not apply are kept once per order, wallet and verdict (issue 31 §3):
-- a repeat counts on the first one (repeats, last_seen_at) instead of adding a row, so a flood of
-- unsigned or made-up posts naming one payment is one "needs review" flag, not hundreds burying the
-- real ones. A verdict that records a change (applied, late, paid_twice) happens once per payment
-- attempt and keeps a row of its own. What a stored message may hold is capped.

alter table public.payment_notices
  add column repeats integer not null default 1 constraint payment_notices_repeats_check check (repeats >= 1),
  add column last_seen_at timestamptz not null default now();
comment on column public.payment_notices.repeats is 'How many messages of this order, wallet and verdict arrived (the first is the one kept).';
comment on column public.payment_notices.last_seen_at is 'When the last of them arrived; created_at is the first.';
update public.payment_notices set last_seen_at = created_at;

-- Rows logged before this migration, merged as they would have been.
with groups as (
  select min(id) as keep, count(*)::integer as total, max(created_at) as last_seen
    from public.payment_notices
   where verdict not in ('applied', 'late', 'paid_twice')
   group by order_id, gateway, verdict
  having count(*) > 1
),
merged as (
  update public.payment_notices n set repeats = g.total, last_seen_at = g.last_seen
    from groups g where n.id = g.keep
  returning n.id, n.order_id, n.gateway, n.verdict
)
delete from public.payment_notices n
 using merged m
 where n.order_id is not distinct from m.order_id and n.gateway = m.gateway and n.verdict = m.verdict and n.id <> m.id;

update public.payment_notices set raw = jsonb_build_object('truncated', true) where octet_length(raw::text) > 8192;
alter table public.payment_notices
  add constraint payment_notices_raw_check check (octet_length(raw::text) <= 8192);

create unique index payment_notices_once_per_order_idx on public.payment_notices (order_id, gateway, verdict) nulls not distinct
  where verdict not in ('applied', 'late', 'paid_twice');

-- Server only (service_role): logs one gateway message, or counts it on the notice it repeats. A raw
-- message over the cap is stored as a marker of its size.
create function public.log_payment_notice(notice jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.payment_notices := jsonb_populate_record(null::public.payment_notices, notice);
  v_raw jsonb := coalesce(notice -> 'raw', '{}'::jsonb);
begin
  if octet_length(v_raw::text) > 8192 then
    v_raw := jsonb_build_object('truncated', true, 'bytes', octet_length(v_raw::text));
  end if;
  insert into public.payment_notices as n (payment_id, order_id, gateway, channel, reference, claimed, verdict, needs_review, detail, raw)
  values (v.payment_id, v.order_id, v.gateway, v.channel, v.reference, v.claimed, v.verdict, coalesce(v.needs_review, false), v.detail, v_raw)
  on conflict (order_id, gateway, verdict) where verdict not in ('applied', 'late', 'paid_twice')
  do update set repeats = n.repeats + 1, last_seen_at = now();
end
$$;

revoke execute on function public.log_payment_notice(jsonb) from public, anon, authenticated;
grant execute on function public.log_payment_notice(jsonb) to service_role;
grant update (repeats, last_seen_at) on public.payment_notices to service_role;
