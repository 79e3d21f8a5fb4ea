// Where a build of the shop lives, by its kind: `npm start`'s in .next, the browser tests' (with their
// test-only pages, E2E_TEST_ROUTES=on) in .next-test, so that `npm test` never replaces the build
// `npm start` serves. Read by next.config.mjs (distDir), the build version, the shop's server and the
// scripts that build and start it. Plain JavaScript so that next.config.mjs can import it.

/** The build directory's name, relative to the project root, for the kind of build `env` asks for. */
export function buildDir(env = process.env) {
  return env.E2E_TEST_ROUTES === 'on' ? '.next-test' : '.next';
}
