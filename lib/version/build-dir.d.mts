/** The build directory's name, relative to the project root, for the kind of build `env` asks for: .next, or .next-test for the browser tests' build. */
export declare function buildDir(env?: Record<string, string | undefined>): '.next' | '.next-test';
