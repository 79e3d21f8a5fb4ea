-- The console's order page in one request: the statuses an order may move to, as a computed field of
-- the order row (PostgREST selects a function of a table's row like a column), so that one embedded
-- select reads the order, its lines, timeline, payments, gateway notices, shipping method and next
-- statuses together (issue 24 §9).

-- admin_order_next_statuses for this order: the one lifecycle, the same admin check. Security
-- invoker: the caller must be able to read the order (the orders policies) and to call that function.
create function public.admin_next_statuses(o public.orders)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select public.admin_order_next_statuses(o.order_number)
$$;
comment on function public.admin_next_statuses(public.orders) is
  'Computed field of orders: the statuses admin_update_order_status accepts next (admins only).';

revoke execute on function public.admin_next_statuses(public.orders) from public, anon, authenticated, service_role;
grant execute on function public.admin_next_statuses(public.orders) to authenticated, service_role;
