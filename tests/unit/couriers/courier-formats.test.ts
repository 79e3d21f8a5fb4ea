/** @jest-environment node */
/** How the shop writes a phone number, a moment and a day for the couriers. */
import { karachiDate, karachiIso } from '@/lib/providers/couriers/courier-requests';
import { toLocalMobile } from '@/lib/providers/couriers/local-mobile';

test.each([
  ['+923001234567', '03001234567'],
  ['+92 355 1234567', '03551234567'],
  ['+442012345678', '+442012345678'],
  ['05811-123456', '05811-123456'],
])('the mobile %p is written %p', (phone, written) => {
  expect(toLocalMobile(phone)).toBe(written);
});

test.each([
  ['2026-11-28 14:05:09', '2026-11-28T14:05:09+05:00'],
  ['2026-11-28T14:05', '2026-11-28T14:05:00+05:00'],
  ['2026-11-28T09:05:00Z', '2026-11-28T09:05:00.000Z'],
  ['yesterday', 'yesterday'],
])('the courier time %p is %p', (local, iso) => {
  expect(karachiIso(local)).toBe(iso);
});

test('the day is the day in Karachi', () => {
  expect(karachiDate(new Date('2026-11-28T19:30:00Z'))).toBe('2026-11-29');
  expect(karachiDate(new Date('2026-11-28T18:59:00Z'))).toBe('2026-11-28');
});
