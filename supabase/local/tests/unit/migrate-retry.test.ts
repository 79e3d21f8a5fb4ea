import { retryRoleCollisions } from '../../db/migrate.ts';

test('a shim that collided with another backend on the same server is run again', async () => {
  let runs = 0;
  const result = await retryRoleCollisions(
    async () => {
      runs += 1;
      if (runs < 3) throw new Error('tuple concurrently updated');
      return 'applied';
    },
    5,
    1,
  );
  expect(result).toBe('applied');
  expect(runs).toBe(3);
});

test('any other failure, or one that keeps happening, is not hidden', async () => {
  await expect(retryRoleCollisions(async () => Promise.reject(new Error('syntax error at or near "create"')), 5, 1)).rejects.toThrow(
    'syntax error',
  );
  let runs = 0;
  await expect(
    retryRoleCollisions(
      async () => {
        runs += 1;
        throw new Error('tuple concurrently updated');
      },
      3,
      1,
    ),
  ).rejects.toThrow('tuple concurrently updated');
  expect(runs).toBe(3);
});
