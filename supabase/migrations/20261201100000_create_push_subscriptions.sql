-- Web Push alerts for the owner console (issue 27 §4): the devices on which an admin turned alerts
-- on. Each row is a browser's PushSubscription: the push service's URL for that browser (its
-- endpoint) and the keys a message is encrypted to (RFC 8291). An admin adds, reads and removes their
-- own devices; the shop's server reads everyone's with the service role to send, and removes a device
-- whose push service answers that it is gone.

create table public.push_subscriptions (
  endpoint text primary key check (char_length(endpoint) between 12 and 2048 and endpoint ~ '^https?://[^[:space:]]+$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url without padding.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth_secret text not null check (auth_secret ~ '^[A-Za-z0-9_-]{22}$'),
  -- What the admin recognises the device by (the browser's user agent, shortened).
  device text not null default '' check (char_length(device) <= 200),
  created_at timestamptz not null default now()
);
comment on table public.push_subscriptions is
  'Devices that receive the console''s Web Push alerts: one browser push subscription each, owned by an admin.';
create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated, service_role;
grant select, insert, delete on public.push_subscriptions to authenticated;
grant select, insert, update, delete on public.push_subscriptions to service_role;
create policy "Admins can read their own devices" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins can add devices of their own" on public.push_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins can remove their own devices" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()) and (select public.is_admin()));

-- Turns alerts on for the caller's device, or saves it again (new keys after the browser renewed
-- them). A browser has one subscription for the shop whoever is signed in, so a device another admin
-- had turned on passes to the caller: alerts go to the person using it now. Admins only.
create function public.save_push_subscription(endpoint text, p256dh text, auth_secret text, device text default '')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the shop''s admins can do this.', detail = 'not_admin', hint = '{}';
  end if;
  insert into public.push_subscriptions (endpoint, user_id, p256dh, auth_secret, device)
  values (save_push_subscription.endpoint, auth.uid(), save_push_subscription.p256dh, save_push_subscription.auth_secret,
          coalesce(left(save_push_subscription.device, 200), ''))
  on conflict on constraint push_subscriptions_pkey do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth_secret = excluded.auth_secret, device = excluded.device;
end
$$;

revoke execute on function public.save_push_subscription(text, text, text, text) from public, anon, authenticated;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;
