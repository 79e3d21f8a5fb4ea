import { storableText } from '@/lib/format/text';
import { boundedJson, MAX_KEPT_FIELDS, MAX_KEPT_STRING } from '@/lib/payments/bounded-json';

// Issue 31 §3: what the payment log keeps of a message is bounded, whatever a client posts.
test("a provider's real message is kept whole", () => {
  const message = {
    pp_TxnRefNo: 'T20261201120000ABCDE',
    pp_Amount: '290000',
    pp_SecureHash: 'A'.repeat(64),
    nested: { list: [1, true, null] },
  };
  expect(boundedJson(message)).toEqual(message);
});

test('a 15 KB post is cut to its first fields, each string to its first characters', () => {
  const post = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, 'x'.repeat(150)]));
  const kept = boundedJson(post) as Record<string, string>;
  expect(JSON.stringify(post).length).toBeGreaterThan(15_000);
  expect(Object.keys(kept)).toHaveLength(MAX_KEPT_FIELDS);
  expect(kept.field0).toBe(`${'x'.repeat(MAX_KEPT_STRING)}…`);
  expect(JSON.stringify(kept).length).toBeLessThan(8192);
});

test('deep nesting, long keys and values JSON cannot hold are bounded too', () => {
  expect(boundedJson({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '…' } } } });
  expect(Object.keys(boundedJson({ ['k'.repeat(500)]: 1 }) as object)[0]).toHaveLength(64);
  expect(boundedJson([Number.NaN, undefined, () => 1])).toEqual([null, null, null]);
  expect(boundedJson(Array.from({ length: 100 }, (_, i) => i))).toHaveLength(MAX_KEPT_FIELDS);
});

test('a NUL, which Postgres text cannot hold, is kept as U+FFFD in values and names', () => {
  expect(boundedJson({ ['k\u0000']: ['a\u0000b'] })).toEqual({ ['k\uFFFD']: ['a\uFFFDb'] });
  expect(storableText('\u0000x\u0000')).toBe('\uFFFDx\uFFFD');
});
