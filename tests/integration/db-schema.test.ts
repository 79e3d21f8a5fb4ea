// supabase/schema.sql must be exactly what `npm run db:schema` makes from the migrated database, on
// PGlite and on PostgreSQL alike (the two print every definition the same way): this fails when a
// migration changes something without the file being regenerated, or when the file is edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import { generateSchema, SCHEMA_FILE } from '../../scripts/generate-schema';
import { setUpMigratedDatabase } from '../fixtures/db/sql';
import { firstDifference } from '../support/generated-file';

const t = setUpMigratedDatabase();
let generated: string;
beforeAll(async () => {
  generated = await generateSchema(t.db);
});

test('the committed schema is what the generator makes from the migrated database', () => {
  const committed = fs.readFileSync(path.join(process.cwd(), SCHEMA_FILE), 'utf8');
  expect(firstDifference(committed, generated, 'npm run db:schema')).toBeNull();
});

test('the generator writes the same file every time', async () => {
  expect(await generateSchema(t.db)).toBe(generated);
});

test("the schema has every kind of object of the shop's schemas, and none of the platform's", () => {
  expect(generated).toContain('create table public.orders (\n  id uuid default gen_random_uuid() not null,');
  expect(generated).toContain(
    '  placed_from_new_phone boolean default false not null,\n  town text,\n  hold_reminder_at timestamp with time zone,\n',
  );
  expect(generated).toContain('alter table public.orders add constraint orders_town_check CHECK');
  expect(generated).toContain('CREATE INDEX orders_new_phone_pending_idx ON public.orders USING btree (created_at DESC)');
  expect(generated).toContain('alter table public.orders enable row level security;');
  expect(generated).toContain('create policy "Customers can read their own orders; admins read all" on public.orders');
  expect(generated).toContain('grant update (status, handled_at) on public.contact_messages to authenticated;');
  expect(generated).toContain('CREATE TRIGGER limit_guest_orders BEFORE INSERT ON public.orders');
  expect(generated).toContain('CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users');
  expect(generated).toContain('create policy "Admins can upload product images" on storage.objects');
  expect(generated).toMatch(
    /CREATE OR REPLACE FUNCTION public\.place_order\(items jsonb, contact jsonb,[^]*?v_cod := private\.cod_problem/,
  );
  expect(generated).toContain('grant execute on function public.place_order(items jsonb, contact jsonb');
  expect(generated).toContain("select cron.schedule('expire-unpaid-orders', '*/5 * * * *', 'select public.expire_unpaid_orders()');");
  expect(generated).toContain('create type public.order_status as enum (');
  expect(generated).not.toMatch(/create table (auth|storage|cron)\./);
  expect(generated).not.toContain('FUNCTION cron.');
});
