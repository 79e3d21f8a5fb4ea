-- A new product with its weights in one transaction: the product, its variants and each variant's
-- opening stock (through admin_adjust_stock, so the stock history starts with it) all land, or none
-- does. Security invoker: the tables' admin policies decide the inserts, as for every console write.
create function public.admin_create_product(product jsonb, variants jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_product_id integer;
  v_variant record;
  v_variant_id integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  if jsonb_typeof(product) is distinct from 'object' then
    raise exception using errcode = 'P0001', message = 'Give the product''s details.', detail = 'invalid_input', hint = '{"field": "product"}';
  end if;
  if jsonb_typeof(variants) is distinct from 'array' or jsonb_array_length(variants) = 0 then
    raise exception using errcode = 'P0001', message = 'Add at least one weight.', detail = 'invalid_input', hint = '{"field": "variants"}';
  end if;

  insert into public.products (product_name, slug, product_description, origin, area, is_best_seller, is_active, sort_order)
  select p.product_name, p.slug, coalesce(p.product_description, ''), p.origin, p.area, coalesce(p.is_best_seller, false),
         coalesce(p.is_active, true), coalesce(p.sort_order, 0)
    from jsonb_to_record(product) as p(product_name text, slug text, product_description text, origin text,
      area public.product_area, is_best_seller boolean, is_active boolean, sort_order integer)
  returning id into v_product_id;

  for v_variant in
    select v.* from jsonb_to_recordset(variants) as v(sku text, label text, weight_value numeric, weight_unit public.weight_unit,
      price integer, compare_at_price integer, is_active boolean, sort_order integer, initial_stock integer)
  loop
    insert into public.product_variants (product_id, sku, label, weight_value, weight_unit, price, compare_at_price, stock_quantity, is_active, sort_order)
    values (v_product_id, v_variant.sku, v_variant.label, v_variant.weight_value, v_variant.weight_unit, v_variant.price,
      v_variant.compare_at_price, 0, coalesce(v_variant.is_active, true), coalesce(v_variant.sort_order, 0))
    returning id into v_variant_id;
    if coalesce(v_variant.initial_stock, 0) > 0 then
      perform public.admin_adjust_stock(v_variant_id, v_variant.initial_stock, 'restock', 'Opening stock');
    end if;
  end loop;
  return v_product_id;
end
$$;
comment on function public.admin_create_product(jsonb, jsonb) is 'A new product with its weights and their opening stock, all or nothing (admins only).';
revoke execute on function public.admin_create_product(jsonb, jsonb) from public, anon;
grant execute on function public.admin_create_product(jsonb, jsonb) to authenticated, service_role;
