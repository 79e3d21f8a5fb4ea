-- The city search puts the towns shoppers order from first within a match (lib/profile/types.ts
-- filterCities): the ids of at most 50 active cities with the most orders placed in the last 365
-- days (any status but cancelled), most ordered first. It reads a year of orders, so only the shop's
-- server calls it (service role), once per city-list cache (five minutes): the API roles may not,
-- or a stranger could make the database count orders at will.
create function public.popular_city_ids()
returns integer[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(ranked.city_id order by ranked.order_count desc, ranked.city_id), '{}'::integer[])
  from (
    select o.city_id, count(*) as order_count
    from public.orders o
    join public.cities c on c.id = o.city_id and c.is_active
    where o.created_at > now() - interval '365 days'
      and o.status <> 'cancelled'
    group by o.city_id
    order by order_count desc, o.city_id
    limit 50
  ) ranked
$$;
comment on function public.popular_city_ids() is
  'Ids of the 50 active cities with the most orders in the last 365 days (cancelled ones not counted), most first; ids only, no counts.';
revoke execute on function public.popular_city_ids() from public;
grant execute on function public.popular_city_ids() to service_role;
