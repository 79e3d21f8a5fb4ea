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
