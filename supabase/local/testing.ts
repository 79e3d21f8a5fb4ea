// The package's "./testing" entry: what the project's tests and tools use to run this backend.
export { clientFor, uniqueEmail } from './testing/clients.ts';
export { PROJECT_ROOT } from './testing/paths.ts';
export { pgliteSnapshotDir, preparePgliteSnapshot } from './testing/pglite-snapshot.ts';
export {
  createDatabase,
  dropDatabase,
  startTestBackend,
  TEST_JWT_SECRET,
  testDatabase,
  testKeys,
  type TestBackend,
} from './testing/test-backend.ts';
