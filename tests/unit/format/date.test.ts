import { formatPakistanDateTime, pakistanDay } from '@/lib/format/date';

test.each([
  ['2026-11-25T10:05:00Z', '25 Nov 2026, 3:05 pm'],
  ['2026-11-25T10:05:00.123456+00:00', '25 Nov 2026, 3:05 pm'],
  ['2026-11-24T19:00:00Z', '25 Nov 2026, 12:00 am'],
  ['2026-11-25T07:00:00Z', '25 Nov 2026, 12:00 pm'],
  ['2026-09-01T04:59:00Z', '1 Sep 2026, 9:59 am'],
  ['2026-12-31T18:59:59Z', '31 Dec 2026, 11:59 pm'],
  ['2026-12-31T19:00:00Z', '1 Jan 2027, 12:00 am'],
])('%s is %s in Pakistan', (iso, expected) => {
  expect(formatPakistanDateTime(iso)).toBe(expected);
  expect(formatPakistanDateTime(new Date(iso))).toBe(expected);
});

test('text that is not a date is shown as it is', () => {
  expect(formatPakistanDateTime('soon')).toBe('soon');
});

test.each([
  ['2026-11-24T18:59:59Z', '2026-11-24'],
  ['2026-11-24T19:00:00Z', '2026-11-25'],
])('%s is the day %s in Pakistan', (iso, day) => {
  expect(pakistanDay(new Date(iso))).toBe(day);
});
