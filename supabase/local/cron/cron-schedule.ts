/**
 * pg_cron's schedule syntax, as far as the embedded backend runs it: five fields (minute, hour,
 * day of month, month, day of week) of `*`, numbers, ranges, lists and `/step`, month and day
 * names, the macros @yearly, @annually, @monthly, @weekly, @daily, @midnight and @hourly, and
 * pg_cron's "N seconds" (1 to 59). Times are UTC, pg_cron's default (cron.timezone = GMT).
 * Not supported: @reboot and `$` (last day of the month).
 */
export type CronSchedule =
  | {
      kind: 'fields';
      minutes: Set<number>;
      hours: Set<number>;
      daysOfMonth: Set<number>;
      months: Set<number>;
      daysOfWeek: Set<number>;
      /** Vixie cron: when both day fields are restricted, a day matching either one is due. */
      eitherDay: boolean;
    }
  | { kind: 'seconds'; every: number };

export class CronSyntaxError extends Error {}

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface FieldRule {
  name: string;
  min: number;
  max: number;
  names?: string[];
  /** The value the first name stands for (months count from 1, days from 0). */
  firstName?: number;
}

const FIELDS: FieldRule[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES, firstName: 1 },
  // 7 is Sunday too, as in cron; it is folded onto 0 below.
  { name: 'day of week', min: 0, max: 7, names: DAY_NAMES, firstName: 0 },
];

export function parseCronSchedule(text: string): CronSchedule {
  const source = text.trim().toLowerCase();
  const seconds = /^(\d+)\s*seconds?$/.exec(source);
  if (seconds) {
    const every = Number(seconds[1]);
    if (every < 1 || every > 59) throw new CronSyntaxError(`"${text}": seconds must be between 1 and 59`);
    return { kind: 'seconds', every };
  }
  const expanded = source.startsWith('@') ? MACROS[source] : source;
  if (!expanded) throw new CronSyntaxError(`"${text}": unsupported macro`);
  const parts = expanded.split(/\s+/);
  if (parts.length !== 5) throw new CronSyntaxError(`"${text}": expected five fields (minute hour day-of-month month day-of-week)`);
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = parts.map((part, i) => parseField(part, FIELDS[i]!, text));
  if (daysOfWeek!.delete(7)) daysOfWeek!.add(0);
  return {
    kind: 'fields',
    minutes: minutes!,
    hours: hours!,
    daysOfMonth: daysOfMonth!,
    months: months!,
    daysOfWeek: daysOfWeek!,
    eitherDay: !parts[2]!.startsWith('*') && !parts[4]!.startsWith('*'),
  };
}

function parseField(part: string, rule: FieldRule, text: string): Set<number> {
  const values = new Set<number>();
  for (const item of part.split(',')) {
    const match = /^(\*|[a-z0-9]+(?:-[a-z0-9]+)?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new CronSyntaxError(`"${text}": cannot read the ${rule.name} field "${part}"`);
    const step = match[2] === undefined ? 1 : Number(match[2]);
    if (step < 1) throw new CronSyntaxError(`"${text}": the ${rule.name} step must be at least 1`);
    let from = rule.min;
    let to = rule.max;
    if (match[1] !== '*') {
      const [low, high] = match[1]!.split('-');
      from = readValue(low!, rule, text);
      // "5/15" means 5, 20, 35, 50: from the value to the end of the range.
      to = high !== undefined ? readValue(high, rule, text) : match[2] !== undefined ? rule.max : from;
      if (from > to) throw new CronSyntaxError(`"${text}": the ${rule.name} range ${match[1]} runs backwards`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

function readValue(token: string, rule: FieldRule, text: string): number {
  const named = rule.names?.indexOf(token) ?? -1;
  const value = named >= 0 ? named + rule.firstName! : /^\d+$/.test(token) ? Number(token) : NaN;
  if (!Number.isInteger(value) || value < rule.min || value > rule.max) {
    throw new CronSyntaxError(`"${text}": ${rule.name} "${token}" is not between ${rule.min} and ${rule.max}`);
  }
  return value;
}

/**
 * The start of the slot `now` falls in when the schedule is due then, or null: the minute for a
 * five-field schedule, the N-second window (counted from the epoch) for "N seconds". A job runs at
 * most once per slot.
 */
export function dueSlot(schedule: CronSchedule, now: Date): Date | null {
  if (schedule.kind === 'seconds') {
    const width = schedule.every * 1000;
    return new Date(Math.floor(now.getTime() / width) * width);
  }
  const dayOfMonth = schedule.daysOfMonth.has(now.getUTCDate());
  const dayOfWeek = schedule.daysOfWeek.has(now.getUTCDay());
  const day = schedule.eitherDay ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek;
  const due =
    day && schedule.minutes.has(now.getUTCMinutes()) && schedule.hours.has(now.getUTCHours()) && schedule.months.has(now.getUTCMonth() + 1);
  if (!due) return null;
  const slot = new Date(now.getTime());
  slot.setUTCSeconds(0, 0);
  return slot;
}
