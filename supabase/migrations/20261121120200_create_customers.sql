-- Customers: profiles (made from sign-up metadata), favourites, testimonials and contact messages.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) <= 120),
  phone text check (phone is null or char_length(phone) <= 32),
  address text check (address is null or char_length(address) <= 500),
  postal_code text check (postal_code is null or char_length(postal_code) <= 10),
  city_id integer references public.cities (id) on delete set null,
  country text not null default 'Pakistan' check (country = 'Pakistan'),
  deactivated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_city_id_idx on public.profiles (city_id);
create trigger set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- Makes the profile from the sign-up form's metadata (full_name, phone, address, postal_code,
-- city_id). It must never fail a sign-up: odd values are coerced or dropped, and if the insert
-- still fails the profile is created empty and the reason logged.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  v_phone text := private.clean_text(meta -> 'phone', 32);
  v_city integer := private.json_int(meta -> 'city_id');
begin
  begin
    if v_city is not null and not exists (select 1 from public.cities c where c.id = v_city) then
      v_city := null;
    end if;
    insert into public.profiles (id, full_name, phone, address, postal_code, city_id)
    values (
      new.id,
      private.clean_text(meta -> 'full_name', 120),
      coalesce(private.normalize_pk_mobile(v_phone), v_phone),
      private.clean_text(meta -> 'address', 500),
      private.clean_text(meta -> 'postal_code', 10),
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
