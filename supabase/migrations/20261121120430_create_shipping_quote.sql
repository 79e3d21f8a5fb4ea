-- The delivery fee of a parcel by shipping method, city and weight.
-- (Written to apply on top of a database made before the checkout migration was split: "create or
-- replace", and the function this version replaces is dropped.)

drop function if exists private.shipping_message(text);

-- The delivery fee for a parcel: the zone's cheapest weight band that covers the weight; above the
-- heaviest band, extra_fee_per_kg per started kilogram; free from free_shipping_min_subtotal (after
-- discount); plus the remote-area surcharge. Without a city the national zone is assumed. When the
-- method cannot carry the parcel, problem and message say why (private.problem's words).
create or replace function private.shipping_quote(p_method text, p_city_id integer, p_weight_grams integer, p_subtotal_after_discount integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  m public.shipping_methods;
  v_zone public.shipping_zone := 'national';
  v_remote boolean := false;
  v_band_max integer;
  v_band_fee integer;
  v_base integer;
  v_surcharge integer := 0;
  v_problem jsonb;
begin
  select * into m from public.shipping_methods sm where sm.id = p_method and sm.is_active;
  if not found then
    v_problem := private.problem('shipping_method_unavailable');
    return jsonb_build_object('method', p_method, 'available', false, 'problem', v_problem ->> 'code',
      'message', v_problem ->> 'message', 'fee', null);
  end if;
  if p_city_id is not null then
    select c.shipping_zone, c.is_remote into v_zone, v_remote from public.cities c where c.id = p_city_id and c.is_active;
    if not found then
      v_zone := 'national';
      v_remote := false;
    end if;
  end if;
  select r.fee into v_band_fee
    from public.shipping_rates r
   where r.shipping_method_id = m.id and r.zone = v_zone and r.max_weight_grams >= greatest(p_weight_grams, 1)
   order by r.max_weight_grams
   limit 1;
  if found then
    v_base := v_band_fee;
  else
    select r.max_weight_grams, r.fee into v_band_max, v_band_fee
      from public.shipping_rates r
     where r.shipping_method_id = m.id and r.zone = v_zone
     order by r.max_weight_grams desc
     limit 1;
    if not found then
      v_problem := private.problem('shipping_unavailable_for_city');
    elsif m.extra_fee_per_kg is null then
      v_problem := private.problem('too_heavy');
    else
      v_base := v_band_fee + ceil((p_weight_grams - v_band_max) / 1000.0)::integer * m.extra_fee_per_kg;
    end if;
  end if;
  if v_problem is null then
    if m.free_shipping_min_subtotal is not null and p_subtotal_after_discount >= m.free_shipping_min_subtotal then
      v_base := 0;
    end if;
    if v_remote then
      v_surcharge := m.remote_area_surcharge;
    end if;
  end if;
  return jsonb_build_object(
    'method', m.id,
    'name', m.name,
    'zone', v_zone,
    'is_remote', v_remote,
    'available', v_problem is null,
    'problem', v_problem ->> 'code',
    'message', v_problem ->> 'message',
    'base_fee', v_base,
    'remote_area_surcharge', case when v_problem is null then v_surcharge end,
    'fee', case when v_problem is null then v_base + v_surcharge end,
    'free_shipping_min_subtotal', m.free_shipping_min_subtotal,
    'estimated_days_min', m.estimated_days_min,
    'estimated_days_max', m.estimated_days_max,
    'supports_cod', m.supports_cod
  );
end
$$;

revoke execute on function private.shipping_quote(text, integer, integer, integer) from public, anon, authenticated;
