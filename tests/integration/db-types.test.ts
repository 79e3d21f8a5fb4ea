// lib/supabase/database.types.ts must be exactly what `npm run db:types` makes from the migrated
// database (on PGlite and on PostgreSQL alike): this fails when a migration changes without the
// types being regenerated, or when the file is edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/generate-types';
import { setUpMigratedDatabase } from '../fixtures/db/sql';
import { firstDifference } from '../support/generated-file';

const t = setUpMigratedDatabase();
let generated: string;
beforeAll(async () => {
  generated = await generateDatabaseTypes(t.db);
});

test('the committed database types are what the generator makes from the migrated database', () => {
  const committed = fs.readFileSync(path.join(process.cwd(), TYPES_FILE), 'utf8');
  expect(firstDifference(committed, generated, 'npm run db:types')).toBeNull();
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
