-- Coupons at checkout: the spec's discount rule, and why a coupon cannot be used right now.
-- (Written to apply on top of a database made before the checkout migration was split: "create or
-- replace", and the functions this version replaces are dropped.)

-- The spec's coupon rule, exactly: percentage → round(subtotal × percentage / 100); fixed →
-- round(amount); capped by max_discount_amount when present; never above the subtotal.
create or replace function private.coupon_discount(
  coupon_type public.coupon_type,
  discount_percentage numeric,
  discount_amount integer,
  max_discount_amount integer,
  subtotal integer
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(0, least(
    case coupon_type
      when 'percentage' then round(subtotal * discount_percentage / 100)
      else round(discount_amount::numeric)
    end,
    coalesce(max_discount_amount, 2147483647),
    subtotal
  ))::integer
$$;

-- Why a coupon cannot be used right now, as a problem (private.problem), or null when it can.
-- code is the code as the shopper typed it (upper-cased); coupon is its row (all null when there is
-- none). The per-customer limit counts the customer's orders by account and by phone.
drop function if exists private.coupon_problem(public.coupons, integer, uuid, text);
drop function if exists private.coupon_message(text, public.coupons);
create or replace function private.coupon_problem(code text, coupon public.coupons, subtotal integer, customer_id uuid, customer_phone text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_context jsonb := jsonb_build_object('coupon_code', code);
  v_used integer;
begin
  if coupon.code is null then
    return private.problem('coupon_not_found', v_context);
  elsif not coupon.is_active then
    return private.problem('coupon_inactive', v_context);
  elsif coupon.starts_at is not null and now() < coupon.starts_at then
    return private.problem('coupon_not_started', v_context);
  elsif coupon.ends_at is not null and now() >= coupon.ends_at then
    return private.problem('coupon_expired', v_context);
  elsif coupon.usage_limit is not null and coupon.used_count >= coupon.usage_limit then
    return private.problem('coupon_used_up', v_context);
  elsif subtotal < coupon.min_subtotal then
    return private.problem('coupon_min_subtotal', v_context, jsonb_build_object('min_subtotal', private.format_rupees(coupon.min_subtotal)));
  end if;
  if coupon.per_customer_limit is not null and (customer_id is not null or customer_phone is not null) then
    select count(*) into v_used
      from public.orders o
     where o.coupon_code = coupon.code
       and o.status <> 'cancelled'
       and ((customer_id is not null and o.user_id = customer_id) or (customer_phone is not null and o.phone = customer_phone));
    if v_used >= coupon.per_customer_limit then
      return private.problem('coupon_customer_limit', v_context);
    end if;
  end if;
  return null;
end
$$;

revoke execute on function
  private.coupon_discount(public.coupon_type, numeric, integer, integer, integer),
  private.coupon_problem(text, public.coupons, integer, uuid, text)
from public, anon, authenticated;
