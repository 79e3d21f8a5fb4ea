/** Dates as Pakistanis read them, in Pakistan time (Asia/Karachi, UTC+5 all year). */
const TIME_ZONE = 'Asia/Karachi';

const DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE });

/** The calendar day in Pakistan, as 2026-11-25. */
export function pakistanDay(date: Date): string {
  return DAY.format(date);
}

/** 25 Nov 2026, 3:05 pm */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
