/** @jest-environment node */
import { CronSyntaxError, dueSlot, parseCronSchedule } from '../../cron/cron-schedule.ts';

const at = (iso: string) => new Date(iso);
/** The minutes of one UTC hour (2026-11-26, a Thursday) in which the schedule is due. */
function dueMinutes(schedule: string, hour = '10'): number[] {
  const parsed = parseCronSchedule(schedule);
  return Array.from({ length: 60 }, (_, m) => m).filter(
    (m) => dueSlot(parsed, at(`2026-11-26T${hour}:${String(m).padStart(2, '0')}:30Z`)) !== null,
  );
}

test('steps, ranges and lists pick the minutes cron picks', () => {
  expect(dueMinutes('*/5 * * * *')).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  expect(dueMinutes('10-20/4 * * * *')).toEqual([10, 14, 18]);
  expect(dueMinutes('5/15 * * * *')).toEqual([5, 20, 35, 50]);
  expect(dueMinutes('1,2,59 * * * *')).toEqual([1, 2, 59]);
  expect(dueMinutes('0 * * * *')).toEqual([0]);
  expect(dueMinutes('* 11 * * *')).toEqual([]);
  expect(dueMinutes('@hourly')).toEqual([0]);
  expect(dueMinutes('@daily', '00')).toEqual([0]);
  expect(dueMinutes('@daily', '01')).toEqual([]);
});

test('the slot of a due minute is that minute, in UTC', () => {
  expect(dueSlot(parseCronSchedule('*/5 * * * *'), at('2026-11-26T10:05:42.123Z'))).toEqual(at('2026-11-26T10:05:00Z'));
  expect(dueSlot(parseCronSchedule('30 4 * * *'), at('2026-11-26T04:30:59Z'))).toEqual(at('2026-11-26T04:30:00Z'));
  expect(dueSlot(parseCronSchedule('30 4 * * *'), at('2026-11-26T09:30:00+05:00'))).toEqual(at('2026-11-26T04:30:00Z'));
});

test('days: either day field matches when both are restricted, both must when one is *', () => {
  // 2026-11-26 is a Thursday (4); 2026-11-27 a Friday.
  const thursday = at('2026-11-26T00:00:00Z');
  const friday = at('2026-11-27T00:00:00Z');
  expect(dueSlot(parseCronSchedule('0 0 * * thu'), thursday)).not.toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 * * thu'), friday)).toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 27 * mon'), friday)).not.toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 27 * mon'), thursday)).toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 26 * *'), thursday)).not.toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 * nov *'), thursday)).not.toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 * jan-oct *'), thursday)).toBeNull();
  expect(dueSlot(parseCronSchedule('0 0 * * 7'), at('2026-11-29T00:00:00Z'))).not.toBeNull();
});

test('"N seconds" runs once per N-second window', () => {
  const every10 = parseCronSchedule('10 seconds');
  expect(every10).toEqual({ kind: 'seconds', every: 10 });
  expect(dueSlot(every10, at('2026-11-26T10:00:09.900Z'))).toEqual(at('2026-11-26T10:00:00Z'));
  expect(dueSlot(every10, at('2026-11-26T10:00:10Z'))).toEqual(at('2026-11-26T10:00:10Z'));
});

test.each([
  ['every 5 minutes', /five fields/],
  ['* * * *', /five fields/],
  ['* * * * * *', /five fields/],
  ['60 * * * *', /minute "60" is not between 0 and 59/],
  ['* 24 * * *', /hour "24"/],
  ['* * 0 * *', /day of month "0"/],
  ['* * * 13 *', /month "13"/],
  ['* * * * 8', /day of week "8"/],
  ['20-10 * * * *', /runs backwards/],
  ['*/0 * * * *', /step must be at least 1/],
  ['* * * foo *', /month "foo"/],
  ['@reboot', /unsupported macro/],
  ['0 seconds', /between 1 and 59/],
  ['60 seconds', /between 1 and 59/],
  ['$ * * * *', /cannot read the minute field/],
])('"%s" is refused', (schedule, message) => {
  expect(() => parseCronSchedule(schedule)).toThrow(CronSyntaxError);
  expect(() => parseCronSchedule(schedule)).toThrow(message);
});
