import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor } from '../../testing/clients.ts';
import { startTestBackend, type StartOptions, type TestBackend } from '../../testing/test-backend.ts';

/** A suite's backend and a supabase-js client for each of its keys. */
export interface BackendSuite {
  backend: TestBackend;
  anon: SupabaseClient;
  service: SupabaseClient;
}

/**
 * One backend for the tests of the enclosing file or describe block: started before them, stopped
 * after them. The fields are set when beforeAll has run, so read them inside tests and hooks.
 */
export function startBackendForSuite(options: StartOptions = {}): BackendSuite {
  const suite = {} as BackendSuite;
  beforeAll(async () => {
    suite.backend = await startTestBackend(options);
    suite.anon = clientFor(suite.backend, 'anon');
    suite.service = clientFor(suite.backend, 'service');
  });
  afterAll(() => suite.backend?.stop());
  return suite;
}

/** Start options that apply a fixture folder's migrations on top of the project's. */
export function withFixtureMigrations(folder: string): StartOptions {
  return { env: { SUPABASE_LOCAL_EXTRA_MIGRATIONS: `supabase/local/tests/fixtures/${folder}` } };
}
