import nextJest from 'next/jest.js';
import { projects as backendProjects } from './supabase/local/jest.config.mjs';

const createJestConfig = nextJest({ dir: './' });
const shared = { moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^next/root-params$': '<rootDir>/tests/support/root-params.ts' } };

/**
 * Three projects of the shop: fast unit tests; integration tests against the real embedded backend;
 * and the shop run as two instances sharing Redis (needs a build and a Redis: `npm test` runs it when
 * Redis answers, scripts/test.mjs). The embedded backend's own unit and integration tests
 * (supabase/local, a workspace package) join the first two under the same names.
 */
/** ES-module packages the tests load through Babel (next/jest transforms only Next's own and transpilePackages). */
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

/** A project's config whose transformIgnorePatterns let ESM_PACKAGES through. */
function withEsmPackages(project) {
  const [first, ...rest] = project.transformIgnorePatterns;
  return { ...project, transformIgnorePatterns: [first.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`), ...rest] };
}

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    setupFilesAfterEnv: ['<rootDir>/tests/integration/setup.ts'],
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  })();
  const multiInstance = await createJestConfig({
    ...shared,
    displayName: 'multi-instance',
    testEnvironment: 'node',
    globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    testMatch: ['<rootDir>/tests/multi-instance/**/*.test.ts'],
  })();
  return { projects: [withEsmPackages(unit), withEsmPackages(integration), multiInstance, ...backendProjects], testTimeout: 60_000 };
}
