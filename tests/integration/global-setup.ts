import { testDatabase } from '../support/backend';
import { preparePgliteSnapshot } from '../support/pglite-snapshot';

/** PGlite suites copy one prepared database instead of paying initdb in every file. */
export default async function globalSetup() {
  if (testDatabase() === 'pglite') await preparePgliteSnapshot();
}
