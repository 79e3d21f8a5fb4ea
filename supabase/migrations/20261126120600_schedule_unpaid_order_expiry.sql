-- Unpaid wallet and bank-transfer orders expire on a schedule: every 5 minutes pg_cron calls
-- expire_unpaid_orders(), which cancels each pending order whose payment_due_at has passed and puts
-- its stock back once (place_order sets the deadline: 72 hours for a bank transfer, 1 hour for a
-- wallet payment).
--
-- On hosted Supabase this enables pg_cron (as Supabase's own guide does) and schedules the job.
-- The embedded backend's shim already provides a pg_cron-compatible cron schema, and the backend
-- runs its jobs, so the extension is created only where no cron schema exists yet.
do $$
begin
  if to_regnamespace('cron') is null then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

-- cron.schedule upserts by job name, so this migration can be re-run safely.
select cron.schedule('expire-unpaid-orders', '*/5 * * * *', 'select public.expire_unpaid_orders()');
