-- Cash reconciliation (issue 28): what the couriers hold of the shop's cash-on-delivery money, which
-- delivered parcels are overdue for payment, which payments do not match, and how many parcels come
-- back, per courier and per city.

alter table public.shop_settings add column cod_overdue_days integer not null default 7
  constraint shop_settings_cod_overdue_days_check check (cod_overdue_days between 1 and 60);
comment on column public.shop_settings.cod_overdue_days is
  'Days after delivery when a courier''s unpaid cash-on-delivery parcel is overdue on the Couriers page (1 to 60).';
grant select (cod_overdue_days) on public.shop_settings to anon, authenticated;
grant update (cod_overdue_days) on public.shop_settings to authenticated;

create index shipments_delivered_at_idx on public.shipments (delivered_at) where delivered_at is not null;

-- For the Couriers page and the console's home (the team): per courier, the cash delivered and not
-- yet paid (outstanding), paid in the last 30 days, and overdue; the overdue parcels and the
-- payments that differ from the amount collected; the return rate of the last 90 days per courier
-- and per city (parcels that reached the shopper or came back).
create or replace function public.admin_courier_report(p_now timestamptz default now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_days integer := coalesce((select s.cod_overdue_days from public.shop_settings s), 7);
begin
  perform private.require_admin();
  return jsonb_build_object(
    'overdue_days', v_days,
    'couriers', coalesce((
      select jsonb_agg(jsonb_build_object(
               'courier', c.courier,
               'outstanding_amount', c.outstanding_amount,
               'outstanding_parcels', c.outstanding_parcels,
               'overdue_parcels', c.overdue_parcels,
               'paid_last_30_days', c.paid_last_30_days) order by c.courier)
        from (
          select s.courier,
                 coalesce(sum(s.cod_amount) filter (where s.stage = 'delivered' and s.cod_amount > 0 and s.paid_on is null), 0)::integer as outstanding_amount,
                 count(*) filter (where s.stage = 'delivered' and s.cod_amount > 0 and s.paid_on is null)::integer as outstanding_parcels,
                 count(*) filter (where s.stage = 'delivered' and s.cod_amount > 0 and s.paid_on is null
                                    and s.delivered_at < p_now - make_interval(days => v_days))::integer as overdue_parcels,
                 coalesce(sum(s.paid_amount) filter (where s.paid_on >= (p_now at time zone 'Asia/Karachi')::date - 30), 0)::integer as paid_last_30_days
            from public.shipments s
           where s.state = 'booked'
           group by s.courier
        ) c
    ), '[]'::jsonb),
    'overdue', coalesce((
      select jsonb_agg(jsonb_build_object(
               'order_number', o.order_number, 'courier', s.courier, 'tracking_number', s.tracking_number,
               'cod_amount', s.cod_amount, 'delivered_at', s.delivered_at,
               'days', extract(day from p_now - s.delivered_at)::integer) order by s.delivered_at)
        from public.shipments s join public.orders o on o.id = s.order_id
       where s.state = 'booked' and s.stage = 'delivered' and s.cod_amount > 0 and s.paid_on is null
         and s.delivered_at < p_now - make_interval(days => v_days)
    ), '[]'::jsonb),
    'mismatches', coalesce((
      select jsonb_agg(jsonb_build_object(
               'order_number', o.order_number, 'courier', s.courier, 'tracking_number', s.tracking_number,
               'cod_amount', s.cod_amount, 'paid_amount', s.paid_amount, 'paid_on', s.paid_on,
               'reference', s.payment_reference) order by s.paid_on desc, o.order_number)
        from public.shipments s join public.orders o on o.id = s.order_id
       where s.state = 'booked' and s.paid_on is not null and s.paid_amount <> s.cod_amount
    ), '[]'::jsonb),
    'returns_by_courier', coalesce((
      select jsonb_agg(jsonb_build_object('courier', r.courier, 'delivered', r.delivered, 'returned', r.returned) order by r.courier)
        from (
          select s.courier,
                 count(*) filter (where s.delivered_at is not null and s.returned_at is null)::integer as delivered,
                 count(*) filter (where s.returned_at is not null)::integer as returned
            from public.shipments s
           where s.state = 'booked' and coalesce(s.returned_at, s.delivered_at) >= p_now - interval '90 days'
           group by s.courier
        ) r
    ), '[]'::jsonb),
    'returns_by_city', coalesce((
      select jsonb_agg(jsonb_build_object('city', r.city_name, 'delivered', r.delivered, 'returned', r.returned)
                       order by r.returned desc, r.delivered + r.returned desc, r.city_name)
        from (
          select o.city_name,
                 count(*) filter (where s.delivered_at is not null and s.returned_at is null)::integer as delivered,
                 count(*) filter (where s.returned_at is not null)::integer as returned
            from public.shipments s join public.orders o on o.id = s.order_id
           where s.state = 'booked' and coalesce(s.returned_at, s.delivered_at) >= p_now - interval '90 days'
           group by o.city_name
           order by count(*) filter (where s.returned_at is not null) desc, count(*) desc
           limit 20
        ) r
    ), '[]'::jsonb));
end
$$;
revoke all on function public.admin_courier_report(timestamptz) from public;
grant execute on function public.admin_courier_report(timestamptz) to authenticated, service_role;
