import { charLength, cleanText } from '@/lib/format/text';

test('blank runs (white space and control characters) become one space; the ends are trimmed', () => {
  expect(cleanText('  Sana \t\n Baig  ')).toBe('Sana Baig');
  expect(cleanText('\u0007Sana\u0085Baig\u00a0\u3000Khan\ufeff')).toBe('Sana Baig Khan');
  expect(cleanText(' \r\n\t ')).toBe('');
  expect(cleanText('Sana\u200bBaig')).toBe('Sana\u200bBaig');
});

test('length counts characters as Postgres does, not UTF-16 units', () => {
  expect(charLength('Sana')).toBe(4);
  expect(charLength('😀😀')).toBe(2);
  expect(charLength('علی')).toBe(3);
  expect(charLength('')).toBe(0);
});
