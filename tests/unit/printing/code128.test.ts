import { canEncodeCode128, code128Bars, encodeCode128Values } from '@/lib/printing/code128';

// Symbol values worked out by hand from the Code 128 tables: start, data, checksum, stop (106).
test.each([
  ['ABC', [104, 33, 34, 35, 1, 106]],
  ['123456', [105, 12, 34, 56, 44, 106]],
  ['LE7512345678', [104, 44, 37, 99, 75, 12, 34, 56, 78, 39, 106]],
  ['A12345', [104, 33, 17, 99, 23, 45, 64, 106]],
  ['1234AB', [105, 12, 34, 100, 33, 34, 66, 106]],
])('%s encodes as %j', (text, values) => {
  expect(encodeCode128Values(text)).toEqual(values);
});

test('digit runs too short to pay off stay in code set B', () => {
  expect(encodeCode128Values('AB1234CD')).toEqual([104, 33, 34, 17, 18, 19, 20, 35, 36, expect.any(Number), 106]);
});

test('every symbol is eleven modules, the stop thirteen, starting and ending with a bar', () => {
  const { bars, modules } = code128Bars('LE7512345678');
  const symbols = encodeCode128Values('LE7512345678').length;
  expect(modules).toBe(11 * (symbols - 1) + 13);
  expect(bars[0]![0]).toBe(0);
  const [lastStart, lastWidth] = bars.at(-1)!;
  expect(lastStart + lastWidth).toBe(modules);
  expect(bars).toHaveLength(3 * symbols + 1);
});

test('only printable ASCII can be encoded', () => {
  expect(canEncodeCode128('LE-751 234')).toBe(true);
  expect(canEncodeCode128('')).toBe(false);
  expect(canEncodeCode128('ٹریکنگ')).toBe(false);
  expect(() => encodeCode128Values('tab\there')).toThrow(RangeError);
});
