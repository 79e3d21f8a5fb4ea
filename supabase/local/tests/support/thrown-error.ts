/** The error `run` throws, which must be a `type`; any other error is thrown on, and no error at all fails the test. */
export function thrownError<E extends Error>(type: abstract new (...args: never[]) => E, run: () => unknown): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${/^[AEIOU]/.test(type.name) ? 'an' : 'a'} ${type.name}`);
}
