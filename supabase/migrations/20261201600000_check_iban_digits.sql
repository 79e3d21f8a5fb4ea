-- The shop's IBAN must carry check digits that match the rest of it (ISO 13616, mod 97; issue 26
-- §8): an IBAN mistyped by one digit used to be saved and shown to shoppers as the account to pay.
-- lib/settings/iban.ts holds the same rule for the console's form.
--
-- The check is added NOT VALID: a row saved before it stays as it is (no setting is lost), and the
-- next save of the settings must carry a correct IBAN, which the console's form asks for in words.

create function private.iban_check_digits_match(p_iban text)
returns boolean
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  v_rearranged text := substr(p_iban, 5) || substr(p_iban, 1, 4);
  v_character text;
  v_value integer;
  v_remainder integer := 0;
begin
  foreach v_character in array regexp_split_to_array(v_rearranged, '') loop
    if v_character ~ '^[0-9]$' then
      v_remainder := (v_remainder * 10 + v_character::integer) % 97;
    elsif v_character ~ '^[A-Z]$' then
      v_value := ascii(v_character) - ascii('A') + 10;
      v_remainder := (v_remainder * 100 + v_value) % 97;
    else
      return false;
    end if;
  end loop;
  return v_remainder = 1;
end
$$;
-- A check constraint calls its function as the one who writes the row: admins save the settings,
-- and the service role fills them in (the tests, the owner's tools).
revoke execute on function private.iban_check_digits_match(text) from public, anon;
grant execute on function private.iban_check_digits_match(text) to authenticated, service_role;

alter table public.shop_settings
  add constraint shop_settings_bank_iban_check_digits check (private.iban_check_digits_match(bank_iban)) not valid;
