import { formatPakistanDateTime, isoToPakistanLocal, pakistanDay, pakistanLocalToIso } from '@/lib/format/date';

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

test('a date-and-time field is read as Pakistan time (UTC+5) and shown back the same', () => {
  expect(pakistanLocalToIso('2026-11-25T15:05')).toBe('2026-11-25T10:05:00.000Z');
  expect(pakistanLocalToIso('2026-01-01T03:00')).toBe('2025-12-31T22:00:00.000Z');
  expect(isoToPakistanLocal('2025-12-31T22:00:00+00:00')).toBe('2026-01-01T03:00');
  expect(isoToPakistanLocal(pakistanLocalToIso('2026-06-30T23:59')!)).toBe('2026-06-30T23:59');
});

test.each(['', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-25T24:00', '2026-11-25T10:60', '2026-11-25 10:00', '2026-11-25T10:00:00'])(
  '%j is not a minute of the calendar',
  (value) => {
    expect(pakistanLocalToIso(value)).toBeNull();
  },
);
