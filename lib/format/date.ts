/**
 * Dates and times as shoppers in Pakistan read them: Pakistan time (Asia/Karachi, UTC+5 all year),
 * "25 Nov 2026, 3:05 pm". The month names are the shop's own, so every ICU version writes the same
 * text ("Sep", never "Sept").
 */

export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: PAKISTAN_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** "2026-11-25T10:05:00Z" → "25 Nov 2026, 3:05 pm"; text that is not a date comes back as it is. */
export function formatPakistanDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value: text }) => [type, Number(text)]));
  const hour = part.hour! % 24;
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(part.minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${part.day} ${MONTHS[part.month! - 1]} ${part.year}, ${clock}`;
}

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PAKISTAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Pakistan, as 2026-11-25 (the console's date filters). */
export function pakistanDay(date: Date): string {
  return DAY.format(date);
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const PAKISTAN_OFFSET_MS = 5 * 3_600_000;

/**
 * A date-and-time field's value ("2026-11-25T15:05"), read as Pakistan time (UTC+5, no daylight
 * saving), as an ISO instant; null when it is not a real minute of the calendar.
 */
export function pakistanLocalToIso(value: string): string | null {
  const match = LOCAL_MINUTE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - PAKISTAN_OFFSET_MS).toISOString();
}

/** The other way: an instant as a date-and-time field shows it in Pakistan time ("2026-11-25T15:05"). */
export function isoToPakistanLocal(value: string): string {
  return new Date(new Date(value).getTime() + PAKISTAN_OFFSET_MS).toISOString().slice(0, 16);
}
