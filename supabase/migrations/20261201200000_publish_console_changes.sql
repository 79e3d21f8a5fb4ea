-- The owner console stays live on Realtime's Postgres Changes (docs/console.md): the shop's server
-- subscribes with the service-role key to the tables whose changes the console shows (orders, the
-- contact page's messages, the reviews waiting to be checked) and tells the console only which table
-- changed; no row's content leaves the server. Row-level security is unchanged: a subscriber with any
-- other role still receives only the rows its policies let it select.
alter publication supabase_realtime add table public.orders, public.contact_messages, public.testimonials;
