import { preparePgliteSnapshot, testDatabase } from '@gilgit-dry-fruits/supabase-local/testing';

/** PGlite suites copy one prepared database instead of paying initdb in every file. */
export default async function globalSetup() {
  if (testDatabase() === 'pglite') await preparePgliteSnapshot();
}
