-- The sales report of the console's home (/admin): sales per day over the last days, by payment
-- method, and the window's totals and best sellers. Admins only (private.require_admin; service_role
-- passes for server jobs).

-- Whether an order counts as a sale. An order counts from the moment it is placed, whatever it has
-- been paid yet (a COD order is paid at the door, a bank transfer within its due time), and stops
-- counting when it is cancelled (by the shopper, the owner, or expire_unpaid_orders for an unpaid
-- transfer or wallet order), when the parcel is coming back or came back (returning, returned), or
-- when its money was refunded. The one rule for every number of the report.
create function private.is_sale(status public.order_status, payment_status public.payment_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status not in ('cancelled', 'returning', 'returned') and payment_status <> 'refunded'
$$;

-- The report over the last `days` calendar days in Pakistan time, today included:
--   days: one entry per day of the window, oldest first, zero-filled; each with the sales (orders
--     and revenue) per payment method, every method of public.payment_method present;
--   totals: revenue (sum of the sales' totals: what the shoppers pay, shipping included, discounts
--     taken off), orders (sales), average_order_value (revenue / orders, whole rupees, null without
--     sales), cod_orders and cod_share (of the sales, by count: cod_orders / orders, null without
--     sales), placed (every order placed in the window, sales or not), cancelled and
--     cancellation_rate (cancelled / placed, by count, null when nothing was placed);
--   top_products: the 5 products with the highest revenue over the sales (sum of their lines as
--     sold, before the order's discount and shipping), with the units sold; ties by units, then name.
-- An order belongs to the day it was placed (created_at), as on the orders list.
create function public.admin_sales_report(days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Asia/Karachi')::date;
  v_first date;
  v_from timestamptz;
begin
  perform private.require_admin();
  if days is null or days not between 1 and 366 then
    perform private.fail('invalid_input', 'The report covers 1 to 366 days.', '{"field": "days"}');
  end if;
  v_first := v_today - (days - 1);
  v_from := v_first::timestamp at time zone 'Asia/Karachi';
  return (
    with placed as (
      select o.id, o.total, o.payment_method, o.status,
             (o.created_at at time zone 'Asia/Karachi')::date as day,
             private.is_sale(o.status, o.payment_status) as is_sale
        from public.orders o
       where o.created_at >= v_from
    ),
    sales as (select * from placed where is_sale),
    calendar as (
      select (v_first + n)::date as day from generate_series(0, days - 1) as g (n)
    ),
    per_day_method as (
      select c.day, m.method,
             count(s.id) as orders,
             coalesce(sum(s.total), 0) as revenue
        from calendar c
       cross join unnest(enum_range(null::public.payment_method)) with ordinality as m (method, position)
        left join sales s on s.day = c.day and s.payment_method = m.method
       group by c.day, m.method, m.position
    ),
    per_day as (
      select d.day,
             jsonb_build_object(
               'day', to_char(d.day, 'YYYY-MM-DD'),
               'orders', sum(d.orders),
               'revenue', sum(d.revenue),
               'by_method', jsonb_object_agg(d.method, jsonb_build_object('orders', d.orders, 'revenue', d.revenue))
             ) as entry
        from per_day_method d
       group by d.day
    ),
    totals as (
      select (select count(*) from sales) as orders,
             (select coalesce(sum(total), 0) from sales) as revenue,
             (select count(*) from sales where payment_method = 'cod') as cod_orders,
             (select count(*) from placed) as placed,
             (select count(*) from placed where status = 'cancelled') as cancelled
    ),
    products as (
      select coalesce(i.product_id::text, i.product_name) as product_key,
             (array_agg(i.product_id))[1] as product_id,
             (array_agg(i.product_name order by i.id desc))[1] as product_name,
             sum(i.quantity) as units,
             sum(i.line_total) as revenue
        from sales s
        join public.order_items i on i.order_id = s.id
       group by 1
    )
    select jsonb_build_object(
             'from', to_char(v_first, 'YYYY-MM-DD'),
             'to', to_char(v_today, 'YYYY-MM-DD'),
             'days', (select jsonb_agg(entry order by day) from per_day),
             'totals', jsonb_build_object(
               'revenue', t.revenue,
               'orders', t.orders,
               'average_order_value', case when t.orders > 0 then round(t.revenue::numeric / t.orders) end,
               'cod_orders', t.cod_orders,
               'cod_share', case when t.orders > 0 then round(t.cod_orders::numeric / t.orders, 4) end,
               'placed', t.placed,
               'cancelled', t.cancelled,
               'cancellation_rate', case when t.placed > 0 then round(t.cancelled::numeric / t.placed, 4) end
             ),
             'top_products', coalesce((
               select jsonb_agg(jsonb_build_object('product_id', p.product_id, 'product_name', p.product_name, 'units', p.units, 'revenue', p.revenue)
                                order by p.revenue desc, p.units desc, p.product_name)
                 from (select * from products order by revenue desc, units desc, product_name limit 5) p
             ), '[]'::jsonb)
           )
      from totals t
  );
end
$$;

revoke execute on function private.is_sale(public.order_status, public.payment_status) from public, anon, authenticated;
revoke execute on function public.admin_sales_report(integer) from public, anon, authenticated;
grant execute on function public.admin_sales_report(integer) to authenticated, service_role;
