// lib/supabase/database.types.ts must be exactly what `npm run db:types` makes from the migrated
// database (on PGlite and on PostgreSQL alike): this fails when a migration changes without the
// types being regenerated, or when the file is edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/generate-types';
import { openMigratedDatabase, type SqlTestDatabase } from '../fixtures/db/sql';

let t: SqlTestDatabase;
let generated: string;
beforeAll(async () => {
  t = await openMigratedDatabase();
  generated = await generateDatabaseTypes(t.db);
});
afterAll(() => t?.close());

function firstDifference(committed: string, fresh: string): string | null {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i])
      return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? '<end of file>')}, generated ${JSON.stringify(b[i] ?? '<end of file>')} — run npm run db:types`;
  }
  return null;
}

test('the committed database types are what the generator makes from the migrated database', () => {
  const committed = fs.readFileSync(path.join(process.cwd(), TYPES_FILE), 'utf8');
  expect(firstDifference(committed, generated)).toBeNull();
});

test("the types describe the shop's tables, functions and enums", () => {
  expect(generated).toContain('      products: {');
  expect(generated).toContain('          area: Database["public"]["Enums"]["product_area"]');
  expect(generated).toContain('      is_admin: { Args: never; Returns: boolean }');
  expect(generated).toContain('      deactivate_account: { Args: { user_id: string }; Returns: undefined }');
  expect(generated).toMatch(
    /place_order: \{\n\s+Args: \{\n\s+contact: Json\n\s+coupon_code\?: string\n\s+idempotency_key\?: string\n\s+items: Json/,
  );
  expect(generated).toContain('          weight_grams?: never');
  expect(generated).toContain('foreignKeyName: "order_items_order_id_fkey"');
  expect(generated).toMatch(/order_status:\n\s+\| "pending"\n\s+\| "confirmed"/);
  expect(generated).not.toContain('handle_new_user');
});
