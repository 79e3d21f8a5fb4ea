-- Printing (issue 28): an order's invoice gets its number the first time it is printed, from one
-- counter updated in the printing transaction, so the numbers have no gaps (a failed print rolls
-- its numbers back with it) and an order keeps its number when printed again.

alter table public.orders add column invoice_number text unique check (invoice_number ~ '^INV-[0-9]{6,}$');
comment on column public.orders.invoice_number is 'INV-000001 and on, given without gaps by admin_parcel_documents the first time the order''s invoice is printed.';

create table private.invoice_counter (
  id boolean primary key default true check (id),
  last_number integer not null default 0 check (last_number >= 0)
);
insert into private.invoice_counter (id, last_number) values (true, 0);

-- Everything the parcel documents print for each order (lib/printing), in the order asked, each
-- order's invoice numbered if it had no number yet. Only booked or handed-over orders (with a
-- tracking number) have a label to print.
create or replace function public.admin_parcel_documents(order_numbers text[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number text;
  v_order public.orders;
  v_documents jsonb := '[]'::jsonb;
  v_next integer;
begin
  perform private.require_admin();
  if order_numbers is null or cardinality(order_numbers) not between 1 and 50 then
    perform private.fail('invalid_input', 'Print 1 to 50 orders at a time.');
  end if;
  foreach v_number in array order_numbers loop
    v_order := private.lock_order(v_number);
    if v_order.tracking_number is null then
      perform private.fail('invalid_input', format('%s has no tracking number yet: book it with the courier first.', v_order.order_number));
    end if;
    if v_order.invoice_number is null then
      update private.invoice_counter c set last_number = c.last_number + 1 returning c.last_number into v_next;
      update public.orders o set invoice_number = 'INV-' || lpad(v_next::text, 6, '0') where o.id = v_order.id
      returning * into v_order;
    end if;
    v_documents := v_documents || jsonb_build_object(
      'order_number', v_order.order_number,
      'invoice_number', v_order.invoice_number,
      'placed_at', v_order.created_at,
      'courier', coalesce((select m.name from public.shipping_methods m where m.id = v_order.shipping_method and m.courier is not null),
                          v_order.courier),
      'tracking_number', v_order.tracking_number,
      'cod_amount', coalesce((select s.cod_amount from public.shipments s where s.order_id = v_order.id and s.state = 'booked'),
                             case when v_order.payment_status = 'cod_pending' then v_order.total else 0 end),
      'payment_method', v_order.payment_method,
      'full_name', v_order.full_name,
      'phone', v_order.phone,
      'address', concat_ws(', ', v_order.address, v_order.town),
      'city_name', v_order.city_name,
      'subtotal', v_order.subtotal,
      'discount', v_order.discount,
      'shipping_fee', v_order.shipping_fee,
      'total', v_order.total,
      'weight_grams', coalesce((select s.weight_grams from public.shipments s where s.order_id = v_order.id and s.state = 'booked'),
                               private.parcel_weight_grams(v_order.weight_kg)),
      'pieces', coalesce((select s.pieces from public.shipments s where s.order_id = v_order.id and s.state = 'booked'), 1),
      'notes', v_order.notes,
      'lines', (select jsonb_agg(jsonb_build_object('name', i.product_name, 'variant', i.variant_label, 'quantity', i.quantity,
                                                    'unit_price', i.unit_price, 'line_total', i.line_total) order by i.id)
                  from public.order_items i where i.order_id = v_order.id));
  end loop;
  return v_documents;
end
$$;
revoke all on function public.admin_parcel_documents(text[]) from public;
grant execute on function public.admin_parcel_documents(text[]) to authenticated, service_role;
