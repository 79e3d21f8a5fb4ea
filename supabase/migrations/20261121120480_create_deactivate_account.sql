-- deactivate_account: a signed-in customer closes their own account.
-- (Written with "create or replace": databases made before the checkout migration was split
-- already have this function and get this version on top.)

-- The caller deactivates their own account: banned (GoTrue refuses sign-in and refresh) and every
-- session revoked (deleting auth.sessions cascades to their refresh tokens). Only for oneself.
create or replace function public.deactivate_account(user_id uuid)
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

-- Grants start from nothing (service_role included), so a database that already had these
-- functions ends with the same privileges, in the same order, as a new one.
revoke execute on function public.deactivate_account(uuid) from public, anon, authenticated, service_role;
grant execute on function public.deactivate_account(uuid) to authenticated, service_role;
