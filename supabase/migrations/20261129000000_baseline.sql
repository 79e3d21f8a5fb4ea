-- The shop's schema as one file: the enum types and helpers, the catalogue, customers, orders, the
-- checkout (quote_order, place_order, track_order, cancel_order), the owner console's functions,
-- storage buckets, product feeds, settings, the sales report, wallet payments, the expiry job, the
-- abuse limits, the extended town list and stock alerts, in that order.
--
-- This baseline squashes the 31 migrations listed below, which re-created several functions in
-- full (place_order three times), so that one file says what each function does today; every
-- object has its latest definition here, and a database made from this file is the same as one
-- made from those 31 (docs/database.md says how that was checked). supabase/schema.sql is the
-- generated list of everything as it stands after all migrations.
--
-- A database that has every one of these versions recorded gets this migration recorded instead,
-- without running it (supabase/local/db/migrate.ts; on hosted Supabase `supabase migration repair`,
-- see docs/database.md). The list is read by that migrator: keep one `-- replaces <file>` per line.
-- replaces 20261121120000_create_types_and_helpers.sql
-- replaces 20261121120100_create_catalogue.sql
-- replaces 20261121120200_create_customers.sql
-- replaces 20261121120300_create_orders.sql
-- replaces 20261121120400_create_checkout_helpers.sql
-- replaces 20261121120410_create_problem_catalogue.sql
-- replaces 20261121120420_create_coupon_rules.sql
-- replaces 20261121120430_create_shipping_quote.sql
-- replaces 20261121120440_create_price_cart.sql
-- replaces 20261121120450_create_quote_order.sql
-- replaces 20261121120460_create_place_order.sql
-- replaces 20261121120470_create_track_and_cancel_order.sql
-- replaces 20261121120480_create_deactivate_account.sql
-- replaces 20261121120500_create_admin_functions.sql
-- replaces 20261121120600_create_product_images_bucket.sql
-- replaces 20261121120700_align_field_limits.sql
-- replaces 20261125120100_create_product_feeds.sql
-- replaces 20261125120200_create_admin_order_console.sql
-- replaces 20261126120100_create_shop_settings.sql
-- replaces 20261126120300_create_coupon_and_shipping_console.sql
-- replaces 20261126120400_create_sales_report.sql
-- replaces 20261126120500_create_wallet_payments.sql
-- replaces 20261126120600_schedule_unpaid_order_expiry.sql
-- replaces 20261126120700_create_abuse_limits.sql
-- replaces 20261126120800_extend_shopper_catalogue.sql
-- replaces 20261126120900_create_admin_create_product.sql
-- replaces 20261127120100_limit_guest_orders.sql
-- replaces 20261127120300_describe_delivery_from_data.sql
-- replaces 20261128121500_take_orders_by_phone_and_unlisted_towns.sql
-- replaces 20261128130000_allow_feed_charsets.sql
-- replaces 20261128140000_quote_cash_on_delivery.sql


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
-- The same rule as normalizePakistaniMobile in lib/phone/phone.ts (white space is JavaScript's \s).
create function private.normalize_pk_mobile(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '+92' || (regexp_match(
           regexp_replace(s.number, '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]', '', 'g'),
           '^(?:\+92|0092|92|0)?(3[0-9]{9})$'))[1]
    from (
      select regexp_replace(coalesce(raw, ''),
        '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
        '', 'g') as number
    ) s
   where s.number ~ '^\+?[0-9\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]{10,}$'
$$;

-- Text from untrusted JSON (sign-up metadata, contact forms): control characters and runs of
-- white space become one space, the ends are trimmed and the result cut to max_length; numbers
-- become their text; anything else (objects, arrays, null) and empty strings are null.
-- One rule per field, in the database and in the shop's forms (lib/auth/schemas.ts and
-- lib/format/text.ts); tests/integration/db-field-limits.test.ts sends boundary values to both. The
-- characters are one explicit class instead of [[:cntrl:][:space:]], whose meaning depends on the
-- database's locale (PGlite's C locale and a PostgreSQL in C.UTF-8 disagree on U+1680, for one):
-- every control character and every character JavaScript's \s matches.
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
    end, '[\u0001-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')), max_length)), '')
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

-- The catalogue and the checkout's reference data: cities, products and their weight variants,
-- product galleries, shipping methods with weight-band rates, payment methods, courier city codes
-- and coupons. Shoppers read the active rows; only admins write (coupons: admins only, read too).

-- Cities and towns of Pakistan. Delivery fees depend on the zone and the remote-area flag; some
-- remote places have no cash on delivery.
create table public.cities (
  id integer generated by default as identity primary key,
  city_name text not null check (char_length(city_name) between 2 and 80 and city_name = btrim(city_name)),
  district text check (district is null or char_length(district) between 2 and 80),
  province text not null check (province in (
    'Gilgit-Baltistan', 'Khyber Pakhtunkhwa', 'Punjab', 'Sindh', 'Balochistan',
    'Islamabad Capital Territory', 'Azad Jammu and Kashmir'
  )),
  shipping_zone public.shipping_zone not null default 'national',
  is_remote boolean not null default false,
  cod_available boolean not null default true,
  is_active boolean not null default true,
  unique (city_name, province)
);
comment on table public.cities is 'Cities and towns the shop delivers to, with the delivery zone seen from Gilgit.';

create table public.products (
  id integer generated by default as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  product_name text not null check (char_length(btrim(product_name)) between 2 and 120),
  product_description text not null default '' check (char_length(product_description) <= 5000),
  image_url text check (image_url is null or (char_length(image_url) <= 500 and image_url ~ '^(/|https://)')),
  area public.product_area not null,
  origin text check (origin is null or char_length(origin) <= 120),
  is_best_seller boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_area_idx on public.products (area, sort_order) where is_active;
create trigger set_updated_at before update on public.products
  for each row execute function private.set_updated_at();

-- A product sold by weight: 250 g, 500 g, 1 kg… Price is whole rupees; stock never goes below zero.
-- weight_grams is derived, so shipping and the cart's weight never disagree with the label.
create table public.product_variants (
  id integer generated by default as identity primary key,
  product_id integer not null references public.products (id) on delete cascade,
  sku text not null unique check (sku ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'),
  label text not null check (char_length(btrim(label)) between 1 and 40),
  weight_value numeric(8, 3) not null check (weight_value > 0),
  weight_unit public.weight_unit not null,
  weight_grams integer generated always as (
    round(case when weight_unit = 'kg' then weight_value * 1000 else weight_value end)::integer
  ) stored,
  price integer not null check (price > 0 and price <= 10000000),
  compare_at_price integer check (compare_at_price is null or compare_at_price > price),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_variants_product_id_idx on public.product_variants (product_id, sort_order);
create trigger set_updated_at before update on public.product_variants
  for each row execute function private.set_updated_at();

create table public.product_images (
  id integer generated by default as identity primary key,
  product_id integer not null references public.products (id) on delete cascade,
  image_url text not null check (char_length(image_url) <= 500 and image_url ~ '^(/|https://)'),
  alt_text text not null default '' check (char_length(alt_text) <= 200),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index product_images_product_id_idx on public.product_images (product_id, sort_order);

-- Couriers (and pickup). The fee for a parcel is the cheapest band of its zone whose
-- max_weight_grams covers the weight; above the heaviest band, extra_fee_per_kg per started kg
-- (null: the method does not carry heavier parcels). Remote towns pay remote_area_surcharge.
-- Delivery texts come from these fields: the days from estimated_days_min/max, free delivery from
-- free_shipping_min_subtotal, and whether the parcel is collected at the shop (pick-up: pay at
-- pick-up, the pick-up address and hours) from collected_at_shop; descriptions state no times or
-- thresholds.
create table public.shipping_methods (
  id text primary key check (id ~ '^[a-z][a-z0-9_]{1,29}$'),
  name text not null check (char_length(name) between 2 and 60),
  description text not null default '' check (char_length(description) <= 500),
  estimated_days_min smallint not null check (estimated_days_min >= 0),
  estimated_days_max smallint not null,
  extra_fee_per_kg integer check (extra_fee_per_kg is null or extra_fee_per_kg >= 0),
  remote_area_surcharge integer not null default 0 check (remote_area_surcharge >= 0),
  free_shipping_min_subtotal integer check (free_shipping_min_subtotal is null or free_shipping_min_subtotal > 0),
  supports_cod boolean not null default true,
  tracking_url_template text check (tracking_url_template is null or tracking_url_template ~ '^https://.*\{tracking_number\}'),
  is_default boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (estimated_days_max >= estimated_days_min),
  collected_at_shop boolean not null default false
);
comment on column public.shipping_methods.collected_at_shop is
  'The shopper collects the order at the shop (pick-up): no courier, paid at pick-up when cash.';
create unique index shipping_methods_one_default_idx on public.shipping_methods (is_default) where is_default;
create trigger set_updated_at before update on public.shipping_methods
  for each row execute function private.set_updated_at();

create table public.shipping_rates (
  shipping_method_id text not null references public.shipping_methods (id) on update cascade on delete cascade,
  zone public.shipping_zone not null,
  max_weight_grams integer not null check (max_weight_grams > 0),
  fee integer not null check (fee >= 0),
  primary key (shipping_method_id, zone, max_weight_grams)
);

create table public.payment_methods (
  id public.payment_method primary key,
  name text not null check (char_length(name) between 2 and 60),
  description text not null default '' check (char_length(description) <= 500),
  instructions text not null default '' check (char_length(instructions) <= 2000),
  max_order_total integer check (max_order_total is null or max_order_total > 0),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now()
);
create trigger set_updated_at before update on public.payment_methods
  for each row execute function private.set_updated_at();

-- Each courier has its own city ids; booking a parcel needs the courier's id for our city.
create table public.courier_city_codes (
  shipping_method_id text not null references public.shipping_methods (id) on update cascade on delete cascade,
  city_id integer not null references public.cities (id) on delete cascade,
  courier_city_code text not null check (char_length(courier_city_code) between 1 and 40),
  is_serviceable boolean not null default true,
  cod_available boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (shipping_method_id, city_id)
);
create index courier_city_codes_city_id_idx on public.courier_city_codes (city_id);

-- Codes are stored upper-case; shoppers may type them in any case. The discount rule is the spec's
-- (see private.coupon_discount). used_count is only changed by place_order and cancellations.
create table public.coupons (
  code text primary key check (code ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$'),
  description text not null default '' check (char_length(description) <= 300),
  type public.coupon_type not null,
  discount_percentage numeric(5, 2) check (discount_percentage is null or (discount_percentage > 0 and discount_percentage <= 100)),
  discount_amount integer check (discount_amount is null or discount_amount > 0),
  max_discount_amount integer check (max_discount_amount is null or max_discount_amount > 0),
  min_subtotal integer not null default 0 check (min_subtotal >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer check (usage_limit is null or usage_limit > 0),
  used_count integer not null default 0 check (used_count >= 0),
  per_customer_limit integer check (per_customer_limit is null or per_customer_limit > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (type <> 'percentage' or discount_percentage is not null),
  check (type <> 'fixed' or discount_amount is not null),
  check (starts_at is null or ends_at is null or ends_at > starts_at),
  check (usage_limit is null or used_count <= usage_limit)
);
create trigger set_updated_at before update on public.coupons
  for each row execute function private.set_updated_at();

-- Row-level security and grants. Shoppers (anon, authenticated) read active rows; admins read
-- everything and write through the same API; service_role (server code only) bypasses RLS.
alter table public.cities enable row level security;
alter table public.products enable row level security;
alter table public.product_variants enable row level security;
alter table public.product_images enable row level security;
alter table public.shipping_methods enable row level security;
alter table public.shipping_rates enable row level security;
alter table public.payment_methods enable row level security;
alter table public.courier_city_codes enable row level security;
alter table public.coupons enable row level security;

-- Start from nothing (older hosted projects still grant every new table to the API roles by
-- default), then grant exactly what each role needs.
revoke all on public.cities, public.products, public.product_variants, public.product_images, public.shipping_methods,
  public.shipping_rates, public.payment_methods, public.courier_city_codes, public.coupons from anon, authenticated;
grant select on public.cities, public.products, public.product_variants, public.product_images,
  public.shipping_methods, public.shipping_rates, public.payment_methods to anon, authenticated;
grant insert, update, delete on public.cities, public.products, public.product_images,
  public.shipping_methods, public.shipping_rates, public.payment_methods to authenticated;
-- Stock changes go through admin_adjust_stock (audited in stock_movements), so admins may set the
-- initial stock of a new variant but not update it directly.
grant insert, delete on public.product_variants to authenticated;
grant update (product_id, sku, label, weight_value, weight_unit, price, compare_at_price, is_active, sort_order)
  on public.product_variants to authenticated;
grant select, insert, update, delete on public.courier_city_codes to authenticated;
grant select, insert, delete on public.coupons to authenticated;
grant update (code, description, type, discount_percentage, discount_amount, max_discount_amount, min_subtotal,
  starts_at, ends_at, usage_limit, per_customer_limit, is_active) on public.coupons to authenticated;
grant select, insert, update, delete on public.cities, public.products, public.product_variants, public.product_images,
  public.shipping_methods, public.shipping_rates, public.payment_methods, public.courier_city_codes, public.coupons
  to service_role;

create policy "Everyone can read active cities; admins read all" on public.cities
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "Admins can add cities" on public.cities
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit cities" on public.cities
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove cities" on public.cities
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read active products; admins read all" on public.products
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "Admins can add products" on public.products
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit products" on public.products
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove products" on public.products
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read active variants of active products; admins read all" on public.product_variants
  for select to anon, authenticated using (
    (is_active and exists (select 1 from public.products p where p.id = product_id and p.is_active))
    or (select public.is_admin())
  );
create policy "Admins can add variants" on public.product_variants
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit variants" on public.product_variants
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove variants" on public.product_variants
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read images of active products; admins read all" on public.product_images
  for select to anon, authenticated using (
    exists (select 1 from public.products p where p.id = product_id and p.is_active)
    or (select public.is_admin())
  );
create policy "Admins can add product images" on public.product_images
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit product images" on public.product_images
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove product images" on public.product_images
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read active shipping methods; admins read all" on public.shipping_methods
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "Admins can add shipping methods" on public.shipping_methods
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit shipping methods" on public.shipping_methods
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove shipping methods" on public.shipping_methods
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read rates of active shipping methods; admins read all" on public.shipping_rates
  for select to anon, authenticated using (
    exists (select 1 from public.shipping_methods m where m.id = shipping_method_id and m.is_active)
    or (select public.is_admin())
  );
create policy "Admins can add shipping rates" on public.shipping_rates
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit shipping rates" on public.shipping_rates
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove shipping rates" on public.shipping_rates
  for delete to authenticated using ((select public.is_admin()));

create policy "Everyone can read active payment methods; admins read all" on public.payment_methods
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "Admins can add payment methods" on public.payment_methods
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit payment methods" on public.payment_methods
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove payment methods" on public.payment_methods
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins can read courier city codes" on public.courier_city_codes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can add courier city codes" on public.courier_city_codes
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit courier city codes" on public.courier_city_codes
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove courier city codes" on public.courier_city_codes
  for delete to authenticated using ((select public.is_admin()));

-- Coupons are never listed to shoppers (that would publish every code); quote_order and
-- place_order read them on the shopper's behalf.
create policy "Admins can read coupons" on public.coupons
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can add coupons" on public.coupons
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit coupons" on public.coupons
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove coupons" on public.coupons
  for delete to authenticated using ((select public.is_admin()));

-- Customers: profiles (made from sign-up metadata), favourites, testimonials and contact messages.
--
-- A profile holds what the sign-up and settings forms accept: a full name of 2 to 100 characters,
-- a mobile number as +923XXXXXXXXX, an address of 5 to 500 characters, a 5-digit postal code,
-- each read as the forms read it (a trigger cleans the text and normalises the phone, so a direct
-- upsert of the spec's "Save profile" call stores what the settings form would). Sign-up metadata
-- that does not fit is dropped (never failing the sign-up).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) between 2 and 100),
  phone text check (phone is null or phone ~ '^\+923[0-9]{9}$'),
  address text check (address is null or char_length(address) between 5 and 500),
  postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$'),
  city_id integer references public.cities (id) on delete set null,
  country text not null default 'Pakistan' check (country = 'Pakistan'),
  deactivated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_city_id_idx on public.profiles (city_id);
create trigger set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- Before a profile is written: its text as the forms read it, the phone as +923XXXXXXXXX when it is
-- a Pakistani mobile number (anything else is left for the check to refuse). SECURITY DEFINER only
-- to call the private helpers on behalf of the shopper; it changes nothing but the row being written.
create function private.prepare_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.full_name := private.clean_text(to_jsonb(new.full_name), 10000);
  new.address := private.clean_text(to_jsonb(new.address), 10000);
  new.postal_code := private.clean_text(to_jsonb(new.postal_code), 10000);
  new.phone := coalesce(private.normalize_pk_mobile(new.phone), private.clean_text(to_jsonb(new.phone), 10000));
  return new;
end
$$;
create trigger prepare_profile before insert or update on public.profiles
  for each row execute function private.prepare_profile();
revoke execute on function private.prepare_profile() from public, anon, authenticated;

-- Makes the profile from the sign-up form's metadata (full_name, phone, address, postal_code,
-- city_id). It must never fail a sign-up: a value the profile cannot hold is cut to its limit
-- (name, address) or dropped, and if the insert still fails the profile is created empty and the
-- reason logged.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  v_full_name text := private.clean_text(meta -> 'full_name', 100);
  v_address text := private.clean_text(meta -> 'address', 500);
  v_postal text := private.clean_text(meta -> 'postal_code', 10);
  v_city integer := private.json_int(meta -> 'city_id');
begin
  begin
    if v_city is not null and not exists (select 1 from public.cities c where c.id = v_city) then
      v_city := null;
    end if;
    insert into public.profiles (id, full_name, phone, address, postal_code, city_id)
    values (
      new.id,
      case when char_length(v_full_name) >= 2 then v_full_name end,
      private.normalize_pk_mobile(private.clean_text(meta -> 'phone', 32)),
      case when char_length(v_address) >= 5 then v_address end,
      case when v_postal ~ '^[0-9]{5}$' then v_postal end,
      v_city
    )
    on conflict (id) do nothing;
  exception when others then
    raise warning 'handle_new_user: profile of % created without metadata: %', new.id, sqlerrm;
    insert into public.profiles (id) values (new.id) on conflict (id) do nothing;
  end;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create table public.favorites (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id integer not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index favorites_product_id_idx on public.favorites (product_id);

-- Reviews of the shop ("Share Your Experience"); product_id is set when a review is about one product.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  review_text text not null check (char_length(btrim(review_text)) between 1 and 2000),
  reviewer_name text not null check (char_length(btrim(reviewer_name)) between 1 and 80),
  rating smallint not null default 5 check (rating between 1 and 5),
  product_id integer references public.products (id) on delete set null,
  is_approved boolean not null default false,
  approved_at timestamptz,
  created_at timestamptz not null default now()
);
create index testimonials_approved_created_at_idx on public.testimonials (created_at desc) where is_approved;
create index testimonials_product_id_idx on public.testimonials (product_id);

-- True for a testimonial inserted earlier in the current transaction (see prepare_testimonial).
create function private.is_new_testimonial(testimonial_id uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select testimonial_id::text = any (string_to_array(nullif(current_setting('shop.new_testimonials', true), ''), ','))
$$;

-- Before a testimonial is stored: a shopper (anon or authenticated, not admin) can never submit an
-- approved one (approval is forced off, which the insert policy then checks) nor pick its date; and
-- the new id is noted in a transaction-local setting so that the same request may read back the row
-- it has just written. Trusted roles (the seed, service_role) keep what they insert.
--
-- Why: the spec adds a review with "insert one row and return it" (POST ?select=* with
-- return=representation). INSERT … RETURNING needs the new row to pass a SELECT policy, and
-- visitors may only read approved reviews. The SELECT policy therefore also admits rows whose id
-- this transaction recorded. The setting is local to the transaction (each API request is one), it
-- cannot be set through the API (PostgREST sets only request.* settings, and set_config is not an
-- exposed RPC), and it is checked per row by a volatile function because a (select …) initplan
-- would be evaluated once, before the second row of a multi-row insert is recorded. Unapproved
-- reviews written by anyone else are never visible. A SECURITY DEFINER RPC would also work, but
-- would change the spec's call.
create function private.prepare_testimonial()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if not public.is_admin() then
      new.is_approved := false;
    end if;
    new.created_at := now();
  end if;
  new.approved_at := case when new.is_approved then coalesce(new.approved_at, now()) end;
  new.reviewer_name := btrim(new.reviewer_name);
  new.review_text := btrim(new.review_text);
  perform set_config(
    'shop.new_testimonials',
    concat_ws(',', nullif(current_setting('shop.new_testimonials', true), ''), new.id::text),
    true
  );
  return new;
end
$$;
create trigger prepare_testimonial before insert on public.testimonials
  for each row execute function private.prepare_testimonial();

create function private.stamp_testimonial_approval()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_approved is distinct from old.is_approved then
    new.approved_at := case when new.is_approved then now() end;
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger stamp_testimonial_approval before update on public.testimonials
  for each row execute function private.stamp_testimonial_approval();

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 100),
  email text check (email is null or (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  phone text check (phone is null or char_length(phone) <= 32),
  subject text check (subject is null or char_length(subject) <= 150),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  order_number text check (order_number is null or char_length(order_number) <= 32),
  user_id uuid references auth.users (id) on delete set null,
  status public.contact_message_status not null default 'new',
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  check (email is not null or phone is not null)
);
create index contact_messages_status_created_at_idx on public.contact_messages (status, created_at desc);
create index contact_messages_user_id_idx on public.contact_messages (user_id);

create function private.prepare_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.user_id := auth.uid();
    new.status := 'new';
    new.created_at := now();
    new.handled_at := null;
  end if;
  return new;
end
$$;
create trigger prepare_contact_message before insert on public.contact_messages
  for each row execute function private.prepare_contact_message();

alter table public.profiles enable row level security;
alter table public.favorites enable row level security;
alter table public.testimonials enable row level security;
alter table public.contact_messages enable row level security;

-- The spec saves the profile with an upsert (INSERT … ON CONFLICT DO UPDATE, which PostgREST
-- writes with every sent column in SET, id included): insert, update and select are all needed.
revoke all on public.profiles, public.favorites, public.testimonials, public.contact_messages from anon, authenticated;
grant select on public.profiles to authenticated;
grant insert (id, full_name, phone, address, postal_code, city_id, country, updated_at) on public.profiles to authenticated;
grant update (id, full_name, phone, address, postal_code, city_id, country, updated_at) on public.profiles to authenticated;
grant select, insert (user_id, product_id), delete on public.favorites to authenticated;
grant select on public.testimonials to anon, authenticated;
grant insert (review_text, reviewer_name, rating, product_id, is_approved) on public.testimonials to anon, authenticated;
grant update (review_text, reviewer_name, rating, product_id, is_approved), delete on public.testimonials to authenticated;
grant insert (full_name, email, phone, subject, message, order_number) on public.contact_messages to anon, authenticated;
grant select, update (status, handled_at), delete on public.contact_messages to authenticated;
grant select, insert, update, delete on public.profiles, public.favorites, public.testimonials, public.contact_messages to service_role;

create policy "Customers can read their own profile; admins read all" on public.profiles
  for select to authenticated using (id = (select auth.uid()) or (select public.is_admin()));
create policy "Customers can create their own profile" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "Customers can update their own profile" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create policy "Customers can read their own favourites" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Customers can add their own favourites" on public.favorites
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Customers can remove their own favourites" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Everyone can read approved testimonials and the one they just submitted; admins read all" on public.testimonials
  for select to anon, authenticated using (is_approved or private.is_new_testimonial(id) or (select public.is_admin()));
create policy "Anyone can submit a testimonial for moderation" on public.testimonials
  for insert to anon, authenticated with check (not is_approved or (select public.is_admin()));
create policy "Admins can moderate testimonials" on public.testimonials
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete testimonials" on public.testimonials
  for delete to authenticated using ((select public.is_admin()));

create policy "Anyone can send a contact message" on public.contact_messages
  for insert to anon, authenticated with check (status = 'new');
create policy "Admins can read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can update contact messages" on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete contact messages" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));

revoke execute on function public.handle_new_user(), private.is_new_testimonial(uuid), private.prepare_testimonial(),
  private.stamp_testimonial_approval(), private.prepare_contact_message() from public, anon, authenticated;
grant execute on function private.is_new_testimonial(uuid) to anon, authenticated, service_role;

-- Orders and everything that hangs off them: the lines as sold, the tracking timeline, gateway
-- payments and the stock ledger. Orders are written only by the SQL functions (place_order,
-- cancel_order, admin_*); customers read their own, admins read all, guests use track_order.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- GDF-<YYMM in Pakistan time>-<6 characters, no 0/O/1/I>, e.g. GDF-2611-7KQ2MX.
  order_number text not null unique check (order_number ~ '^GDF-[0-9]{4}-[A-Z0-9]{6}$'),
  user_id uuid references auth.users (id) on delete set null,
  -- Sent by the client with every attempt; a retry with the same key returns the same order.
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 100),
  -- A hash of what was asked for, so that a key reused for a different cart is refused.
  request_fingerprint text not null,
  status public.order_status not null default 'pending',
  payment_method public.payment_method not null,
  payment_status public.payment_status not null,
  shipping_method text not null references public.shipping_methods (id) on update cascade,
  full_name text not null check (char_length(full_name) between 2 and 100),
  phone text not null check (phone ~ '^\+923[0-9]{9}$'),
  email text check (email is null or char_length(email) <= 254),
  address text not null check (char_length(address) between 5 and 500),
  postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$'),
  city_id integer not null references public.cities (id),
  city_name text not null,
  province text not null,
  notes text check (notes is null or char_length(notes) <= 500),
  subtotal integer not null check (subtotal >= 0),
  discount integer not null default 0 check (discount >= 0 and discount <= subtotal),
  shipping_fee integer not null check (shipping_fee >= 0),
  total integer not null,
  weight_kg numeric(10, 3) not null check (weight_kg >= 0),
  item_count integer not null check (item_count > 0),
  coupon_code text,
  courier text check (courier is null or char_length(courier) <= 60),
  tracking_number text check (tracking_number is null or char_length(tracking_number) <= 60),
  -- Set once, when the order's stock went back on the shelf (cancelled, expired or returned).
  stock_released_at timestamptz,
  -- Wallet and bank-transfer orders not paid by then are cancelled by expire_unpaid_orders().
  payment_due_at timestamptz,
  cancel_reason text check (cancel_reason is null or char_length(cancel_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  check (total = subtotal - discount + shipping_fee),
  -- Whether no order to this phone had been delivered yet (private.limit_guest_orders).
  placed_from_new_phone boolean not null default false,
  -- A town that is not on the list, typed by the shopper; city_id is then the nearest listed city.
  town text constraint orders_town_check check (town is null or char_length(town) between 2 and 60)
);
comment on column public.orders.placed_from_new_phone is
  'No order to this phone had been delivered when this one was placed (set by private.limit_guest_orders).';
comment on column public.orders.town is
  'The town the shopper typed when it is not on the list (city_id is then the nearest listed city); null otherwise.';
create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);
create index orders_phone_idx on public.orders (phone);
create index orders_city_id_idx on public.orders (city_id);
create index orders_shipping_method_idx on public.orders (shipping_method);
create index orders_coupon_code_idx on public.orders (coupon_code) where coupon_code is not null;
create index orders_payment_due_idx on public.orders (payment_due_at) where status = 'pending' and payment_due_at is not null;
create index orders_new_phone_pending_idx on public.orders (created_at desc) where status = 'pending' and placed_from_new_phone;
create trigger set_updated_at before update on public.orders
  for each row execute function private.set_updated_at();

-- Each line as it was sold: name, size, price and weight are copied, so later catalogue edits
-- never change an order.
create table public.order_items (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id integer references public.products (id) on delete set null,
  variant_id integer references public.product_variants (id) on delete set null,
  sku text not null,
  product_name text not null,
  variant_label text not null,
  image_url text,
  unit_price integer not null check (unit_price > 0),
  quantity integer not null check (quantity between 1 and 100),
  weight_grams integer not null check (weight_grams > 0),
  line_total integer generated always as (unit_price * quantity) stored,
  created_at timestamptz not null default now()
);
create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);
create index order_items_variant_id_idx on public.order_items (variant_id);

-- The tracking timeline. Public events are shown to the customer (and by track_order); details
-- keeps raw courier or gateway payloads and is never shown by track_order.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  status public.order_status not null,
  payment_status public.payment_status,
  note text check (note is null or char_length(note) <= 500),
  location text check (location is null or char_length(location) <= 120),
  is_public boolean not null default true,
  actor public.order_actor not null,
  actor_id uuid,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index order_events_order_id_created_at_idx on public.order_events (order_id, created_at, id);

-- One attempt to collect money through a gateway (or a confirmed bank transfer / COD remittance).
-- The reference is the one we issued (e.g. JazzCash pp_TxnRefNo) and can belong to one order only.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete restrict,
  gateway public.payment_method not null,
  reference text not null unique check (char_length(reference) between 4 and 64),
  amount integer not null check (amount >= 0),
  amount_paisa bigint generated always as (amount::bigint * 100) stored,
  currency text not null default 'PKR' check (currency = 'PKR'),
  status public.payment_attempt_status not null default 'initiated',
  response_code text check (response_code is null or char_length(response_code) <= 20),
  response_message text check (response_message is null or char_length(response_message) <= 500),
  raw_response jsonb not null default '{}'::jsonb,
  expires_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_order_id_idx on public.payments (order_id);
create trigger set_updated_at before update on public.payments
  for each row execute function private.set_updated_at();

-- Every change of stock, with the reason; stock_after is the variant's stock after the change.
create table public.stock_movements (
  id bigint generated always as identity primary key,
  variant_id integer not null references public.product_variants (id) on delete cascade,
  order_id uuid references public.orders (id) on delete set null,
  delta integer not null check (delta <> 0),
  stock_after integer not null check (stock_after >= 0),
  reason public.stock_movement_reason not null,
  note text check (note is null or char_length(note) <= 500),
  actor_id uuid,
  created_at timestamptz not null default now()
);
create index stock_movements_variant_id_created_at_idx on public.stock_movements (variant_id, created_at desc);
create index stock_movements_order_id_idx on public.stock_movements (order_id);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_events enable row level security;
alter table public.payments enable row level security;
alter table public.stock_movements enable row level security;

revoke all on public.orders, public.order_items, public.order_events, public.payments, public.stock_movements from anon, authenticated;
grant select on public.orders, public.order_items, public.order_events, public.payments, public.stock_movements to authenticated;
grant select, insert, update, delete on public.orders, public.order_items, public.order_events, public.payments,
  public.stock_movements to service_role;

create policy "Customers can read their own orders; admins read all" on public.orders
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Customers can read the lines of their own orders; admins read all" on public.order_items
  for select to authenticated using (
    exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))
    or (select public.is_admin())
  );
create policy "Customers can read the public timeline of their own orders; admins read all" on public.order_events
  for select to authenticated using (
    (is_public and exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())))
    or (select public.is_admin())
  );
create policy "Admins can read payments" on public.payments
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can read the stock ledger" on public.stock_movements
  for select to authenticated using ((select public.is_admin()));

-- The checkout's shared helpers: how business errors are raised, rupee amounts in words, and how a
-- cart sent by a client is read. The checkout functions follow below: the problem catalogue, coupons,
-- shipping, the price of a cart, quote_order, place_order, track_order, cancel_order, deactivate_account. Prices, stock, discounts,
-- shipping fees and totals come from database rows only: the client sends variant ids and
-- quantities, never a price.
--
-- Business errors are raised as SQLSTATE P0001 (HTTP 400 through PostgREST) with a message for
-- people, detail = a machine code (out_of_stock, coupon_expired, invalid_contact, …) and hint = a JSON
-- object with context (e.g. {"variant_id": 12, "available": 3} or {"field": "phone"}).
-- Authorisation failures are SQLSTATE 42501 (401/403).

create function private.fail(code text, message text, context jsonb default '{}'::jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = message, detail = code, hint = coalesce(context, '{}'::jsonb)::text;
end
$$;

create function private.format_rupees(amount integer)
returns text
language sql
stable
set search_path = ''
as $$
  select 'Rs. ' || to_char(amount, 'FM999,999,999,990')
$$;

-- A JSON number that is a whole number within [low, high] (strings such as "2" or "1e3" are not).
create function private.is_whole_number(value jsonb, low numeric, high numeric)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  n numeric;
begin
  if value is null or jsonb_typeof(value) <> 'number' then
    return false;
  end if;
  n := (value #>> '{}')::numeric;
  return n = trunc(n) and n between low and high;
end
$$;

-- Cart lines [{variant_id, quantity}, …] → variant ids (ascending, merged) and quantities.
-- Each quantity is a whole number from 1 to 100 (also after merging repeated variants); at most 50
-- lines. A line with any other key (a price, a total…) is refused: prices are never input.
create function private.parse_order_items(items jsonb, out variant_ids integer[], out quantities integer[])
language plpgsql
stable
set search_path = ''
as $$
declare
  item jsonb;
  line integer := 0;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    perform private.fail('invalid_items', 'The cart must be a list of items.');
  end if;
  if jsonb_array_length(items) = 0 then
    perform private.fail('empty_cart', 'Your cart is empty.');
  end if;
  if jsonb_array_length(items) > 50 then
    perform private.fail('too_many_items', 'An order can have at most 50 different items.', '{"max": 50}');
  end if;
  for item in select e.value from jsonb_array_elements(items) as e loop
    line := line + 1;
    if jsonb_typeof(item) <> 'object' then
      perform private.fail('invalid_items', 'Each cart item needs a variant_id and a quantity.', jsonb_build_object('line', line));
    end if;
    if exists (select 1 from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity')) then
      perform private.fail('invalid_items', 'A cart item may only name a variant_id and a quantity.', jsonb_build_object('line', line,
        'field', (select min(k.key) from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity'))));
    end if;
    if not private.is_whole_number(item -> 'variant_id', 1, 2147483647) then
      perform private.fail('invalid_variant', 'A cart item does not name a valid product.', jsonb_build_object('line', line));
    end if;
    if not private.is_whole_number(item -> 'quantity', 1, 100) then
      perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.',
        jsonb_build_object('line', line, 'variant_id', (item ->> 'variant_id')::numeric::integer, 'max', 100));
    end if;
  end loop;
  select array_agg(s.variant_id order by s.variant_id), array_agg(s.quantity order by s.variant_id)
    into variant_ids, quantities
    from (
      select (e.value ->> 'variant_id')::numeric::integer as variant_id, sum((e.value ->> 'quantity')::numeric)::integer as quantity
        from jsonb_array_elements(items) as e
       group by 1
    ) s;
  if exists (select 1 from unnest(quantities) as q where q > 100) then
    perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.', '{"max": 100}');
  end if;
end
$$;

revoke execute on function
  private.fail(text, text, jsonb),
  private.format_rupees(integer),
  private.is_whole_number(jsonb, numeric, numeric),
  private.parse_order_items(jsonb)
from public, anon, authenticated;

-- Every business problem the schema's functions report, in one list: its machine code (the error's
-- detail, or the code of a quote_order problem) and, for the problems built by private.problem,
-- the words shoppers see. A problem has one code and one message whichever function meets it:
-- quote_order lists them, place_order raises the first one (private.raise_problem).
--
-- lib/errors/database-codes.ts holds the same codes for the shop's TypeScript;
-- tests/integration/db-problem-codes.test.ts fails when the two lists, or the codes the functions
-- raise, disagree. A message may name values of the problem in braces ({available}). A null
-- message: the code is raised with private.fail, worded where it is raised because the words
-- depend on the field or the case (invalid_contact: which field; invalid_input: which admin input).
create function private.problem_catalogue()
returns table (code text, message text)
language sql
immutable
set search_path = ''
as $$
  values
    -- the cart as sent (private.parse_order_items)
    ('invalid_items', null),
    ('empty_cart', null),
    ('too_many_items', null),
    ('invalid_variant', null),
    ('invalid_quantity', null),
    -- a cart line (private.price_cart)
    ('variant_not_found', 'A product in your cart is no longer sold.'),
    ('variant_inactive', 'A product in your cart is no longer available.'),
    ('out_of_stock', '{product_name} ({variant_label}) is out of stock.'),
    ('insufficient_stock', 'Only {available} of {product_name} ({variant_label}) left in stock.'),
    -- the coupon (private.coupon_problem)
    ('coupon_not_found', 'This coupon code is not valid.'),
    ('coupon_inactive', 'This coupon is no longer active.'),
    ('coupon_not_started', 'This coupon is not active yet.'),
    ('coupon_expired', 'This coupon has expired.'),
    ('coupon_used_up', 'This coupon has been used up.'),
    ('coupon_min_subtotal', 'This coupon needs a subtotal of at least {min_subtotal}.'),
    ('coupon_customer_limit', 'You have already used this coupon.'),
    -- delivery (private.price_cart, private.shipping_quote)
    ('city_not_found', 'Please select a valid city'),
    ('shipping_method_unavailable', 'This shipping method is not available.'),
    ('shipping_unavailable_for_city', 'This shipping method does not deliver to the chosen city.'),
    ('too_heavy', 'This order is too heavy for the chosen shipping method.'),
    -- payment (place_order)
    ('payment_method_unavailable', 'This payment method is not available.'),
    ('cod_unavailable', 'Cash on delivery is not available for {city_name} with {shipping_method_name}. Please choose another payment method.'),
    ('order_total_too_large', '{payment_method_name} is available for orders up to {max_order_total_rupees}.'),
    -- the request (place_order)
    ('invalid_idempotency_key', null),
    ('idempotency_key_reused', null),
    ('invalid_contact', null),
    ('account_deactivated', null),
    -- guest orders from a phone without a delivered order (private.limit_guest_orders)
    ('phone_order_limit', 'This phone number already has {limit} orders waiting for our confirmation call. Please wait for our call before placing another.'),
    ('guest_orders_paused', 'We are receiving more new orders than we can confirm just now. Please sign in to order, or try again in an hour.'),
    -- orders and accounts (track_order, cancel_order, deactivate_account)
    ('order_not_found', null),
    ('not_cancellable', null),
    ('not_signed_in', null),
    ('not_allowed', null),
    -- the owner console and the payment gateways (20261121120500_create_admin_functions)
    ('not_admin', null),
    ('invalid_input', null),
    ('invalid_status', null),
    ('invalid_status_transition', null),
    ('wrong_payment_method', null),
    ('order_cancelled', null),
    ('amount_mismatch', null),
    ('reference_used', null),
    ('testimonial_not_found', null),
    ('payment_expired', null),
    ('payment_not_found', null)
$$;

-- A problem as quote_order lists it and place_order raises it: {code, message, …context}. The
-- message comes from the catalogue, with {name} filled in from context and words (words only fill
-- the message; context is also returned, e.g. {"variant_id": 12, "available": 3}).
create function private.problem(code text, context jsonb default '{}'::jsonb, words jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_message text;
  v_word record;
begin
  select c.message into v_message from private.problem_catalogue() c where c.code = problem.code;
  if v_message is null then
    raise exception using errcode = 'XX000', message = format('private.problem: the catalogue has no message for %L', code);
  end if;
  for v_word in select w.key, w.value from jsonb_each_text(coalesce(context, '{}'::jsonb) || coalesce(words, '{}'::jsonb)) as w loop
    v_message := replace(v_message, '{' || v_word.key || '}', coalesce(v_word.value, ''));
  end loop;
  return jsonb_build_object('code', code, 'message', v_message) || coalesce(context, '{}'::jsonb);
end
$$;

-- Raises a problem built by private.problem: SQLSTATE P0001, its message, detail = its code and
-- hint = its context as JSON.
create function private.raise_problem(problem jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform private.fail(problem ->> 'code', problem ->> 'message', problem - 'code' - 'message');
end
$$;

revoke execute on function
  private.problem_catalogue(),
  private.problem(text, jsonb, jsonb),
  private.raise_problem(jsonb)
from public, anon, authenticated;

-- Coupons at checkout: the spec's discount rule, and why a coupon cannot be used right now.

-- The spec's coupon rule, exactly: percentage → round(subtotal × percentage / 100); fixed →
-- round(amount); capped by max_discount_amount when present; never above the subtotal.
create function private.coupon_discount(
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
create function private.coupon_problem(code text, coupon public.coupons, subtotal integer, customer_id uuid, customer_phone text)
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

-- The delivery fee of a parcel by shipping method, city and weight.

-- The delivery fee for a parcel: the zone's cheapest weight band that covers the weight; above the
-- heaviest band, extra_fee_per_kg per started kilogram; free from free_shipping_min_subtotal (after
-- discount); plus the remote-area surcharge. Without a city the national zone is assumed. When the
-- method cannot carry the parcel, problem and message say why (private.problem's words).
create function private.shipping_quote(p_method text, p_city_id integer, p_weight_grams integer, p_subtotal_after_discount integer)
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

-- The price of a cart: the one rule quote_order and place_order share.
--
-- Every line with its price and weight, the subtotal, the coupon and its discount, the shipping fee
-- for the city (the national zone when no city is given) and the total, and every problem that
-- stops the order (private.problem: one code and one message whichever caller meets it). The
-- problems come in this order: the lines' (in variant id order), the coupon's, the city's, the
-- shipping method's; place_order raises the first. The subtotal counts the lines that exist and
-- are on sale; a line that is not (unknown or switched off) shows nothing of its product. Nothing
-- is changed or locked here: place_order locks the variant and coupon rows before it asks.
create function private.price_cart(
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

revoke execute on function private.price_cart(integer[], integer[], text, text, integer, uuid, text) from public, anon, authenticated;

-- quote_order: a cart priced without changing anything (RPC for guests and customers).

-- Why cash on delivery is not possible for a city and a shipping method (private.problem's
-- cod_unavailable), or null when it is: the city takes it (cities.cod_available) and the method
-- carries it (shipping_methods.supports_cod). Without a city (no address yet) only the method
-- counts. The one rule: place_order refuses cash on delivery by it, quote_order reports it and
-- the console's shipping preview shows it.
create function private.cod_problem(p_city_id integer, p_method text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_city public.cities;
  v_ship public.shipping_methods;
begin
  select * into v_ship from public.shipping_methods sm where sm.id = p_method and sm.is_active;
  if not found then
    return null; -- the quote names the method's own problem
  end if;
  if p_city_id is not null then
    select * into v_city from public.cities c where c.id = p_city_id;
  end if;
  if v_ship.supports_cod and coalesce(v_city.cod_available, p_city_id is null) then
    return null;
  end if;
  return private.problem('cod_unavailable', jsonb_build_object('city_id', p_city_id, 'shipping_method', p_method),
    jsonb_build_object('city_name', coalesce(v_city.city_name, 'this city'), 'shipping_method_name', v_ship.name));
end
$$;

revoke execute on function private.cod_problem(integer, text) from public, anon, authenticated;

-- The cart as place_order would price it (private.price_cart): every line with its price, weight
-- and any problem, the coupon (with why it cannot be used), the shipping fee for the city (national
-- zone when no city is given), the totals and the list of problems. ok is true when place_order
-- would accept the cart (given valid contact details and payment method). cash_on_delivery:
-- {available, message}, whether place_order would take cash on delivery for this city and
-- method (private.cod_problem), with its words when it would not.
create function public.quote_order(
  items jsonb,
  shipping_method text default 'leopard',
  coupon_code text default null,
  city_id integer default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_method text := coalesce(nullif(btrim(shipping_method), ''), 'leopard');
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_city_id integer := city_id;
  v_ids integer[];
  v_qtys integer[];
  v_price jsonb;
  v_cod jsonb;
begin
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  v_price := private.price_cart(v_ids, v_qtys, v_method, v_code, v_city_id, auth.uid(), null);
  v_cod := private.cod_problem(v_city_id, v_method);
  return (v_price - 'item_count') || jsonb_build_object(
    'ok', jsonb_array_length(v_price -> 'problems') = 0,
    'currency', 'PKR',
    'weight_kg', round((v_price ->> 'weight_grams')::integer / 1000.0, 3),
    'cash_on_delivery', jsonb_build_object('available', v_cod is null, 'message', v_cod ->> 'message')
  );
end
$$;

revoke execute on function public.quote_order(jsonb, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_order(jsonb, text, text, integer) to anon, authenticated, service_role;

-- place_order: an order placed in one transaction (RPC for guests and customers), with the checks
-- of its contact details, the order number and the summary it returns.

-- GDF-<YYMM in Pakistan time>-<6 random characters from an alphabet without 0, O, 1 and I>.
create function private.generate_order_number()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'GDF-' || to_char(now() at time zone 'Asia/Karachi', 'YYMM') || '-'
      || string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(s.b, i) % 32 + 1, 1), '' order by i)
    from (select uuid_send(gen_random_uuid()) as b) s, generate_series(0, 5) as i
$$;

-- What place_order and cancel_order return: the order and its lines, without contact details.
create function private.order_summary(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'status', o.status,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'shipping_method', o.shipping_method,
    'subtotal', o.subtotal,
    'discount', o.discount,
    'shipping_fee', o.shipping_fee,
    'total', o.total,
    'currency', 'PKR',
    'weight_kg', o.weight_kg,
    'item_count', o.item_count,
    'coupon_code', o.coupon_code,
    'payment_due_at', o.payment_due_at,
    'created_at', o.created_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'variant_id', i.variant_id, 'product_id', i.product_id, 'sku', i.sku, 'product_name', i.product_name,
               'variant_label', i.variant_label, 'unit_price', i.unit_price, 'quantity', i.quantity,
               'line_total', i.line_total, 'weight_grams', i.weight_grams
             ) order by i.id)
        from public.order_items i
       where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id
$$;

-- The delivery contact of an order, checked and normalised: {full_name, phone, email, address,
-- postal_code, city_id, town, notes}. A refused value raises invalid_contact with the field in the
-- hint and the words of the shop's forms (lib/auth/schemas.ts, lib/checkout/schema.ts: the same
-- limits, the same messages; tests/integration/db-field-limits.test.ts compares them). A city that
-- is not on the list raises city_not_found, the problem quote_order reports for it.
--
-- contact: {full_name, phone, email?, address, postal_code, city_id, town?, notes?, country?:
-- 'Pakistan'} (nothing else). Text fields are strings (anything else counts as missing), cleaned by
-- private.clean_text; the phone must be a Pakistani mobile number and is stored as +923XXXXXXXXX,
-- the email in lower case.
--
-- * A guest may order with a Pakistani mobile number and no e-mail address (many shoppers have
--   none): email is then missing, null or blank, the shop mails only its owner, and the shopper
--   follows the order by its number and phone. A signed-in caller that sends no address keeps the
--   account's.
-- * A shopper whose town is not on the list types it (town: 2 to 60 characters after cleaning) and
--   picks the nearest listed city, which decides the shipping zone, the remote surcharge and cash
--   on delivery. The order keeps the typed town (orders.town) beside city_id; the shop labels it
--   "<town> (near <city>)". town is missing or null when the city is the place.
create function private.check_contact(contact jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  c_fields constant text[] := array['full_name', 'phone', 'email', 'address', 'postal_code', 'city_id', 'town', 'notes', 'country'];
  v_full_name text;
  v_phone text;
  v_email text;
  v_address text;
  v_postal text;
  v_city_id integer;
  v_town text;
  v_notes text;
begin
  if contact is null or jsonb_typeof(contact) <> 'object' then
    perform private.fail('invalid_contact', 'Please give your name, phone number, address and city.', '{"field": "contact"}');
  end if;
  if exists (select 1 from jsonb_object_keys(contact) as k(key) where k.key <> all (c_fields)) then
    perform private.fail('invalid_contact', 'The contact details have an unknown field.', jsonb_build_object('field',
      (select min(k.key) from jsonb_object_keys(contact) as k(key) where k.key <> all (c_fields))));
  end if;
  if (contact -> 'country') is not null and (contact -> 'country') not in ('null'::jsonb, '"Pakistan"'::jsonb) then
    perform private.fail('invalid_contact', 'We deliver in Pakistan only.', '{"field": "country"}');
  end if;

  v_full_name := case when jsonb_typeof(contact -> 'full_name') = 'string' then private.clean_text(contact -> 'full_name', 200) end;
  if v_full_name is null then
    perform private.fail('invalid_contact', 'Full name is required', '{"field": "full_name"}');
  elsif char_length(v_full_name) < 2 then
    perform private.fail('invalid_contact', 'Full name must be at least 2 characters', '{"field": "full_name"}');
  elsif char_length(v_full_name) > 100 then
    perform private.fail('invalid_contact', 'Full name must be at most 100 characters', '{"field": "full_name"}');
  end if;

  if coalesce(jsonb_typeof(contact -> 'phone'), 'null') <> 'string'
     or (contact ->> 'phone') ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$' then
    perform private.fail('invalid_contact', 'Phone number is required', '{"field": "phone"}');
  end if;
  v_phone := private.normalize_pk_mobile(contact ->> 'phone');
  if v_phone is null then
    perform private.fail('invalid_contact', 'Please enter a valid phone number', '{"field": "phone"}');
  end if;

  v_address := case when jsonb_typeof(contact -> 'address') = 'string' then private.clean_text(contact -> 'address', 600) end;
  if v_address is null then
    perform private.fail('invalid_contact', 'Address is required', '{"field": "address"}');
  elsif char_length(v_address) < 5 then
    perform private.fail('invalid_contact', 'Address must be at least 5 characters', '{"field": "address"}');
  elsif char_length(v_address) > 500 then
    perform private.fail('invalid_contact', 'Address must be at most 500 characters', '{"field": "address"}');
  end if;

  if coalesce(jsonb_typeof(contact -> 'city_id'), 'null') = 'null'
     or (jsonb_typeof(contact -> 'city_id') = 'string'
         and (contact ->> 'city_id') ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$') then
    perform private.fail('invalid_contact', 'City is required', '{"field": "city_id"}');
  end if;
  v_city_id := private.json_int(contact -> 'city_id');
  if not exists (select 1 from public.cities c where c.id = v_city_id and c.is_active) then
    perform private.raise_problem(private.problem('city_not_found', '{"field": "city_id"}'::jsonb));
  end if;

  -- The town, when the shopper's is not on the list: anything sent but a string counts as empty.
  if coalesce(jsonb_typeof(contact -> 'town'), 'null') <> 'null' then
    v_town := case when jsonb_typeof(contact -> 'town') = 'string' then private.clean_text(contact -> 'town', 120) end;
    if v_town is null then
      perform private.fail('invalid_contact', 'Please enter your town', '{"field": "town"}');
    elsif char_length(v_town) < 2 then
      perform private.fail('invalid_contact', 'Town must be at least 2 characters', '{"field": "town"}');
    elsif char_length(v_town) > 60 then
      perform private.fail('invalid_contact', 'Town must be at most 60 characters', '{"field": "town"}');
    end if;
  end if;

  -- Optional: a guest without an address gets no mails (the owner still does). A signed-in
  -- shopper who sends none keeps the account's address.
  v_email := case when jsonb_typeof(contact -> 'email') = 'string' then lower(private.clean_text(contact -> 'email', 300)) end;
  if v_email is null then
    select lower(u.email) into v_email from auth.users u where u.id = auth.uid() and char_length(u.email) <= 254;
  elsif char_length(v_email) > 254 or v_email !~ '^[^@ ]+@[^@. ]+(\.[^@. ]+)+$' then
    perform private.fail('invalid_contact', 'Please enter a valid email address', '{"field": "email"}');
  end if;

  v_postal := case when jsonb_typeof(contact -> 'postal_code') = 'string' then private.clean_text(contact -> 'postal_code', 20) end;
  if v_postal is null then
    perform private.fail('invalid_contact', 'Postal code is required', '{"field": "postal_code"}');
  elsif v_postal !~ '^[0-9]{5}$' then
    perform private.fail('invalid_contact', 'Postal code must be 5 digits', '{"field": "postal_code"}');
  end if;

  v_notes := case when jsonb_typeof(contact -> 'notes') = 'string' then private.clean_text(contact -> 'notes', 1000) end;
  if char_length(v_notes) > 500 then
    perform private.fail('invalid_contact', 'Delivery notes can be at most 500 characters', '{"field": "notes"}');
  end if;

  return jsonb_build_object('full_name', v_full_name, 'phone', v_phone, 'email', v_email, 'address', v_address,
    'postal_code', v_postal, 'city_id', v_city_id, 'town', v_town, 'notes', v_notes);
end
$$;

-- Places an order in one transaction: the same idempotency_key returns the same order; variant
-- rows are locked in id order (no deadlocks between carts {A,B} and {B,A}), then the coupon row;
-- the cart is priced by private.price_cart (the rule quote_order uses, so a problem has the same
-- code and message here as there) and its first problem stops the order; stock is taken only where
-- enough remains and the coupon use is counted; the order, its lines, the stock ledger and the
-- first timeline event are written. Any problem raises an error and nothing is changed. Guests
-- (anon) and signed-in customers (user_id = auth.uid()) may call it. contact: see check_contact.
-- Cash on delivery is refused where private.cod_problem says so (the rule quote_order reports).
-- The request's fingerprint gets the town only when there is one, so an order placed before
-- orders had a town is still found by a retry of it.
create function public.place_order(
  items jsonb,
  contact jsonb,
  shipping_method text default 'leopard',
  payment_method text default 'cod',
  coupon_code text default null,
  idempotency_key text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_key text := btrim(idempotency_key);
  v_method text := coalesce(nullif(btrim(shipping_method), ''), 'leopard');
  v_pay text := coalesce(nullif(btrim(payment_method), ''), 'cod');
  v_code text := nullif(upper(btrim(coupon_code)), '');
  v_ids integer[];
  v_qtys integer[];
  v_contact jsonb;
  v_city public.cities;
  v_ship public.shipping_methods;
  v_paym public.payment_methods;
  v_request jsonb;
  v_fingerprint text;
  v_existing public.orders;
  v_price jsonb;
  v_count integer;
  v_total integer;
  v_payment_status public.payment_status;
  v_due timestamptz;
  v_order_id uuid;
  v_order_number text;
  v_cod jsonb;
begin
  -- 1. The request: key, cart, contact, methods, caller.
  if v_key is null or v_key !~ '^[A-Za-z0-9_:.-]{8,100}$' then
    perform private.fail('invalid_idempotency_key', 'A unique idempotency key of 8 to 100 letters, digits, "-", "_", ":" or "." is required.');
  end if;
  select p.variant_ids, p.quantities into v_ids, v_qtys from private.parse_order_items(items) p;
  v_contact := private.check_contact(contact);
  select * into v_city from public.cities c where c.id = (v_contact ->> 'city_id')::integer;
  select * into v_ship from public.shipping_methods sm where sm.id = v_method and sm.is_active;
  if not found then
    perform private.raise_problem(private.problem('shipping_method_unavailable', jsonb_build_object('shipping_method', v_method, 'city_id', v_city.id)));
  end if;
  select * into v_paym from public.payment_methods pm where pm.id::text = v_pay and pm.is_active;
  if not found then
    perform private.raise_problem(private.problem('payment_method_unavailable', jsonb_build_object('payment_method', v_pay)));
  end if;
  if v_paym.id = 'cod' then
    v_cod := private.cod_problem(v_city.id, v_ship.id);
    if v_cod is not null then
      perform private.raise_problem(v_cod);
    end if;
  end if;
  if v_uid is not null and exists (select 1 from auth.users u where u.id = v_uid and u.banned_until > now()) then
    perform private.fail('account_deactivated', 'This account has been deactivated.');
  end if;

  -- 2. Idempotency: one order per key. Concurrent calls with the same key wait for each other here.
  v_request := jsonb_build_array(v_ids, v_qtys, v_method, v_pay, v_code, v_contact ->> 'full_name', v_contact ->> 'phone',
    v_contact ->> 'email', v_contact ->> 'address', v_contact ->> 'postal_code', v_city.id, v_contact ->> 'notes');
  if v_contact ->> 'town' is not null then
    v_request := v_request || jsonb_build_array(v_contact ->> 'town');
  end if;
  v_fingerprint := md5(v_request::text);
  perform pg_advisory_xact_lock(hashtextextended('place_order:' || v_key, 0));
  select * into v_existing from public.orders o where o.idempotency_key = v_key;
  if found then
    if v_existing.user_id is not distinct from v_uid and v_existing.request_fingerprint = v_fingerprint then
      return private.order_summary(v_existing.id);
    end if;
    perform private.fail('idempotency_key_reused', 'This idempotency key was already used for a different order.');
  end if;

  -- 3. Locks, in one order for every caller: the variants by id, then the coupon. The price below
  -- is read after them, so it sees the stock and the coupon's use count as they stay until commit.
  perform 1 from public.product_variants v where v.id = any (v_ids) order by v.id for update;
  if v_code is not null then
    perform 1 from public.coupons c where c.code = v_code for update;
  end if;

  -- 4. The price, by the rule quote_order shows; the first problem stops the order.
  v_price := private.price_cart(v_ids, v_qtys, v_ship.id, v_code, v_city.id, v_uid, v_contact ->> 'phone');
  if jsonb_array_length(v_price -> 'problems') > 0 then
    perform private.raise_problem(v_price -> 'problems' -> 0);
  end if;
  v_total := (v_price ->> 'total')::integer;
  if v_paym.max_order_total is not null and v_total > v_paym.max_order_total then
    perform private.raise_problem(private.problem('order_total_too_large',
      jsonb_build_object('payment_method', v_paym.id, 'max_order_total', v_paym.max_order_total),
      jsonb_build_object('payment_method_name', v_paym.name, 'max_order_total_rupees', private.format_rupees(v_paym.max_order_total))));
  end if;

  -- 5. Stock is taken only where enough remains, and the coupon use is counted. Under the row locks
  -- every line has the stock price_cart saw; the condition is the last guard against overselling.
  update public.product_variants v set stock_quantity = v.stock_quantity - q.quantity
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
   where v.id = q.variant_id and v.stock_quantity >= q.quantity;
  get diagnostics v_count = row_count;
  if v_count <> cardinality(v_ids) then
    raise exception using errcode = 'XX000', message = 'place_order: stock changed under its row lock';
  end if;
  if v_code is not null then
    update public.coupons c set used_count = c.used_count + 1 where c.code = v_code;
  end if;
  v_payment_status := case v_paym.id
    when 'cod' then 'cod_pending'
    when 'bank_transfer' then 'awaiting_transfer'
    else 'pending'
  end;
  v_due := case
    when v_paym.id = 'cod' then null
    when v_paym.id = 'bank_transfer' then now() + interval '72 hours'
    else now() + interval '1 hour'
  end;

  -- 6. The order, its lines as priced, the stock ledger and the first event.
  loop
    v_order_number := private.generate_order_number();
    exit when not exists (select 1 from public.orders o where o.order_number = v_order_number);
  end loop;
  insert into public.orders (
    order_number, user_id, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
    full_name, phone, email, address, postal_code, city_id, city_name, province, town, notes,
    subtotal, discount, shipping_fee, total, weight_kg, item_count, coupon_code, payment_due_at
  ) values (
    v_order_number, v_uid, v_key, v_fingerprint, 'pending', v_paym.id, v_payment_status, v_ship.id,
    v_contact ->> 'full_name', v_contact ->> 'phone', v_contact ->> 'email', v_contact ->> 'address', v_contact ->> 'postal_code',
    v_city.id, v_city.city_name, v_city.province, v_contact ->> 'town', v_contact ->> 'notes',
    (v_price ->> 'subtotal')::integer, (v_price ->> 'discount')::integer, (v_price ->> 'shipping_fee')::integer, v_total,
    round((v_price ->> 'weight_grams')::integer / 1000.0, 3), (v_price ->> 'item_count')::integer, v_code, v_due
  )
  returning id into v_order_id;

  insert into public.order_items (order_id, product_id, variant_id, sku, product_name, variant_label, image_url, unit_price, quantity, weight_grams)
  select v_order_id, l.product_id, l.variant_id, l.sku, l.product_name, l.variant_label, l.image_url, l.unit_price, l.quantity, l.weight_grams
    from jsonb_to_recordset(v_price -> 'lines') as l(product_id integer, variant_id integer, sku text, product_name text,
         variant_label text, image_url text, unit_price integer, quantity integer, weight_grams integer)
   order by l.variant_id;

  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select v.id, v_order_id, -q.quantity, v.stock_quantity, 'order_placed', v_uid
    from unnest(v_ids, v_qtys) as q(variant_id, quantity)
    join public.product_variants v on v.id = q.variant_id;

  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order_id, 'pending', v_payment_status, 'Order placed', 'customer', v_uid);

  return private.order_summary(v_order_id);
end
$$;

revoke execute on function private.generate_order_number(), private.order_summary(uuid), private.check_contact(jsonb)
  from public, anon, authenticated;
revoke execute on function public.place_order(jsonb, jsonb, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.place_order(jsonb, jsonb, text, text, text, text) to anon, authenticated, service_role;

-- After an order is placed: tracking by order number and phone, cancellation by its owner, and the
-- restocking that cancellation (and the admin functions) use.

-- Puts an order's stock back on the shelf, exactly once per order (guarded by stock_released_at
-- under the order's row lock), locking the variants in id order. Returns false when already done.
create function private.restock_order(
  p_order_id uuid,
  p_reason public.stock_movement_reason,
  p_release_coupon boolean,
  p_actor_id uuid
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_code text;
begin
  update public.orders o set stock_released_at = now()
   where o.id = p_order_id and o.stock_released_at is null
  returning o.coupon_code into v_code;
  if not found then
    return false;
  end if;
  perform 1
     from public.product_variants v
    where v.id in (select i.variant_id from public.order_items i where i.order_id = p_order_id)
    order by v.id
      for update;
  with back as (
    select i.variant_id, sum(i.quantity)::integer as quantity
      from public.order_items i
     where i.order_id = p_order_id and i.variant_id is not null
     group by i.variant_id
  ), updated as (
    update public.product_variants v set stock_quantity = v.stock_quantity + b.quantity
      from back b
     where v.id = b.variant_id
    returning v.id, v.stock_quantity, b.quantity
  )
  insert into public.stock_movements (variant_id, order_id, delta, stock_after, reason, actor_id)
  select u.id, p_order_id, u.quantity, u.stock_quantity, p_reason, p_actor_id from updated u;
  if p_release_coupon and v_code is not null then
    update public.coupons c set used_count = c.used_count - 1 where c.code = v_code and c.used_count > 0;
  end if;
  return true;
end
$$;

-- Order tracking for anyone who knows both the order number and the phone number it was placed
-- with: the status, courier, tracking number and public timeline, and where the parcel goes (the
-- city, the typed town, whether it is collected at the shop), nothing else (no name, street
-- address or amounts). Any wrong or malformed pair gets the same answer.
create function public.track_order(order_number text, phone text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_number text := upper(btrim(order_number));
  v_phone text := private.normalize_pk_mobile(phone);
  v_order public.orders;
  v_method public.shipping_methods;
begin
  select * into v_order from public.orders o where o.order_number = v_number and o.phone = v_phone;
  if not found then
    perform private.fail('order_not_found', 'We could not find an order with that order number and phone number.');
  end if;
  select * into v_method from public.shipping_methods sm where sm.id = v_order.shipping_method;
  return jsonb_build_object(
    'order_number', v_order.order_number,
    'status', v_order.status,
    'placed_at', v_order.created_at,
    'shipping_method', v_method.name,
    'collected_at_shop', coalesce(v_method.collected_at_shop, false),
    'city_name', v_order.city_name,
    'town', v_order.town,
    'courier', v_order.courier,
    'tracking_number', v_order.tracking_number,
    'tracking_url', case when v_order.tracking_number is not null and v_method.tracking_url_template is not null
      then replace(v_method.tracking_url_template, '{tracking_number}', v_order.tracking_number) end,
    'events', coalesce((
      select jsonb_agg(jsonb_build_object('status', e.status, 'note', e.note, 'location', e.location, 'at', e.created_at)
                       order by e.created_at, e.id)
        from public.order_events e
       where e.order_id = v_order.id and e.is_public
    ), '[]'::jsonb)
  );
end
$$;

-- A signed-in customer cancels their own pending, unpaid order. Stock (and a coupon use) goes back
-- exactly once; cancelling an already cancelled order returns it unchanged.
create function public.cancel_order(order_number text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_number text := upper(btrim(order_number));
  v_order public.orders;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Please sign in to cancel an order.', detail = 'not_signed_in', hint = '{}';
  end if;
  select * into v_order from public.orders o where o.order_number = v_number and o.user_id = v_uid for update;
  if not found then
    perform private.fail('order_not_found', 'We could not find this order in your account.');
  end if;
  if v_order.status = 'cancelled' then
    return private.order_summary(v_order.id);
  end if;
  if v_order.status <> 'pending' or v_order.payment_status in ('paid', 'cod_collected', 'refunded') then
    perform private.fail('not_cancellable', 'This order can no longer be cancelled online. Please contact us.',
      jsonb_build_object('status', v_order.status, 'payment_status', v_order.payment_status));
  end if;
  perform private.restock_order(v_order.id, 'order_cancelled', true, v_uid);
  update public.orders o
     set status = 'cancelled', payment_status = 'voided', cancelled_at = now(), cancel_reason = 'Cancelled by the customer'
   where o.id = v_order.id;
  update public.payments p set status = 'cancelled' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order.id, 'cancelled', 'voided', 'Cancelled by the customer', 'customer', v_uid);
  return private.order_summary(v_order.id);
end
$$;

revoke execute on function private.restock_order(uuid, public.stock_movement_reason, boolean, uuid) from public, anon, authenticated;
revoke execute on function public.track_order(text, text), public.cancel_order(text) from public, anon, authenticated, service_role;
grant execute on function public.track_order(text, text) to anon, authenticated, service_role;
grant execute on function public.cancel_order(text) to authenticated, service_role;

-- deactivate_account: a signed-in customer closes their own account.

-- The caller deactivates their own account: banned (GoTrue refuses sign-in and refresh) and every
-- session revoked (deleting auth.sessions cascades to their refresh tokens). Only for oneself.
create function public.deactivate_account(user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_target uuid := user_id;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Please sign in first.', detail = 'not_signed_in', hint = '{}';
  end if;
  if v_target is null or v_target <> v_uid then
    raise exception using errcode = '42501', message = 'You can only deactivate your own account.', detail = 'not_allowed', hint = '{}';
  end if;
  update auth.users u set banned_until = now() + interval '100 years', updated_at = now() where u.id = v_uid;
  delete from auth.sessions s where s.user_id = v_uid;
  delete from auth.refresh_tokens t where t.user_id = v_uid::text;
  update public.profiles p set deactivated_at = now() where p.id = v_uid;
end
$$;

revoke execute on function public.deactivate_account(uuid) from public, anon, authenticated, service_role;
grant execute on function public.deactivate_account(uuid) to authenticated, service_role;

-- What the owner console needs, as RPC for signed-in admins (each checks is_admin() itself):
-- order status changes with timeline events, payment status changes, bank-transfer confirmation,
-- stock adjustments and review approval. Then the server-only functions for wallet gateways
-- (service_role): start a payment, record a gateway's result, expire unpaid orders.

-- The caller's id when they are an admin; null for server code holding the service_role key.
create function private.require_admin()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.role() = 'service_role' then
    return null;
  end if;
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  return auth.uid();
end
$$;

-- The order lifecycle. Staying in the same status is allowed (to add a note or tracking details).
create function private.order_transition_allowed(from_status public.order_status, to_status public.order_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status or case from_status
    when 'pending' then to_status in ('confirmed', 'processing', 'cancelled')
    when 'confirmed' then to_status in ('processing', 'shipped', 'cancelled')
    when 'processing' then to_status in ('shipped', 'cancelled')
    when 'shipped' then to_status in ('out_for_delivery', 'delivered', 'delivery_failed', 'returning')
    when 'out_for_delivery' then to_status in ('delivered', 'delivery_failed', 'returning')
    when 'delivery_failed' then to_status in ('out_for_delivery', 'delivered', 'returning')
    when 'delivered' then to_status in ('returning')
    when 'returning' then to_status in ('returned')
    else false
  end
$$;

create function private.payment_transition_allowed(from_status public.payment_status, to_status public.payment_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case from_status
    when 'pending' then to_status in ('paid', 'failed')
    when 'awaiting_transfer' then to_status in ('paid', 'failed')
    when 'cod_pending' then to_status in ('cod_collected', 'failed')
    when 'failed' then to_status in ('pending', 'awaiting_transfer', 'cod_pending', 'paid')
    when 'paid' then to_status in ('refunded')
    when 'cod_collected' then to_status in ('refunded')
    else false
  end
$$;

create function private.lock_order(p_order_number text)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.order_number = upper(btrim(p_order_number)) for update;
  if not found then
    perform private.fail('order_not_found', 'There is no order with this number.', jsonb_build_object('order_number', p_order_number));
  end if;
  return v_order;
end
$$;

-- Moves an order along its lifecycle and writes the timeline event. Cancelling puts the stock and
-- the coupon use back; a returned parcel's stock goes back unless restock is false (damaged goods);
-- delivering a cash-on-delivery order marks the cash collected. courier and tracking_number are
-- saved when given (typically with 'shipped').
create function public.admin_update_order_status(
  order_number text,
  status text,
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
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_to public.order_status;
  v_payment public.payment_status;
  v_note text := nullif(btrim(note), '');
  v_courier text := nullif(btrim(courier), '');
  v_tracking text := nullif(btrim(tracking_number), '');
begin
  if status is null or status not in (select unnest(enum_range(null::public.order_status))::text) then
    perform private.fail('invalid_status', 'Unknown order status.', jsonb_build_object('status', status));
  end if;
  v_to := status::public.order_status;
  if not private.order_transition_allowed(v_order.status, v_to) then
    perform private.fail('invalid_status_transition', format('An order that is %s cannot become %s.', v_order.status, v_to),
      jsonb_build_object('from', v_order.status, 'to', v_to));
  end if;
  if char_length(v_note) > 500 or char_length(v_courier) > 60 or char_length(v_tracking) > 60 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters, courier and tracking number to 60.');
  end if;
  v_payment := v_order.payment_status;
  if v_to <> v_order.status then
    if v_to = 'cancelled' then
      perform private.restock_order(v_order.id, 'order_cancelled', true, v_admin);
      if v_payment in ('pending', 'awaiting_transfer', 'cod_pending', 'failed') then
        v_payment := 'voided';
      end if;
      update public.payments p set status = 'cancelled' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
    elsif v_to = 'returned' then
      if restock then
        perform private.restock_order(v_order.id, 'order_returned', false, v_admin);
      end if;
      if v_payment = 'cod_pending' then
        v_payment := 'voided';
      end if;
    elsif v_to = 'delivered' and v_payment = 'cod_pending' then
      v_payment := 'cod_collected';
    end if;
  end if;
  update public.orders o
     set status = v_to,
         payment_status = v_payment,
         courier = coalesce(v_courier, o.courier),
         tracking_number = coalesce(v_tracking, o.tracking_number),
         confirmed_at = case when v_to = 'confirmed' and o.confirmed_at is null then now() else o.confirmed_at end,
         shipped_at = case when v_to = 'shipped' and o.shipped_at is null then now() else o.shipped_at end,
         delivered_at = case when v_to = 'delivered' then now() else o.delivered_at end,
         cancelled_at = case when v_to = 'cancelled' then now() else o.cancelled_at end,
         cancel_reason = case when v_to = 'cancelled' then coalesce(v_note, 'Cancelled by the shop') else o.cancel_reason end
   where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, details)
  values (v_order.id, v_to, v_payment, v_note, 'admin', v_admin,
          jsonb_strip_nulls(jsonb_build_object('courier', v_courier, 'tracking_number', v_tracking)));
  return private.order_summary(v_order.id);
end
$$;

-- Records a payment outcome the admin has checked by hand (cash remitted by the courier, a refund
-- sent, a failed wallet payment). Bank transfers use admin_confirm_bank_transfer instead.
create function public.admin_set_payment_status(order_number text, payment_status text, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_to public.payment_status;
  v_note text := nullif(btrim(note), '');
begin
  if payment_status is null or payment_status not in (select unnest(enum_range(null::public.payment_status))::text) then
    perform private.fail('invalid_status', 'Unknown payment status.', jsonb_build_object('payment_status', payment_status));
  end if;
  v_to := payment_status::public.payment_status;
  if not private.payment_transition_allowed(v_order.payment_status, v_to) then
    perform private.fail('invalid_status_transition', format('A payment that is %s cannot become %s.', v_order.payment_status, v_to),
      jsonb_build_object('from', v_order.payment_status, 'to', v_to));
  end if;
  if char_length(v_note) > 500 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters.');
  end if;
  update public.orders o set payment_status = v_to where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id, is_public)
  values (v_order.id, v_order.status, v_to, coalesce(v_note, 'Payment status updated'), 'admin', v_admin, v_to not in ('failed'));
  return private.order_summary(v_order.id);
end
$$;

-- The admin has seen the money arrive: the transfer is recorded under its bank reference (which can
-- belong to one transfer only) and the order is paid. The amount must be the order's total.
create function public.admin_confirm_bank_transfer(order_number text, reference text, amount integer, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_order public.orders := private.lock_order(order_number);
  v_reference text := nullif(btrim(reference), '');
  v_note text := nullif(btrim(note), '');
begin
  if v_order.payment_method <> 'bank_transfer' then
    perform private.fail('wrong_payment_method', 'This order is not paid by bank transfer.');
  end if;
  if v_order.status = 'cancelled' then
    perform private.fail('order_cancelled', 'This order is cancelled.');
  end if;
  if v_order.payment_status not in ('awaiting_transfer', 'failed') then
    perform private.fail('invalid_status_transition', format('A payment that is %s cannot be confirmed.', v_order.payment_status),
      jsonb_build_object('from', v_order.payment_status));
  end if;
  if v_reference is null or char_length(v_reference) not between 4 and 64 then
    perform private.fail('invalid_input', 'Please enter the bank''s transaction reference (4 to 64 characters).', '{"field": "reference"}');
  end if;
  if amount is distinct from v_order.total then
    perform private.fail('amount_mismatch', format('The transfer must be %s, the order total.', private.format_rupees(v_order.total)),
      jsonb_build_object('expected', v_order.total, 'received', amount));
  end if;
  if exists (select 1 from public.payments p where p.reference = v_reference) then
    perform private.fail('reference_used', 'This transaction reference has already been recorded.', '{"field": "reference"}');
  end if;
  insert into public.payments (order_id, gateway, reference, amount, status, verified_at, raw_response)
  values (v_order.id, 'bank_transfer', v_reference, amount, 'succeeded', now(),
          jsonb_strip_nulls(jsonb_build_object('confirmed_by', v_admin, 'note', v_note)));
  update public.orders o set payment_status = 'paid', payment_due_at = null where o.id = v_order.id;
  insert into public.order_events (order_id, status, payment_status, note, actor, actor_id)
  values (v_order.id, v_order.status, 'paid', 'Bank transfer received', 'admin', v_admin);
  return private.order_summary(v_order.id);
end
$$;

-- Adds or removes stock (a delivery from the orchard, a recount, spoilage), audited in stock_movements.
create function public.admin_adjust_stock(variant_id integer, delta integer, reason text default 'correction', note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_variant public.product_variants;
  v_reason text := coalesce(nullif(btrim(reason), ''), 'correction');
  v_note text := nullif(btrim(note), '');
begin
  if v_reason not in ('restock', 'correction', 'spoilage') then
    perform private.fail('invalid_input', 'The reason must be restock, correction or spoilage.', '{"field": "reason"}');
  end if;
  if delta is null or delta = 0 or abs(delta) > 100000 then
    perform private.fail('invalid_input', 'The change must be a whole number other than 0 (at most 100,000).', '{"field": "delta"}');
  end if;
  if char_length(v_note) > 500 then
    perform private.fail('invalid_input', 'The note is limited to 500 characters.', '{"field": "note"}');
  end if;
  select * into v_variant from public.product_variants v where v.id = admin_adjust_stock.variant_id for update;
  if not found then
    perform private.fail('variant_not_found', 'There is no such product variant.', jsonb_build_object('variant_id', admin_adjust_stock.variant_id));
  end if;
  if v_variant.stock_quantity + delta < 0 then
    perform private.fail('insufficient_stock', format('Only %s in stock; cannot remove %s.', v_variant.stock_quantity, -delta),
      jsonb_build_object('variant_id', v_variant.id, 'available', v_variant.stock_quantity));
  end if;
  update public.product_variants v set stock_quantity = v.stock_quantity + delta where v.id = v_variant.id
  returning * into v_variant;
  insert into public.stock_movements (variant_id, delta, stock_after, reason, note, actor_id)
  values (v_variant.id, delta, v_variant.stock_quantity, v_reason::public.stock_movement_reason, v_note, v_admin);
  return jsonb_build_object('variant_id', v_variant.id, 'sku', v_variant.sku, 'stock_quantity', v_variant.stock_quantity);
end
$$;

create function public.admin_set_testimonial_approval(testimonial_id uuid, approved boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row public.testimonials;
begin
  if approved is null then
    perform private.fail('invalid_input', 'Say whether the review is approved.', '{"field": "approved"}');
  end if;
  update public.testimonials t set is_approved = approved where t.id = testimonial_id returning * into v_row;
  if not found then
    perform private.fail('testimonial_not_found', 'There is no such review.', jsonb_build_object('testimonial_id', testimonial_id));
  end if;
  return to_jsonb(v_row);
end
$$;

-- Server only (service_role): opens a gateway payment for an order paid by wallet and returns the
-- reference to send to the gateway (≤ 20 letters and digits, as JazzCash's pp_TxnRefNo requires)
-- with the amount in rupees and paisa.
create function public.start_payment(order_number text, gateway text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders := private.lock_order(order_number);
  v_reference text;
  v_payment public.payments;
begin
  if gateway is null or gateway not in ('jazzcash', 'easypaisa', 'raast') or v_order.payment_method::text <> gateway then
    perform private.fail('wrong_payment_method', 'This order is not paid with this gateway.', jsonb_build_object('gateway', gateway));
  end if;
  if v_order.status <> 'pending' or v_order.payment_status not in ('pending', 'failed') then
    perform private.fail('invalid_status_transition', 'This order is not waiting for payment.',
      jsonb_build_object('status', v_order.status, 'payment_status', v_order.payment_status));
  end if;
  if v_order.payment_due_at is not null and v_order.payment_due_at <= now() then
    perform private.fail('payment_expired', 'The time to pay for this order has passed.');
  end if;
  v_reference := 'T' || to_char(now() at time zone 'Asia/Karachi', 'YYYYMMDDHH24MISS')
    || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 5));
  insert into public.payments (order_id, gateway, reference, amount, status, expires_at)
  values (v_order.id, v_order.payment_method, v_reference, v_order.total, 'initiated', v_order.payment_due_at)
  returning * into v_payment;
  if v_order.payment_status = 'failed' then
    update public.orders o set payment_status = 'pending' where o.id = v_order.id;
  end if;
  return jsonb_build_object('order_id', v_order.id, 'order_number', v_order.order_number, 'reference', v_payment.reference,
    'amount', v_payment.amount, 'amount_paisa', v_payment.amount_paisa, 'currency', v_payment.currency, 'expires_at', v_payment.expires_at);
end
$$;

-- Server only (service_role): applies a verified gateway result to the payment and its order, once.
-- A replay changes nothing; a success must carry the exact amount in paisa; money arriving after the
-- order was cancelled is recorded and flagged for a refund (non-public timeline note).
create function public.record_payment_result(
  reference text,
  status text,
  amount_paisa bigint default null,
  response_code text default null,
  response_message text default null,
  raw_response jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  v_order public.orders;
  v_payment public.payments;
  v_to public.payment_attempt_status;
  v_changed boolean := false;
begin
  if status is null or status not in ('pending', 'succeeded', 'failed', 'cancelled', 'expired') then
    perform private.fail('invalid_status', 'Unknown payment result.', jsonb_build_object('status', status));
  end if;
  v_to := status::public.payment_attempt_status;
  -- Lock the order before the payment, as every other function does.
  select p.order_id into v_order_id from public.payments p where p.reference = record_payment_result.reference;
  if not found then
    perform private.fail('payment_not_found', 'There is no payment with this reference.');
  end if;
  select * into v_order from public.orders o where o.id = v_order_id for update;
  select * into v_payment from public.payments p where p.reference = record_payment_result.reference for update;
  if v_to = 'succeeded' and amount_paisa is distinct from v_payment.amount_paisa then
    perform private.fail('amount_mismatch', 'The paid amount does not match the order.',
      jsonb_build_object('expected', v_payment.amount_paisa, 'received', amount_paisa));
  end if;

  if v_payment.status = v_to or v_payment.status in ('succeeded', 'refunded') then
    v_changed := false;
  elsif v_to = 'pending' and v_payment.status <> 'initiated' then
    v_changed := false;
  else
    v_changed := true;
    update public.payments p
       set status = v_to,
           response_code = left(record_payment_result.response_code, 20),
           response_message = left(record_payment_result.response_message, 500),
           raw_response = coalesce(record_payment_result.raw_response, '{}'::jsonb),
           verified_at = case when v_to = 'succeeded' then now() else p.verified_at end
     where p.id = v_payment.id;
    if v_to = 'succeeded' then
      update public.orders o set payment_status = 'paid', payment_due_at = null where o.id = v_order.id;
      if v_order.status = 'cancelled' then
        insert into public.order_events (order_id, status, payment_status, note, actor, is_public, details)
        values (v_order.id, v_order.status, 'paid', 'Payment arrived after the order was cancelled: refund needed', 'gateway', false,
                jsonb_build_object('reference', v_payment.reference));
      else
        insert into public.order_events (order_id, status, payment_status, note, actor, details)
        values (v_order.id, v_order.status, 'paid', 'Payment received', 'gateway', jsonb_build_object('reference', v_payment.reference));
      end if;
    elsif v_to in ('failed', 'cancelled', 'expired') and v_order.payment_status = 'pending' then
      update public.orders o set payment_status = 'failed' where o.id = v_order.id;
      insert into public.order_events (order_id, status, payment_status, note, actor, details)
      values (v_order.id, v_order.status, 'failed', 'Payment was not completed', 'gateway',
              jsonb_build_object('reference', v_payment.reference, 'response_code', left(record_payment_result.response_code, 20)));
    end if;
  end if;
  select * into v_order from public.orders o where o.id = v_order.id;
  return jsonb_build_object('order_number', v_order.order_number, 'payment_status', v_order.payment_status,
    'payment', v_to, 'changed', v_changed);
end
$$;

-- Server only (service_role), run periodically: cancels pending orders whose payment did not arrive
-- by payment_due_at and puts their stock back (once). Returns how many orders were expired.
create function public.expire_unpaid_orders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_count integer := 0;
begin
  for v_order in
    select * from public.orders o
     where o.status = 'pending'
       and o.payment_status in ('pending', 'awaiting_transfer', 'failed')
       and o.payment_due_at < now()
     order by o.payment_due_at
       for update skip locked
  loop
    perform private.restock_order(v_order.id, 'order_expired', true, null);
    update public.orders o
       set status = 'cancelled', payment_status = 'voided', cancelled_at = now(), cancel_reason = 'Payment not received in time'
     where o.id = v_order.id;
    update public.payments p set status = 'expired' where p.order_id = v_order.id and p.status in ('initiated', 'pending');
    insert into public.order_events (order_id, status, payment_status, note, actor)
    values (v_order.id, 'cancelled', 'voided', 'Cancelled: payment not received in time', 'system');
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke execute on function
  private.require_admin(),
  private.order_transition_allowed(public.order_status, public.order_status),
  private.payment_transition_allowed(public.payment_status, public.payment_status),
  private.lock_order(text),
  public.admin_update_order_status(text, text, text, text, text, boolean),
  public.admin_set_payment_status(text, text, text),
  public.admin_confirm_bank_transfer(text, text, integer, text),
  public.admin_adjust_stock(integer, integer, text, text),
  public.admin_set_testimonial_approval(uuid, boolean),
  public.start_payment(text, text),
  public.record_payment_result(text, text, bigint, text, text, jsonb),
  public.expire_unpaid_orders()
from public, anon, authenticated;
grant execute on function
  public.admin_update_order_status(text, text, text, text, text, boolean),
  public.admin_set_payment_status(text, text, text),
  public.admin_confirm_bank_transfer(text, text, integer, text),
  public.admin_adjust_stock(integer, integer, text, text),
  public.admin_set_testimonial_approval(uuid, boolean)
to authenticated, service_role;
grant execute on function
  public.start_payment(text, text),
  public.record_payment_result(text, text, bigint, text, text, jsonb),
  public.expire_unpaid_orders()
to service_role;

-- A public storage bucket for product photos uploaded from the owner console. Public buckets are
-- served without a read policy (GET /storage/v1/object/public/product-images/…); only admins may
-- list, upload, replace or delete. No broad SELECT policy, so the bucket cannot be listed by visitors.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 5242880, array['image/webp', 'image/jpeg', 'image/png', 'image/avif'])
on conflict (id) do nothing;

create policy "Admins can list product images" on storage.objects
  for select to authenticated using (bucket_id = 'product-images' and (select public.is_admin()));
create policy "Admins can upload product images" on storage.objects
  for insert to authenticated with check (bucket_id = 'product-images' and (select public.is_admin()));
create policy "Admins can replace product images" on storage.objects
  for update to authenticated using (bucket_id = 'product-images' and (select public.is_admin()))
  with check (bucket_id = 'product-images' and (select public.is_admin()));
create policy "Admins can delete product images" on storage.objects
  for delete to authenticated using (bucket_id = 'product-images' and (select public.is_admin()));

-- The product feeds for Google Merchant Center and Meta Commerce Manager. The `product-feed` edge
-- function builds both files from the catalogue, stores them in the public bucket `product-feeds`
-- (the shop serves them at /feeds/google-merchant.xml and /feeds/meta-catalog.csv) and records each
-- run here. Admins read the runs in the owner console; only the function (service_role) writes.

create table public.product_feed_runs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- The admin who asked for the run; null for a scheduled run (service_role) or a deleted account.
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text check (created_by_email is null or char_length(created_by_email) <= 320),
  item_count integer not null check (item_count >= 0),
  product_count integer not null check (product_count >= 0),
  -- [{code, message, itemIds}]: missing image, short description, out of stock.
  warnings jsonb not null default '[]' check (jsonb_typeof(warnings) = 'array'),
  -- The first items as the feeds carry them, for the console's preview.
  preview jsonb not null default '[]' check (jsonb_typeof(preview) = 'array'),
  -- Object names in the product-feeds bucket.
  google_path text not null check (char_length(google_path) between 1 and 200),
  meta_path text not null check (char_length(meta_path) between 1 and 200)
);
comment on table public.product_feed_runs is 'One row per generation of the Google and Meta product feeds (the newest 100 are kept).';
create index product_feed_runs_created_at_idx on public.product_feed_runs (created_at desc);
create index product_feed_runs_created_by_idx on public.product_feed_runs (created_by);

-- Only the newest 100 runs are kept: a scheduled hourly run would otherwise add 8,760 rows a year.
create function private.keep_recent_product_feed_runs()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.product_feed_runs r
   where r.id in (select o.id from public.product_feed_runs o order by o.created_at desc, o.id offset 100);
  return null;
end
$$;
create trigger keep_recent_runs after insert on public.product_feed_runs
  for each statement execute function private.keep_recent_product_feed_runs();
revoke execute on function private.keep_recent_product_feed_runs() from public, anon, authenticated;

alter table public.product_feed_runs enable row level security;
revoke all on public.product_feed_runs from anon, authenticated;
grant select on public.product_feed_runs to authenticated;
grant select, insert, delete on public.product_feed_runs to service_role;

create policy "Admins can read product feed runs" on public.product_feed_runs
  for select to authenticated using ((select public.is_admin()));

-- Public, so Google and Meta (through the shop's /feeds routes) read the files without a key. No
-- policy on storage.objects names this bucket: nobody but the service role lists, uploads, replaces
-- or deletes its objects. The RSS file is stored as text/plain, so the storage host never serves it
-- as an XML document; the shop's /feeds route gives it its XML content type. Storage compares an
-- upload's Content-Type with allowed_mime_types as written, parameters and all (`text/plain;
-- charset=utf-8` is not `text/plain`), and the product-feed function stores its files with a
-- charset, so the bucket names those exact types too.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-feeds', 'product-feeds', true, 52428800, array['text/plain', 'text/csv', 'text/plain; charset=utf-8', 'text/csv; charset=utf-8'])
on conflict (id) do nothing;

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

-- The shop's own details, set by the owner in /admin/settings and read by the storefront, the mails
-- and the structured data: WhatsApp/phone number, contact e-mail, pickup address and hours, the bank
-- account for transfers, social profiles and the payment-issue banner switch. One row (id = true).
-- It starts EMPTY where only the owner knows the answer: no placeholder number, no made-up account;
-- a missing value hides what would use it (no WhatsApp button, no bank transfer at checkout). The
-- hours start at what is true of the shop (every day, 08:00 to 20:00).
create table public.shop_settings (
  id boolean primary key default true constraint shop_settings_one_row check (id),
  -- A Pakistani mobile in E.164 (+923001234567): the number of the WhatsApp buttons and tel: links.
  whatsapp_number text constraint shop_settings_whatsapp_number_check check (whatsapp_number ~ '^\+923[0-9]{9}$'),
  contact_email text constraint shop_settings_contact_email_check
    check (char_length(contact_email) <= 254 and contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  pickup_address text constraint shop_settings_pickup_address_check check (char_length(pickup_address) between 5 and 200),
  opens_at time not null default '08:00',
  closes_at time not null default '20:00',
  bank_name text check (char_length(bank_name) between 2 and 80),
  bank_account_title text check (char_length(bank_account_title) between 2 and 80),
  bank_account_number text check (bank_account_number ~ '^[0-9][0-9 -]{4,28}[0-9]$'),
  -- A Pakistani IBAN without spaces: PK, 2 check digits, the bank's 4 letters, 16 digits.
  bank_iban text check (bank_iban ~ '^PK[0-9]{2}[A-Z]{4}[0-9]{16}$'),
  facebook_url text check (char_length(facebook_url) <= 200 and facebook_url ~ '^https://[^\s/]+\.[^\s]+$'),
  x_url text check (char_length(x_url) <= 200 and x_url ~ '^https://[^\s/]+\.[^\s]+$'),
  instagram_url text check (char_length(instagram_url) <= 200 and instagram_url ~ '^https://[^\s/]+\.[^\s]+$'),
  linkedin_url text check (char_length(linkedin_url) <= 200 and linkedin_url ~ '^https://[^\s/]+\.[^\s]+$'),
  payment_issue_banner boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint shop_settings_hours_check check (closes_at > opens_at),
  -- A bank account is all four details or none: never half an account on the page.
  constraint shop_settings_bank_account_check check (
    num_nonnulls(bank_name, bank_account_title, bank_account_number, bank_iban) in (0, 4)
  )
);
comment on table public.shop_settings is 'The shop''s contact details, hours, bank account, social profiles and banner switch (one row).';
create trigger set_updated_at before update on public.shop_settings
  for each row execute function private.set_updated_at();

insert into public.shop_settings default values;

alter table public.shop_settings enable row level security;
revoke all on public.shop_settings from anon, authenticated;
-- All of it is shown on the site, so everyone reads it; only admins change it. The row is made
-- here once: nobody inserts or deletes one through the API.
grant select on public.shop_settings to anon, authenticated;
grant update (whatsapp_number, contact_email, pickup_address, opens_at, closes_at, bank_name, bank_account_title,
  bank_account_number, bank_iban, facebook_url, x_url, instagram_url, linkedin_url, payment_issue_banner)
  on public.shop_settings to authenticated;
grant select, update on public.shop_settings to service_role;

create policy "Everyone can read the shop settings" on public.shop_settings
  for select to anon, authenticated using (true);
create policy "Admins can edit the shop settings" on public.shop_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Bank transfer is offered only when the owner has given the account to pay into: place_order (or
-- any other insert) refuses a bank-transfer order while the settings hold no account, with the
-- same problem as a payment method that is switched off.
create function private.refuse_transfer_without_account()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payment_method = 'bank_transfer' and not exists (select 1 from public.shop_settings s where s.bank_iban is not null) then
    perform private.raise_problem(private.problem('payment_method_unavailable', jsonb_build_object('payment_method', 'bank_transfer')));
  end if;
  return new;
end
$$;
create trigger refuse_transfer_without_account before insert on public.orders
  for each row execute function private.refuse_transfer_without_account();
revoke execute on function private.refuse_transfer_without_account() from public, anon, authenticated;

-- The owner console's coupons and shipping screens. Coupons, shipping methods and cities are written
-- through the API under their tables' admin policies; what needs more than one row at a time, or the
-- checkout's own rules, is here.

-- Every coupon for the console, newest first, with why checkout would refuse it right now whatever the
-- cart (private.coupon_problem, the checkout's rule, asked with no customer and the largest subtotal:
-- coupon_inactive, coupon_not_started, coupon_expired, coupon_used_up, or null when it can be used)
-- and how many orders carry its code (orders.coupon_code), cancelled ones apart. used_count is the
-- count the use limit is checked against.
create function public.admin_coupons()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(to_jsonb(c) || jsonb_build_object(
             'problem', private.coupon_problem(c.code, c, 2147483647, null, null) ->> 'code',
             'orders', coalesce(u.orders, 0),
             'cancelled_orders', coalesce(u.cancelled, 0)
           ) order by c.created_at desc, c.code)
      from public.coupons c
      left join (
        select o.coupon_code, count(*) filter (where o.status <> 'cancelled') as orders, count(*) filter (where o.status = 'cancelled') as cancelled
          from public.orders o
         where o.coupon_code is not null
         group by o.coupon_code
      ) u on u.coupon_code = c.code
  ), '[]'::jsonb);
end
$$;

-- Replaces the weight bands of one shipping method in one zone in a single statement, so checkout
-- never sees a zone half edited. Runs as the caller: the shipping_rates policies decide, and the
-- is_admin() check first only gives a non-admin a clear answer. bands: [{max_weight_grams, fee}],
-- at most 20, distinct weights; an empty list means the method does not deliver to that zone.
create function public.admin_replace_shipping_rates(shipping_method_id text, zone text, bands jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_zone public.shipping_zone;
  v_count integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  if not exists (select 1 from public.shipping_methods m where m.id = admin_replace_shipping_rates.shipping_method_id) then
    raise exception using errcode = 'P0001', message = 'There is no such shipping method.', detail = 'invalid_input', hint = '{"field": "shipping_method_id"}';
  end if;
  if zone is null or zone not in (select unnest(enum_range(null::public.shipping_zone))::text) then
    raise exception using errcode = 'P0001', message = 'Choose the local, regional or national zone.', detail = 'invalid_input', hint = '{"field": "zone"}';
  end if;
  v_zone := zone::public.shipping_zone;
  if bands is null or jsonb_typeof(bands) <> 'array' or jsonb_array_length(bands) > 20 then
    raise exception using errcode = 'P0001', message = 'Give at most 20 weight bands.', detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  if exists (
    select 1 from jsonb_array_elements(bands) b
     where jsonb_typeof(b) <> 'object'
        or jsonb_typeof(b -> 'max_weight_grams') <> 'number' or jsonb_typeof(b -> 'fee') <> 'number'
        or (b ->> 'max_weight_grams')::numeric <> trunc((b ->> 'max_weight_grams')::numeric)
        or (b ->> 'fee')::numeric <> trunc((b ->> 'fee')::numeric)
        or (b ->> 'max_weight_grams')::numeric not between 1 and 1000000
        or (b ->> 'fee')::numeric not between 0 and 100000
  ) then
    raise exception using errcode = 'P0001', message = 'Each band needs a weight of 1 to 1,000,000 g and a fee of Rs. 0 to Rs. 100,000, in whole numbers.',
      detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  if (select count(distinct (b ->> 'max_weight_grams')::integer) from jsonb_array_elements(bands) b) <> jsonb_array_length(bands) then
    raise exception using errcode = 'P0001', message = 'Two bands have the same weight.', detail = 'invalid_input', hint = '{"field": "bands"}';
  end if;
  delete from public.shipping_rates r where r.shipping_method_id = admin_replace_shipping_rates.shipping_method_id and r.zone = v_zone;
  insert into public.shipping_rates (shipping_method_id, zone, max_weight_grams, fee)
  select admin_replace_shipping_rates.shipping_method_id, v_zone, (b ->> 'max_weight_grams')::integer, (b ->> 'fee')::integer
    from jsonb_array_elements(bands) b;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- The console's quote preview: what checkout would charge for a parcel of this weight to this city,
-- per shipping method, by the checkout's own rule (private.shipping_quote, as price_cart calls it),
-- with whether cash on delivery is possible (private.cod_problem, as place_order checks it). subtotal is the subtotal after any discount (free-shipping thresholds look at it).
create function public.admin_shipping_preview(city_id integer, weight_grams integer, subtotal integer default 0)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_city public.cities;
begin
  perform private.require_admin();
  if weight_grams is null or weight_grams not between 1 and 1000000 then
    perform private.fail('invalid_input', 'The weight must be between 1 and 1,000,000 grams.', '{"field": "weight_grams"}');
  end if;
  if subtotal is null or subtotal not between 0 and 100000000 then
    perform private.fail('invalid_input', 'The subtotal must be between Rs. 0 and Rs. 100,000,000.', '{"field": "subtotal"}');
  end if;
  select * into v_city from public.cities c where c.id = admin_shipping_preview.city_id and c.is_active;
  if not found then
    perform private.fail('invalid_input', 'Choose an active city.', '{"field": "city_id"}');
  end if;
  return jsonb_build_object(
    'city', jsonb_build_object('id', v_city.id, 'name', v_city.city_name, 'province', v_city.province, 'zone', v_city.shipping_zone,
      'is_remote', v_city.is_remote, 'cod_available', v_city.cod_available),
    'weight_grams', weight_grams,
    'subtotal', subtotal,
    'methods', coalesce((
      select jsonb_agg(q.quote || jsonb_build_object('cod_available', private.cod_problem(v_city.id, m.id) is null) order by m.sort_order, m.id)
        from public.shipping_methods m
        cross join lateral (select private.shipping_quote(m.id, v_city.id, weight_grams, subtotal) as quote) q
       where m.is_active
    ), '[]'::jsonb)
  );
end
$$;

revoke execute on function
  public.admin_coupons(),
  public.admin_replace_shipping_rates(text, text, jsonb),
  public.admin_shipping_preview(integer, integer, integer)
from public, anon, authenticated;
grant execute on function
  public.admin_coupons(),
  public.admin_replace_shipping_rates(text, text, jsonb),
  public.admin_shipping_preview(integer, integer, integer)
to authenticated, service_role;

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

-- Wallet payments (JazzCash, Easypaisa): every message a gateway sends about a payment attempt (the
-- shopper's return, the server-to-server notification, a status inquiry) is logged here with what
-- the shop made of it. Those it did not apply (a bad signature, a changed amount, another order's
-- reference, money after the order expired) are flagged for the owner's review.

create table public.payment_notices (
  id bigint generated always as identity primary key,
  payment_id uuid references public.payments (id) on delete cascade,
  order_id uuid references public.orders (id) on delete cascade,
  gateway public.payment_method not null,
  channel text not null check (channel in ('return', 'ipn', 'inquiry')),
  reference text check (reference is null or char_length(reference) <= 64),
  -- What the message claimed, and what the shop did with it.
  claimed text check (claimed is null or char_length(claimed) <= 20),
  verdict text not null check (verdict in (
    'applied', 'duplicate', 'pending', 'bad_signature', 'no_reference', 'unknown_reference', 'wrong_order',
    'amount_mismatch', 'currency_mismatch', 'not_confirmed', 'provider_unreachable', 'late', 'paid_twice'
  )),
  needs_review boolean not null default false,
  detail text check (detail is null or char_length(detail) <= 500),
  raw jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index payment_notices_order_id_idx on public.payment_notices (order_id, created_at);
create index payment_notices_payment_id_idx on public.payment_notices (payment_id);
create index payment_notices_review_idx on public.payment_notices (created_at) where needs_review;

alter table public.payment_notices enable row level security;
revoke all on public.payment_notices from anon, authenticated;
grant select on public.payment_notices to authenticated;
grant select, insert on public.payment_notices to service_role;

create policy "Admins can read payment notices" on public.payment_notices
  for select to authenticated using ((select public.is_admin()));

-- Unpaid wallet and bank-transfer orders expire on a schedule: every 5 minutes pg_cron calls
-- expire_unpaid_orders(), which cancels each pending order whose payment_due_at has passed and puts
-- its stock back once (place_order sets the deadline: 72 hours for a bank transfer, 1 hour for a
-- wallet payment).
--
-- On hosted Supabase this enables pg_cron (as Supabase's own guide does) and schedules the job.
-- The embedded backend's shim already provides a pg_cron-compatible cron schema, and the backend
-- runs its jobs, so the extension is created only where no cron schema exists yet.
do $$
begin
  if to_regnamespace('cron') is null then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

-- cron.schedule upserts by job name, so this migration can be re-run safely.
select cron.schedule('expire-unpaid-orders', '*/5 * * * *', 'select public.expire_unpaid_orders()');

-- Reviews and contact messages sent straight to the API (/rest/v1 with the anon key, or a shopper's
-- token) are throttled in the database: at most 20 of each per 10 minutes, for all such callers
-- together. The shop's own forms insert through their rate-limited routes with the service role, so
-- a flood through the API can neither fill the owner's queues nor block the shop's forms.

create table private.direct_insert_counts (
  table_name text not null,
  window_start timestamptz not null,
  inserts integer not null check (inserts >= 0),
  primary key (table_name, window_start)
);
alter table private.direct_insert_counts enable row level security;
revoke all on private.direct_insert_counts from public, anon, authenticated;

-- SECURITY DEFINER to count in a table the API roles cannot touch. The caller's role is read from
-- the `role` setting (PostgREST's SET ROLE), which a definer function does not change; admins and
-- the service role are not counted. A refused insert rolls its own count back with it, so the
-- window stays at its limit until it ends. TG_ARGV[0]: inserts allowed per window.
create function private.throttle_direct_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window timestamptz := date_bin('10 minutes', now(), timestamptz '2000-01-01 00:00:00+00');
  v_used integer;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  insert into private.direct_insert_counts as c (table_name, window_start, inserts)
  values (tg_table_name, v_window, 1)
  on conflict (table_name, window_start) do update set inserts = c.inserts + 1
  returning c.inserts into v_used;
  if v_used > tg_argv[0]::integer then
    raise exception 'Too many submissions just now. Please try again in a few minutes.'
      using errcode = 'PT429', hint = 'Send reviews and messages through the shop''s forms.';
  end if;
  if v_used = 1 then
    delete from private.direct_insert_counts where window_start < v_window - interval '1 day';
  end if;
  return new;
end
$$;
revoke execute on function private.throttle_direct_insert() from public, anon, authenticated;

create trigger throttle_direct_insert before insert on public.testimonials
  for each row execute function private.throttle_direct_insert('20');
create trigger throttle_direct_insert before insert on public.contact_messages
  for each row execute function private.throttle_direct_insert('20');

-- What a shopper needs from the catalogue beyond the first release: more of Pakistan's towns to
-- deliver to.

-- District headquarters and tehsil towns missing from the first list, with the same zone rules as
-- the original cities: Gilgit and its suburbs are 'local', the rest of Gilgit-Baltistan 'regional',
-- everywhere else 'national'; far valleys, Tharparkar, the former tribal districts and interior
-- Balochistan are remote, and cash on delivery is off where the couriers do not collect it. Ids
-- start at 1001 so that they never meet the demo seed's fixed ids; a town already present is kept.
insert into public.cities (id, city_name, district, province, shipping_zone, is_remote, cod_available) values
  (1001, 'Nankana Sahib', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1002, 'Sangla Hill', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1003, 'Shahkot', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1004, 'Talagang', 'Talagang', 'Punjab', 'national', false, true),
  (1005, 'Wazirabad', 'Wazirabad', 'Punjab', 'national', false, true),
  (1006, 'Kot Addu', 'Kot Addu', 'Punjab', 'national', false, true),
  (1007, 'Taunsa', 'Taunsa', 'Punjab', 'national', false, true),
  (1008, 'Gujar Khan', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1009, 'Kahuta', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1010, 'Kallar Syedan', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1011, 'Kotli Sattian', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1012, 'Fateh Jang', 'Attock', 'Punjab', 'national', false, true),
  (1013, 'Pindi Gheb', 'Attock', 'Punjab', 'national', false, true),
  (1014, 'Hasan Abdal', 'Attock', 'Punjab', 'national', false, true),
  (1015, 'Jand', 'Attock', 'Punjab', 'national', false, true),
  (1016, 'Hazro', 'Attock', 'Punjab', 'national', false, true),
  (1017, 'Daska', 'Sialkot', 'Punjab', 'national', false, true),
  (1018, 'Sambrial', 'Sialkot', 'Punjab', 'national', false, true),
  (1019, 'Pasrur', 'Sialkot', 'Punjab', 'national', false, true),
  (1020, 'Kharian', 'Gujrat', 'Punjab', 'national', false, true),
  (1021, 'Sarai Alamgir', 'Gujrat', 'Punjab', 'national', false, true),
  (1022, 'Lalamusa', 'Gujrat', 'Punjab', 'national', false, true),
  (1023, 'Dina', 'Jhelum', 'Punjab', 'national', false, true),
  (1024, 'Pind Dadan Khan', 'Jhelum', 'Punjab', 'national', false, true),
  (1025, 'Sohawa', 'Jhelum', 'Punjab', 'national', false, true),
  (1026, 'Choa Saidan Shah', 'Chakwal', 'Punjab', 'national', false, true),
  (1027, 'Kallar Kahar', 'Chakwal', 'Punjab', 'national', false, true),
  (1028, 'Nowshera Virkan', 'Gujranwala', 'Punjab', 'national', false, true),
  (1029, 'Muridke', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1030, 'Ferozewala', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1031, 'Sharaqpur', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1032, 'Raiwind', 'Lahore', 'Punjab', 'national', false, true),
  (1033, 'Pattoki', 'Kasur', 'Punjab', 'national', false, true),
  (1034, 'Chunian', 'Kasur', 'Punjab', 'national', false, true),
  (1035, 'Kot Radha Kishan', 'Kasur', 'Punjab', 'national', false, true),
  (1036, 'Depalpur', 'Okara', 'Punjab', 'national', false, true),
  (1037, 'Renala Khurd', 'Okara', 'Punjab', 'national', false, true),
  (1038, 'Arifwala', 'Pakpattan', 'Punjab', 'national', false, true),
  (1039, 'Chichawatni', 'Sahiwal', 'Punjab', 'national', false, true),
  (1040, 'Mian Channu', 'Khanewal', 'Punjab', 'national', false, true),
  (1041, 'Kabirwala', 'Khanewal', 'Punjab', 'national', false, true),
  (1042, 'Jahanian', 'Khanewal', 'Punjab', 'national', false, true),
  (1043, 'Shujabad', 'Multan', 'Punjab', 'national', false, true),
  (1044, 'Jalalpur Pirwala', 'Multan', 'Punjab', 'national', false, true),
  (1045, 'Alipur', 'Muzaffargarh', 'Punjab', 'national', false, true),
  (1046, 'Jatoi', 'Muzaffargarh', 'Punjab', 'national', false, true),
  (1047, 'Ahmedpur East', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1048, 'Hasilpur', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1049, 'Yazman', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1050, 'Khairpur Tamewali', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1051, 'Chishtian', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1052, 'Haroonabad', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1053, 'Fort Abbas', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1054, 'Minchinabad', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1055, 'Khanpur', 'Rahim Yar Khan', 'Punjab', 'national', false, true),
  (1056, 'Liaquatpur', 'Rahim Yar Khan', 'Punjab', 'national', false, true),
  (1057, 'Mailsi', 'Vehari', 'Punjab', 'national', false, true),
  (1058, 'Kahror Pacca', 'Lodhran', 'Punjab', 'national', false, true),
  (1059, 'Dunyapur', 'Lodhran', 'Punjab', 'national', false, true),
  (1060, 'Jampur', 'Rajanpur', 'Punjab', 'national', false, true),
  (1061, 'Chaubara', 'Layyah', 'Punjab', 'national', false, true),
  (1062, 'Karor Lal Esan', 'Layyah', 'Punjab', 'national', false, true),
  (1063, 'Darya Khan', 'Bhakkar', 'Punjab', 'national', false, true),
  (1064, 'Kalurkot', 'Bhakkar', 'Punjab', 'national', false, true),
  (1065, 'Mankera', 'Bhakkar', 'Punjab', 'national', false, true),
  (1066, 'Isakhel', 'Mianwali', 'Punjab', 'national', false, true),
  (1067, 'Piplan', 'Mianwali', 'Punjab', 'national', false, true),
  (1068, 'Noorpur Thal', 'Khushab', 'Punjab', 'national', false, true),
  (1069, 'Quaidabad', 'Khushab', 'Punjab', 'national', false, true),
  (1070, 'Bhalwal', 'Sargodha', 'Punjab', 'national', false, true),
  (1071, 'Kot Momin', 'Sargodha', 'Punjab', 'national', false, true),
  (1072, 'Shahpur', 'Sargodha', 'Punjab', 'national', false, true),
  (1073, 'Sillanwali', 'Sargodha', 'Punjab', 'national', false, true),
  (1074, 'Jaranwala', 'Faisalabad', 'Punjab', 'national', false, true),
  (1075, 'Samundri', 'Faisalabad', 'Punjab', 'national', false, true),
  (1076, 'Tandlianwala', 'Faisalabad', 'Punjab', 'national', false, true),
  (1077, 'Chak Jhumra', 'Faisalabad', 'Punjab', 'national', false, true),
  (1078, 'Gojra', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1079, 'Kamalia', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1080, 'Pir Mahal', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1081, 'Shorkot', 'Jhang', 'Punjab', 'national', false, true),
  (1082, 'Ahmedpur Sial', 'Jhang', 'Punjab', 'national', false, true),
  (1083, 'Bhowana', 'Chiniot', 'Punjab', 'national', false, true),
  (1084, 'Lalian', 'Chiniot', 'Punjab', 'national', false, true),
  (1085, 'Pindi Bhattian', 'Hafizabad', 'Punjab', 'national', false, true),
  (1086, 'Phalia', 'Mandi Bahauddin', 'Punjab', 'national', false, true),
  (1087, 'Malakwal', 'Mandi Bahauddin', 'Punjab', 'national', false, true),
  (1088, 'Shakargarh', 'Narowal', 'Punjab', 'national', false, true),
  (1089, 'Zafarwal', 'Narowal', 'Punjab', 'national', false, true),
  (1090, 'Batagram', 'Batagram', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1091, 'Daggar', 'Buner', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1092, 'Dir', 'Upper Dir', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1093, 'Alpuri', 'Shangla', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1094, 'Saidu Sharif', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1095, 'Tank', 'Tank', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1096, 'Hangu', 'Hangu', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1097, 'Thall', 'Hangu', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1098, 'Judbah', 'Torghar', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1099, 'Havelian', 'Abbottabad', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1100, 'Balakot', 'Mansehra', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1101, 'Oghi', 'Mansehra', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1102, 'Takht Bhai', 'Mardan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1103, 'Katlang', 'Mardan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1104, 'Pabbi', 'Nowshera', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1105, 'Jahangira', 'Nowshera', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1106, 'Topi', 'Swabi', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1107, 'Shabqadar', 'Charsadda', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1108, 'Tangi', 'Charsadda', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1109, 'Matta', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1110, 'Bahrain', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1111, 'Khwazakhela', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1112, 'Dargai', 'Malakand', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1113, 'Paharpur', 'Dera Ismail Khan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1114, 'Kulachi', 'Dera Ismail Khan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1115, 'Ghazi', 'Haripur', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1116, 'Takht-e-Nasrati', 'Karak', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1117, 'Jamrud', 'Khyber', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1118, 'Booni', 'Upper Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1119, 'Mastuj', 'Upper Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1120, 'Drosh', 'Lower Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1121, 'Kalam', 'Swat', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1122, 'Pattan', 'Lower Kohistan', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1123, 'Khar', 'Bajaur', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1124, 'Landi Kotal', 'Khyber', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1125, 'Ghalanai', 'Mohmand', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1126, 'Kalaya', 'Orakzai', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1127, 'Miranshah', 'North Waziristan', 'Khyber Pakhtunkhwa', 'national', true, false),
  (1128, 'Wana', 'South Waziristan', 'Khyber Pakhtunkhwa', 'national', true, false),
  (1129, 'Jamshoro', 'Jamshoro', 'Sindh', 'national', false, true),
  (1130, 'Kotri', 'Jamshoro', 'Sindh', 'national', false, true),
  (1131, 'Sehwan', 'Jamshoro', 'Sindh', 'national', false, true),
  (1132, 'Matiari', 'Matiari', 'Sindh', 'national', false, true),
  (1133, 'Hala', 'Matiari', 'Sindh', 'national', false, true),
  (1134, 'Naushahro Feroze', 'Naushahro Feroze', 'Sindh', 'national', false, true),
  (1135, 'Moro', 'Naushahro Feroze', 'Sindh', 'national', false, true),
  (1136, 'Qambar', 'Qambar Shahdadkot', 'Sindh', 'national', false, true),
  (1137, 'Shahdadkot', 'Qambar Shahdadkot', 'Sindh', 'national', false, true),
  (1138, 'Sujawal', 'Sujawal', 'Sindh', 'national', false, true),
  (1139, 'Tando Muhammad Khan', 'Tando Muhammad Khan', 'Sindh', 'national', false, true),
  (1140, 'Tando Jam', 'Hyderabad', 'Sindh', 'national', false, true),
  (1141, 'Mehar', 'Dadu', 'Sindh', 'national', false, true),
  (1142, 'Pano Aqil', 'Sukkur', 'Sindh', 'national', false, true),
  (1143, 'Rohri', 'Sukkur', 'Sindh', 'national', false, true),
  (1144, 'Daharki', 'Ghotki', 'Sindh', 'national', false, true),
  (1145, 'Ubauro', 'Ghotki', 'Sindh', 'national', false, true),
  (1146, 'Gambat', 'Khairpur', 'Sindh', 'national', false, true),
  (1147, 'Kot Diji', 'Khairpur', 'Sindh', 'national', false, true),
  (1148, 'Ratodero', 'Larkana', 'Sindh', 'national', false, true),
  (1149, 'Shahdadpur', 'Sanghar', 'Sindh', 'national', false, true),
  (1150, 'Digri', 'Mirpur Khas', 'Sindh', 'national', false, true),
  (1151, 'Kunri', 'Umerkot', 'Sindh', 'national', false, true),
  (1152, 'Golarchi', 'Badin', 'Sindh', 'national', false, true),
  (1153, 'Sakrand', 'Shaheed Benazirabad', 'Sindh', 'national', false, true),
  (1154, 'Kashmore', 'Kashmore', 'Sindh', 'national', false, true),
  (1155, 'Islamkot', 'Tharparkar', 'Sindh', 'national', true, true),
  (1156, 'Chachro', 'Tharparkar', 'Sindh', 'national', true, true),
  (1157, 'Diplo', 'Tharparkar', 'Sindh', 'national', true, true),
  (1158, 'Nagarparkar', 'Tharparkar', 'Sindh', 'national', true, true),
  (1159, 'Mastung', 'Mastung', 'Balochistan', 'national', false, true),
  (1160, 'Pishin', 'Pishin', 'Balochistan', 'national', false, true),
  (1161, 'Kalat', 'Kalat', 'Balochistan', 'national', false, true),
  (1162, 'Dera Murad Jamali', 'Nasirabad', 'Balochistan', 'national', false, true),
  (1163, 'Dera Allah Yar', 'Jaffarabad', 'Balochistan', 'national', false, true),
  (1164, 'Usta Muhammad', 'Usta Muhammad', 'Balochistan', 'national', false, true),
  (1165, 'Uthal', 'Lasbela', 'Balochistan', 'national', false, true),
  (1166, 'Bela', 'Lasbela', 'Balochistan', 'national', false, true),
  (1167, 'Ziarat', 'Ziarat', 'Balochistan', 'national', false, true),
  (1168, 'Qila Saifullah', 'Qila Saifullah', 'Balochistan', 'national', true, true),
  (1169, 'Musakhel', 'Musakhel', 'Balochistan', 'national', true, true),
  (1170, 'Barkhan', 'Barkhan', 'Balochistan', 'national', true, true),
  (1171, 'Duki', 'Duki', 'Balochistan', 'national', true, true),
  (1172, 'Harnai', 'Harnai', 'Balochistan', 'national', true, true),
  (1173, 'Surab', 'Surab', 'Balochistan', 'national', true, true),
  (1174, 'Dalbandin', 'Chagai', 'Balochistan', 'national', true, true),
  (1175, 'Kharan', 'Kharan', 'Balochistan', 'national', true, true),
  (1176, 'Pasni', 'Gwadar', 'Balochistan', 'national', true, true),
  (1177, 'Ormara', 'Gwadar', 'Balochistan', 'national', true, true),
  (1178, 'Jiwani', 'Gwadar', 'Balochistan', 'national', true, true),
  (1179, 'Kohlu', 'Kohlu', 'Balochistan', 'national', true, false),
  (1180, 'Dera Bugti', 'Dera Bugti', 'Balochistan', 'national', true, false),
  (1181, 'Sui', 'Dera Bugti', 'Balochistan', 'national', true, false),
  (1182, 'Washuk', 'Washuk', 'Balochistan', 'national', true, false),
  (1183, 'Awaran', 'Awaran', 'Balochistan', 'national', true, false),
  (1184, 'Hattian Bala', 'Jhelum Valley', 'Azad Jammu and Kashmir', 'national', false, true),
  (1185, 'Pallandri', 'Sudhnoti', 'Azad Jammu and Kashmir', 'national', false, true),
  (1186, 'Dadyal', 'Mirpur', 'Azad Jammu and Kashmir', 'national', false, true),
  (1187, 'Athmuqam', 'Neelum', 'Azad Jammu and Kashmir', 'national', true, true),
  (1188, 'Forward Kahuta', 'Haveli', 'Azad Jammu and Kashmir', 'national', true, true),
  (1189, 'Sharda', 'Neelum', 'Azad Jammu and Kashmir', 'national', true, false),
  (1190, 'Oshikhandass', 'Gilgit', 'Gilgit-Baltistan', 'local', false, true),
  (1191, 'Nasirabad', 'Hunza', 'Gilgit-Baltistan', 'regional', false, true),
  (1192, 'Minapin', 'Nagar', 'Gilgit-Baltistan', 'regional', false, true),
  (1193, 'Sikandarabad', 'Nagar', 'Gilgit-Baltistan', 'regional', false, true),
  (1194, 'Sherqilla', 'Ghizer', 'Gilgit-Baltistan', 'regional', false, true),
  (1195, 'Bunji', 'Astore', 'Gilgit-Baltistan', 'regional', false, true),
  (1196, 'Goharabad', 'Diamer', 'Gilgit-Baltistan', 'regional', false, true),
  (1197, 'Passu', 'Hunza', 'Gilgit-Baltistan', 'regional', true, true),
  (1198, 'Hoper', 'Nagar', 'Gilgit-Baltistan', 'regional', true, true),
  (1199, 'Chatorkhand', 'Ghizer', 'Gilgit-Baltistan', 'regional', true, true),
  (1200, 'Gorikot', 'Astore', 'Gilgit-Baltistan', 'regional', true, true),
  (1201, 'Keris', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, true),
  (1202, 'Machulu', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, true),
  (1203, 'Gultari', 'Skardu', 'Gilgit-Baltistan', 'regional', true, false),
  (1204, 'Chorbat', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, false),
  (1205, 'Teru', 'Gupis-Yasin', 'Gilgit-Baltistan', 'regional', true, false)
on conflict do nothing;

select setval(pg_get_serial_sequence('public.cities', 'id'), (select max(id) from public.cities));

-- "Notify me when it is back": a shopper leaves an e-mail address or a WhatsApp number for a sold-out
-- weight. Only admins read and clear the list (the console's products screen counts it per weight);
-- nobody inserts directly: request_stock_alert() is the one way in, and it is throttled.
create table public.stock_alerts (
  id bigint generated always as identity primary key,
  variant_id integer not null references public.product_variants (id) on delete cascade,
  channel text not null check (channel in ('email', 'whatsapp')),
  -- An e-mail address (lower case) or a Pakistani mobile number as +923XXXXXXXXX.
  contact text not null check (
    (channel = 'email' and char_length(contact) <= 254 and contact ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and contact = lower(contact))
    or (channel = 'whatsapp' and contact ~ '^\+923[0-9]{9}$')
  ),
  created_at timestamptz not null default now(),
  unique (variant_id, contact)
);
create index stock_alerts_contact_created_at_idx on public.stock_alerts (contact, created_at desc);
create index stock_alerts_created_at_idx on public.stock_alerts (created_at desc);
comment on table public.stock_alerts is 'Who asked to hear when a sold-out weight is back in stock.';

alter table public.stock_alerts enable row level security;
revoke all on public.stock_alerts from anon, authenticated;
grant select, delete on public.stock_alerts to authenticated;
grant select, insert, update, delete on public.stock_alerts to service_role;
create policy "Admins read the stock alerts" on public.stock_alerts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins clear the stock alerts" on public.stock_alerts
  for delete to authenticated using ((select public.is_admin()));

-- Saves a request (anon or shopper) and answers what happened: 'saved' (also when the same contact
-- already waits for this weight), 'not_sold_out', 'unknown_variant', or 'too_many' when this contact
-- asked more than 5 times in the last hour or the shop took more than 200 requests in the last
-- minute (the throttle holds for a direct API call too). A contact in the wrong shape is a 22023.
create function public.request_stock_alert(variant_id integer, channel text, contact text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stock integer;
begin
  if request_stock_alert.channel is null or request_stock_alert.channel not in ('email', 'whatsapp')
     or request_stock_alert.contact is null
     or (request_stock_alert.channel = 'email' and (char_length(request_stock_alert.contact) > 254
         or request_stock_alert.contact !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or request_stock_alert.contact <> lower(request_stock_alert.contact)))
     or (request_stock_alert.channel = 'whatsapp' and request_stock_alert.contact !~ '^\+923[0-9]{9}$') then
    raise exception 'contact must be a lower-case e-mail address or a +923XXXXXXXXX number' using errcode = '22023';
  end if;
  select v.stock_quantity into v_stock
    from public.product_variants v join public.products p on p.id = v.product_id
    where v.id = request_stock_alert.variant_id and v.is_active and p.is_active;
  if not found then
    return 'unknown_variant';
  end if;
  if v_stock > 0 then
    return 'not_sold_out';
  end if;
  if (select count(*) from public.stock_alerts a where a.contact = request_stock_alert.contact and a.created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.stock_alerts a where a.created_at > now() - interval '1 minute') >= 200 then
    return 'too_many';
  end if;
  insert into public.stock_alerts (variant_id, channel, contact)
    values (request_stock_alert.variant_id, request_stock_alert.channel, request_stock_alert.contact)
    on conflict on constraint stock_alerts_variant_id_contact_key do nothing;
  return 'saved';
end
$$;
revoke execute on function public.request_stock_alert(integer, text, text) from public;
grant execute on function public.request_stock_alert(integer, text, text) to anon, authenticated, service_role;

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

-- Guest orders must not hoard stock (issue 15 §3). Cash on delivery takes stock at once and keeps
-- it until the owner cancels by hand, and the anon key reaches place_order without the shop's route
-- limits. So, in the database, for guest orders placed through the API roles from a phone with no
-- delivered order (an untrusted phone):
--   - at most 10 unconfirmed orders per phone (status pending, payment not received), and
--   - at most 50 unconfirmed such orders, from all new phones together, placed in the last hour.
-- Signed-in customers and phones with a delivered order are trusted; the service role and admins
-- are not counted. A refusal is a catalogued problem (phone_order_limit, guest_orders_paused) and
-- changes nothing. Every order also records whether its phone was new when it was placed
-- (orders.placed_from_new_phone), which the console shows
-- beside unconfirmed cash-on-delivery orders ("confirm by call before packing").
--
-- A trigger on orders, so place_order itself stays as it is: the trigger sees each order place_order
-- inserts (an idempotent repeat inserts nothing, so it is never counted twice).

-- SECURITY DEFINER to count every order whoever places one. The caller's role is read from the
-- `role` setting (PostgREST's SET ROLE), which place_order, a definer function, does not change.
-- Untrusted guest orders wait for each other on one advisory lock, so concurrent callers cannot
-- both see room for the last order; the variant rows place_order has locked are not needed here.
create function private.limit_guest_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_per_phone constant integer := 10;
  c_per_hour constant integer := 50;
  v_open integer;
begin
  new.placed_from_new_phone := not exists (select 1 from public.orders o where o.phone = new.phone and o.status = 'delivered');
  if not new.placed_from_new_phone or new.user_id is not null
     or coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.limit_guest_orders', 0));

  select count(*) into v_open
    from public.orders o
   where o.phone = new.phone and o.user_id is null and o.status = 'pending' and o.payment_status <> 'paid';
  if v_open >= c_per_phone then
    perform private.raise_problem(private.problem('phone_order_limit', jsonb_build_object('limit', c_per_phone)));
  end if;

  select count(*) into v_open
    from public.orders o
   where o.status = 'pending' and o.placed_from_new_phone and o.created_at > now() - interval '1 hour'
     and o.user_id is null and o.payment_status <> 'paid';
  if v_open >= c_per_hour then
    perform private.raise_problem(private.problem('guest_orders_paused', jsonb_build_object('limit', c_per_hour)));
  end if;
  return new;
end
$$;
revoke execute on function private.limit_guest_orders() from public, anon, authenticated;

create trigger limit_guest_orders before insert on public.orders
  for each row execute function private.limit_guest_orders();
