import { storableText } from '@/lib/format/text';
import type { Json } from '@/lib/supabase/database.types';

/** At most this many characters of any one string a gateway message carries are kept. */
export const MAX_KEPT_STRING = 128;
/** At most this many fields (or items) of any one object (or array) are kept. */
export const MAX_KEPT_FIELDS = 30;
/** Objects nested deeper than this are kept as a marker. */
const MAX_KEPT_DEPTH = 4;

/**
 * A gateway's message as the log keeps it (payment_notices.raw): strings cut to MAX_KEPT_STRING
 * characters (with a `…` where cut), objects and arrays to their first MAX_KEPT_FIELDS entries, and
 * nothing deeper than four levels, so a 15 KB post is stored in a few KB while every field a
 * provider really sends is kept whole (the database refuses more than 8 KB; log_payment_notice
 * keeps a marker instead). Pure: also used on what the provider's inquiry answered.
 */
export function boundedJson(value: unknown, depth = 0): Json {
  if (typeof value === 'string') return storableText(value.length > MAX_KEPT_STRING ? `${value.slice(0, MAX_KEPT_STRING)}…` : value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object') return null;
  if (depth >= MAX_KEPT_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_KEPT_FIELDS).map((item) => boundedJson(item, depth + 1));
  const entries = Object.entries(value).slice(0, MAX_KEPT_FIELDS);
  return Object.fromEntries(entries.map(([key, item]) => [storableText(key.slice(0, 64)), boundedJson(item, depth + 1)]));
}
