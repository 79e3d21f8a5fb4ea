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
