-- The shop's vocabulary (enum types), the private schema for internal helpers, and is_admin().
--
-- Conventions used by every migration of this project:
--   * money is whole rupees in integer columns (amount_paisa only where a gateway needs paisa);
--   * every table in public has row-level security and explicit grants per role (hosted Supabase no
--     longer grants new tables to anon/authenticated by default, and neither does the local shim);
--   * policies are named as sentences and call auth helpers as (select auth.uid()), evaluated once;
--   * SECURITY DEFINER functions pin search_path = '' and check auth.uid()/is_admin() themselves;
--     EXECUTE is revoked from PUBLIC and granted per role (the allowlist lives in
--     tests/integration/db-security-lints.test.ts).

create schema if not exists private;
comment on schema private is 'Internal helpers of the shop. Not exposed through the API.';
revoke all on schema private from public;
-- Policies call private.is_new_testimonial(); nothing else in this schema is executable by API roles.
grant usage on schema private to anon, authenticated, service_role;

create type public.product_area as enum ('northern_area', 'international');
create type public.weight_unit as enum ('grams', 'kg');
create type public.coupon_type as enum ('percentage', 'fixed');
-- Delivery zones as seen from the shop in Gilgit: Gilgit itself, the rest of Gilgit-Baltistan, the rest of Pakistan.
create type public.shipping_zone as enum ('local', 'regional', 'national');
create type public.order_status as enum (
  'pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered',
  'delivery_failed', 'returning', 'returned', 'cancelled'
);
create type public.payment_status as enum (
  'pending', 'awaiting_transfer', 'cod_pending', 'paid', 'cod_collected', 'failed', 'refunded', 'voided'
);
create type public.payment_method as enum ('cod', 'bank_transfer', 'jazzcash', 'easypaisa', 'raast');
-- One attempt at a gateway (payments table), as opposed to the order's overall payment_status.
create type public.payment_attempt_status as enum ('initiated', 'pending', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded');
create type public.order_actor as enum ('customer', 'admin', 'system', 'courier', 'gateway');
create type public.stock_movement_reason as enum (
  'order_placed', 'order_cancelled', 'order_expired', 'order_returned', 'restock', 'correction', 'spoilage'
);
create type public.contact_message_status as enum ('new', 'read', 'replied', 'archived');

-- The admin role lives in app_metadata (never user_metadata, which users can edit). It is read from
-- auth.users rather than from the JWT, so a promotion or demotion takes effect at once instead of
-- when the access token is next refreshed; a banned (deactivated) admin is not an admin.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select (u.raw_app_meta_data ->> 'role') = 'admin'
       and (u.banned_until is null or u.banned_until <= now())
       and u.deleted_at is null
      from auth.users u
     where u.id = auth.uid()
  ), false)
$$;
comment on function public.is_admin() is 'True when the caller''s app_metadata.role is admin. Used by policies; callable as RPC.';

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Pakistani mobile numbers in any common spelling (0300-1234567, +92 300 1234567, 923001234567,
-- 0092…) become +923001234567. Includes 0355 (SCOM, Gilgit-Baltistan). Anything else gives null.
create function private.normalize_pk_mobile(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when m is null then null
    else '+92' || m[1]
  end
  from (select regexp_match(regexp_replace(coalesce(raw, ''), '[\s\-().]', '', 'g'), '^(?:\+92|0092|92|0)?(3[0-9]{9})$') as m) s
$$;

-- Text from untrusted JSON (sign-up metadata, contact forms): control characters and runs of
-- white space become one space, the ends are trimmed and the result cut to max_length; numbers
-- become their text; anything else (objects, arrays, null) and empty strings are null.
create function private.clean_text(value jsonb, max_length integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(left(btrim(regexp_replace(
    case jsonb_typeof(value)
      when 'string' then value #>> '{}'
      when 'number' then value #>> '{}'
    end, '[[:cntrl:][:space:]]+', ' ', 'g')), max_length)), '')
$$;

-- A whole number from untrusted JSON: an integral JSON number, or a string of digits, within int4.
create function private.json_int(value jsonb)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  n numeric;
begin
  if jsonb_typeof(value) = 'number' then
    n := (value #>> '{}')::numeric;
  elsif jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^\s*[0-9]{1,10}\s*$' then
    n := btrim(value #>> '{}')::numeric;
  else
    return null;
  end if;
  if n <> trunc(n) or n < -2147483648 or n > 2147483647 then
    return null;
  end if;
  return n::integer;
end
$$;

revoke execute on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;
revoke execute on function private.set_updated_at(), private.normalize_pk_mobile(text), private.clean_text(jsonb, integer),
  private.json_int(jsonb) from public, anon, authenticated;
