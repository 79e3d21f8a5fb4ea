-- What the owner console reads and the guarded status change it writes with (each checks
-- is_admin() itself through private.require_admin; service_role passes for server jobs).

-- Today's numbers for /admin: orders placed today (Pakistan time), orders waiting for the shop's
-- confirmation, bank transfers to check, and the active variants running low.
create function public.admin_dashboard(low_stock_at_most integer default 5)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today timestamptz := date_trunc('day', now() at time zone 'Asia/Karachi') at time zone 'Asia/Karachi';
begin
  perform private.require_admin();
  if low_stock_at_most is null or low_stock_at_most not between 0 and 10000 then
    perform private.fail('invalid_input', 'The low-stock level must be between 0 and 10,000.', '{"field": "low_stock_at_most"}');
  end if;
  return jsonb_build_object(
    'new_today', (select count(*) from public.orders o where o.created_at >= v_today),
    'awaiting_confirmation', (select count(*) from public.orders o where o.status = 'pending'),
    'transfers_to_confirm', (
      select count(*) from public.orders o
       where o.payment_method = 'bank_transfer' and o.payment_status = 'awaiting_transfer' and o.status <> 'cancelled'),
    'low_stock', coalesce((
      select jsonb_agg(jsonb_build_object(
               'variant_id', v.id, 'sku', v.sku, 'product_name', p.product_name, 'variant_label', v.label, 'stock_quantity', v.stock_quantity
             ) order by v.stock_quantity, p.product_name, v.sort_order)
        from public.product_variants v
        join public.products p on p.id = v.product_id
       where v.is_active and p.is_active and v.stock_quantity <= low_stock_at_most), '[]'::jsonb)
  );
end
$$;

-- How many orders are in each status (the tabs of /admin/orders); statuses with none are 0.
create function public.admin_order_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select jsonb_object_agg(s.status, coalesce(c.n, 0) order by s.status)
      from unnest(enum_range(null::public.order_status)) as s (status)
      left join (select o.status, count(*) as n from public.orders o group by o.status) c on c.status = s.status
  );
end
$$;

-- The statuses an order may move to from where it is now (private.order_transition_allowed, the one
-- lifecycle), so the console offers exactly what admin_update_order_status accepts.
create function public.admin_order_next_statuses(order_number text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_status public.order_status;
begin
  perform private.require_admin();
  select o.status into v_status from public.orders o where o.order_number = upper(btrim(admin_order_next_statuses.order_number));
  if not found then
    perform private.fail('order_not_found', 'There is no order with this number.', jsonb_build_object('order_number', order_number));
  end if;
  return array(
    select s.status::text
      from unnest(enum_range(null::public.order_status)) with ordinality as s (status, position)
     where s.status <> v_status and private.order_transition_allowed(v_status, s.status)
     order by s.position
  );
end
$$;

-- admin_update_order_status for a console that showed the order in from_status: when another admin
-- moved it meanwhile, nothing changes and the caller learns the status it is in now. The order is
-- locked before the comparison, so of two admins acting at once exactly one succeeds. Staying in
-- the same status is only for correcting the courier or tracking number.
create function public.admin_move_order(
  order_number text,
  from_status text,
  to_status text,
  note text default null,
  courier text default null,
  tracking_number text default null,
  restock boolean default true
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_admin();
  v_order := private.lock_order(order_number);
  if from_status is distinct from v_order.status::text then
    perform private.fail('invalid_status_transition',
      format('This order was changed meanwhile: it is now %s.', replace(v_order.status::text, '_', ' ')),
      jsonb_build_object('from', v_order.status, 'expected', from_status));
  end if;
  if to_status = v_order.status::text and nullif(btrim(courier), '') is null and nullif(btrim(tracking_number), '') is null then
    perform private.fail('invalid_status_transition', format('This order is already %s.', replace(v_order.status::text, '_', ' ')),
      jsonb_build_object('from', v_order.status, 'to', to_status));
  end if;
  return public.admin_update_order_status(order_number, to_status, note, courier, tracking_number, restock);
end
$$;

revoke execute on function
  public.admin_dashboard(integer),
  public.admin_order_counts(),
  public.admin_order_next_statuses(text),
  public.admin_move_order(text, text, text, text, text, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.admin_dashboard(integer),
  public.admin_order_counts(),
  public.admin_order_next_statuses(text),
  public.admin_move_order(text, text, text, text, text, text, boolean)
to authenticated, service_role;
