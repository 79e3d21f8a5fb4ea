import path from 'node:path';

const PACKAGE_DIR = import.meta.dirname;

/** TypeScript as the backend writes it (`.ts` imports, ES2022), compiled for Jest by SWC. */
const transform = {
  '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
};

/** The backend's own tests, also run by the project's `npm test` as part of its unit and integration levels. */
export const projects = [
  {
    displayName: 'unit',
    rootDir: PACKAGE_DIR,
    testEnvironment: 'node',
    transform,
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
  },
  {
    displayName: 'integration',
    rootDir: PACKAGE_DIR,
    testEnvironment: 'node',
    transform,
    globalSetup: path.join(PACKAGE_DIR, 'tests', 'integration', 'global-setup.ts'),
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  },
];

export default { projects, testTimeout: 60_000 };
