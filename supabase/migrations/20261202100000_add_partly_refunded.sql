-- A payment of which part has been given back (issue 26 §1). On its own: a value added to an enum
-- cannot be used in the transaction that adds it, and each migration runs in one transaction
-- (supabase/local/db/migrate.ts; `supabase db push` does the same), so the refunds that use it follow
-- in the next migration.
alter type public.payment_status add value 'partly_refunded' before 'refunded';
