-- Coupon codes cannot be guessed through checkout (issue 31 §5). quote_order, quote_shipping_options
-- and place_order price a cart with private.price_cart; a code that does not apply used to be told
-- apart from one that does not exist (its own problem and words, and the coupon's terms in the
-- quote), so a client could learn which codes are live. Now every refusal is the one problem
-- coupon_not_found ("This coupon code is not valid.") with nothing of the coupon's row, whatever
-- the reason; private.coupon_problem keeps the reasons for the owner console's coupon list.
-- quote_shipping_options also says whether the coupon applied, so the shop counts the codes that
-- did not (lib/http/coupon-attempts.ts) there as it does for quote_order.

create or replace function private.price_cart(
  p_variant_ids integer[],
  p_quantities integer[],
  p_shipping_method text,
  p_coupon_code text,
  p_city_id integer,
  p_customer_id uuid,
  p_customer_phone text
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  r record;
  v_sold boolean;
  v_problem jsonb;
  v_lines jsonb := '[]'::jsonb;
  v_problems jsonb := '[]'::jsonb;
  v_subtotal integer := 0;
  v_weight integer := 0;
  v_item_count integer := 0;
  v_discount integer := 0;
  v_coupon public.coupons;
  v_coupon_json jsonb;
  v_city_id integer := p_city_id;
  v_shipping jsonb;
begin
  for r in
    select q.variant_id, q.quantity, v.id is not null as is_known, coalesce(v.is_active and p.is_active, false) as active,
           p.id as product_id, p.product_name, p.slug, p.image_url, v.sku, v.label, v.price, v.weight_grams, v.stock_quantity
      from unnest(p_variant_ids, p_quantities) as q(variant_id, quantity)
      left join public.product_variants v on v.id = q.variant_id
      left join public.products p on p.id = v.product_id
     order by q.variant_id
  loop
    v_sold := r.is_known and r.active;
    v_problem := case
      when not r.is_known then private.problem('variant_not_found', jsonb_build_object('variant_id', r.variant_id))
      when not r.active then private.problem('variant_inactive', jsonb_build_object('variant_id', r.variant_id))
      when r.stock_quantity = 0 then private.problem('out_of_stock', jsonb_build_object('variant_id', r.variant_id, 'available', 0),
        jsonb_build_object('product_name', r.product_name, 'variant_label', r.label))
      when r.stock_quantity < r.quantity then private.problem('insufficient_stock', jsonb_build_object('variant_id', r.variant_id, 'available', r.stock_quantity),
        jsonb_build_object('product_name', r.product_name, 'variant_label', r.label))
    end;
    if v_sold then
      v_subtotal := v_subtotal + r.price * r.quantity;
      v_weight := v_weight + r.weight_grams * r.quantity;
      v_item_count := v_item_count + r.quantity;
    end if;
    v_lines := v_lines || jsonb_build_object(
      'variant_id', r.variant_id,
      'product_id', case when v_sold then r.product_id end,
      'product_name', case when v_sold then r.product_name end,
      'slug', case when v_sold then r.slug end,
      'image_url', case when v_sold then r.image_url end,
      'sku', case when v_sold then r.sku end,
      'variant_label', case when v_sold then r.label end,
      'quantity', r.quantity,
      'unit_price', case when v_sold then r.price end,
      'line_total', case when v_sold then r.price * r.quantity end,
      'weight_grams', case when v_sold then r.weight_grams end,
      'available_quantity', case when v_sold then r.stock_quantity else 0 end,
      'problem', v_problem ->> 'code'
    );
    if v_problem is not null then
      v_problems := v_problems || v_problem;
    end if;
  end loop;

  if p_coupon_code is not null then
    select * into v_coupon from public.coupons c where c.code = p_coupon_code;
    v_problem := private.coupon_problem(p_coupon_code, v_coupon, v_subtotal, p_customer_id, p_customer_phone);
    if v_problem is null then
      v_discount := private.coupon_discount(v_coupon.type, v_coupon.discount_percentage, v_coupon.discount_amount,
        v_coupon.max_discount_amount, v_subtotal);
    else
      -- One answer for every refusal, whether the code exists or not; nothing of the row is shown.
      v_problem := private.problem('coupon_not_found', jsonb_build_object('coupon_code', p_coupon_code));
      v_coupon := null;
      v_problems := v_problems || v_problem;
    end if;
    v_coupon_json := jsonb_build_object(
      'code', p_coupon_code,
      'valid', v_problem is null,
      'problem', v_problem ->> 'code',
      'message', v_problem ->> 'message',
      'type', v_coupon.type,
      'discount_percentage', v_coupon.discount_percentage,
      'discount_amount', v_coupon.discount_amount,
      'max_discount_amount', v_coupon.max_discount_amount,
      'min_subtotal', v_coupon.min_subtotal,
      'discount', v_discount
    );
  end if;

  if v_city_id is not null and not exists (select 1 from public.cities c where c.id = v_city_id and c.is_active) then
    v_problems := v_problems || private.problem('city_not_found', '{"field": "city_id"}'::jsonb);
    v_city_id := null;
  end if;
  v_shipping := private.shipping_quote(p_shipping_method, v_city_id, v_weight, v_subtotal - v_discount);
  if not (v_shipping ->> 'available')::boolean then
    v_problems := v_problems || jsonb_build_object('code', v_shipping ->> 'problem', 'message', v_shipping ->> 'message',
      'shipping_method', p_shipping_method, 'city_id', v_city_id);
  end if;

  return jsonb_build_object(
    'lines', v_lines,
    'subtotal', v_subtotal,
    'discount', v_discount,
    'shipping_fee', (v_shipping ->> 'fee')::integer,
    'total', v_subtotal - v_discount + coalesce((v_shipping ->> 'fee')::integer, 0),
    'weight_grams', v_weight,
    'item_count', v_item_count,
    'coupon', v_coupon_json,
    'shipping', v_shipping,
    'problems', v_problems
  );
end
$$;

-- Each method's shipping, as before, and whether the coupon (when one was given) applied.
create or replace function public.quote_shipping_options(items jsonb, coupon_code text default null, city_id integer default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_ids integer[];
  v_qtys integer[];
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  return coalesce((
    select jsonb_agg((q.price -> 'shipping') || jsonb_build_object('description', m.description, 'collected_at_shop', m.collected_at_shop,
                                                         'coupon_applied', (q.price -> 'coupon' ->> 'valid')::boolean)
                     order by m.sort_order, m.id)
      from public.shipping_methods m
     cross join lateral (
       select private.price_cart(v_ids, v_qtys, m.id, v_code, quote_shipping_options.city_id, auth.uid(), null) as price
     ) q
     where m.is_active
  ), '[]'::jsonb);
end
$$;
