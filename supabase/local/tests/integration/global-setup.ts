import { preparePgliteSnapshot } from '../../testing/pglite-snapshot.ts';
import { testDatabase } from '../../testing/test-backend.ts';

/** PGlite suites copy one prepared database instead of paying initdb in every file. */
export default async function globalSetup() {
  if (testDatabase() === 'pglite') await preparePgliteSnapshot();
}
