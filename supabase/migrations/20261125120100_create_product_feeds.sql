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
-- as an XML document; the shop's /feeds route gives it its XML content type.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-feeds', 'product-feeds', true, 52428800, array['text/plain', 'text/csv'])
on conflict (id) do nothing;
