import { createBoundedCache } from '@/lib/cache/bounded-cache';

test('keeps at most max entries, dropping the least recently used', () => {
  const cache = createBoundedCache<number>({ max: 2, ttlMs: 1000 });
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1); // a is now the most recently used
  cache.set('c', 3);
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
});

test('an entry expires after ttlMs; delete and clear drop entries', () => {
  let now = 0;
  const cache = createBoundedCache<string>({ max: 5, ttlMs: 100, now: () => now });
  cache.set('a', 'x');
  cache.set('b', 'y');
  now = 99;
  expect(cache.get('a')).toBe('x');
  now = 100;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(1);
  cache.delete('b');
  expect(cache.size).toBe(0);
  cache.set('c', 'z');
  cache.clear();
  expect(cache.get('c')).toBeUndefined();
});
