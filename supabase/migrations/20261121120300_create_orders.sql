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
  check (total = subtotal - discount + shipping_fee)
);
create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);
create index orders_phone_idx on public.orders (phone);
create index orders_city_id_idx on public.orders (city_id);
create index orders_shipping_method_idx on public.orders (shipping_method);
create index orders_coupon_code_idx on public.orders (coupon_code) where coupon_code is not null;
create index orders_payment_due_idx on public.orders (payment_due_at) where status = 'pending' and payment_due_at is not null;
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
