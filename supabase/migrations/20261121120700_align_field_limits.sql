-- One rule per field, in the database and in the shop's forms (lib/auth/schemas.ts and
-- lib/format/text.ts); tests/integration/db-field-limits.test.ts sends boundary values to both.
--
-- * Text from forms is cleaned by one explicit character class instead of [[:cntrl:][:space:]],
--   whose meaning depends on the database's locale (PGlite's C locale and a PostgreSQL in C.UTF-8
--   disagree on U+1680, for one): every control character and every character JavaScript's \s
--   matches.
-- * Pakistani mobile numbers follow the forms' rule: the spec's pattern (an optional +, then at
--   least 10 digits, spaces or dashes), then a mobile number; parentheses and dots are not accepted.
-- * A profile holds what the sign-up and settings forms accept: a full name of 2 to 100 characters,
--   a mobile number as +923XXXXXXXXX, an address of 5 to 500 characters, a 5-digit postal code,
--   each read as the forms read it (a trigger cleans the text and normalises the phone, so a direct
--   upsert of the spec's "Save profile" call stores what the settings form would). Sign-up metadata
--   that does not fit is dropped (never failing the sign-up), as before.

create or replace function private.clean_text(value jsonb, max_length integer)
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

-- Pakistani mobile numbers in any common spelling (0300-1234567, +92 300 1234567, 923001234567,
-- 0092…) become +923001234567. Includes 0355 (SCOM, Gilgit-Baltistan). Anything else gives null.
-- The same rule as normalizePakistaniMobile in lib/phone/phone.ts (white space is JavaScript's \s).
create or replace function private.normalize_pk_mobile(raw text)
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

-- Before a profile is written: its text as the forms read it, the phone as +923XXXXXXXXX when it is
-- a Pakistani mobile number (anything else is left for the check to refuse). SECURITY DEFINER only
-- to call the private helpers on behalf of the shopper; it changes nothing but the row being written.
create or replace function private.prepare_profile()
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
drop trigger if exists prepare_profile on public.profiles;
create trigger prepare_profile before insert or update on public.profiles
  for each row execute function private.prepare_profile();
revoke execute on function private.prepare_profile() from public, anon, authenticated;

-- Profiles made before these limits: what no longer fits is cut to the limit or dropped (the
-- trigger above cleans every row it touches).
update public.profiles p set full_name = p.full_name
 where p.full_name is distinct from private.clean_text(to_jsonb(p.full_name), 10000)
    or p.address is distinct from private.clean_text(to_jsonb(p.address), 10000)
    or p.postal_code is distinct from private.clean_text(to_jsonb(p.postal_code), 10000)
    or p.phone is distinct from coalesce(private.normalize_pk_mobile(p.phone), private.clean_text(to_jsonb(p.phone), 10000));
update public.profiles p
   set full_name = case when char_length(p.full_name) < 2 then null else left(p.full_name, 100) end
 where char_length(p.full_name) not between 2 and 100;
update public.profiles p set phone = null where p.phone !~ '^\+923[0-9]{9}$';
update public.profiles p set address = null where char_length(p.address) < 5;
update public.profiles p set postal_code = null where p.postal_code !~ '^[0-9]{5}$';

alter table public.profiles drop constraint if exists profiles_full_name_check;
alter table public.profiles add constraint profiles_full_name_check
  check (full_name is null or char_length(full_name) between 2 and 100);
alter table public.profiles drop constraint if exists profiles_phone_check;
alter table public.profiles add constraint profiles_phone_check
  check (phone is null or phone ~ '^\+923[0-9]{9}$');
alter table public.profiles drop constraint if exists profiles_address_check;
alter table public.profiles add constraint profiles_address_check
  check (address is null or char_length(address) between 5 and 500);
alter table public.profiles drop constraint if exists profiles_postal_code_check;
alter table public.profiles add constraint profiles_postal_code_check
  check (postal_code is null or postal_code ~ '^[0-9]{5}$');

-- Makes the profile from the sign-up form's metadata (full_name, phone, address, postal_code,
-- city_id). It must never fail a sign-up: a value the profile cannot hold is cut to its limit
-- (name, address) or dropped, and if the insert still fails the profile is created empty and the
-- reason logged.
create or replace function public.handle_new_user()
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
