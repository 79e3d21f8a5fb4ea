import type { ActivityAction, ActivityEntry } from './types';

/**
 * The activity log's lines as a person reads them ("Changed order GDF-1234: status confirmed →
 * processing"), from what the database's trigger recorded (public.activity_log: the table, the row's
 * name, and {column: [before, after]}). Pure, so every subject's sentence is pinned by a unit test.
 */

/** The tables of the log, named as the console names them. */
const SUBJECT_NOUNS: Record<string, string> = {
  orders: 'order',
  products: 'product',
  product_variants: 'weight option',
  cities: 'city',
  shipping_methods: 'shipping method',
  payment_methods: 'payment method',
  coupons: 'coupon',
  testimonials: 'the review by',
  contact_messages: 'message',
  customer_notes: 'notes on customer',
  staff: 'staff',
};

const VERBS: Record<ActivityAction, string> = { insert: 'Added', update: 'Changed', delete: 'Removed' };

/** A value longer than this is cut (the database already keeps at most 80 characters of one). */
export const ACTIVITY_VALUE_LIMIT = 60;
/** At most this many columns of a change are named; the rest are counted. */
const CHANGES_SHOWN = 4;

/** One recorded value as text: "none" for nothing, "yes"/"no", numbers and text as they are, cut when long. */
function activityValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > ACTIVITY_VALUE_LIMIT ? `${text.slice(0, ACTIVITY_VALUE_LIMIT - 1)}…` : text;
}

function after(entry: ActivityEntry, column: string): unknown {
  return entry.changes[column]?.[1];
}

/** "status confirmed → processing, courier none → TCS" (an update), "amount 500, method bank_transfer" (an insert). */
function changeList(entry: ActivityEntry, columns?: readonly string[]): string {
  const names = (columns ?? Object.keys(entry.changes)).filter((column) => column in entry.changes);
  const shown = names.slice(0, CHANGES_SHOWN).map((column) => {
    const [before, now] = entry.changes[column] ?? [null, null];
    return entry.action === 'update' ? `${column} ${activityValue(before)} → ${activityValue(now)}` : `${column} ${activityValue(now)}`;
  });
  const more = names.length - shown.length;
  return [...shown, ...(more > 0 ? [`${more} more`] : [])].join(', ');
}

function withDetails(sentence: string, details: string): string {
  return details ? `${sentence}: ${details}` : sentence;
}

function signed(value: unknown): string {
  const delta = Number(value);
  return Number.isFinite(delta) && delta > 0 ? `+${delta}` : activityValue(value);
}

/** The sentence of one entry of the log. */
export function describeActivity(entry: ActivityEntry): string {
  const key = entry.subjectKey ?? '';
  const named = (noun: string) => (key ? `${noun} ${key}` : `a ${noun.replace(/^the | by$/g, '')}`);
  switch (entry.subject) {
    case 'shop_settings':
      // Which settings changed, not their values (the bank account's details, the alerts address).
      return withDetails('Changed the settings', Object.keys(entry.changes).join(', '));
    case 'shipping_rates':
      return 'Changed the shipping rates';
    case 'refunds':
      return withDetails(`Recorded a refund on ${named('order')}`, changeList(entry, ['amount', 'method', 'reference', 'note']));
    case 'stock_movements': {
      const reason = after(entry, 'reason');
      const note = after(entry, 'note');
      const parts = [signed(after(entry, 'delta')), ...(reason ? [`(${activityValue(reason)})`] : [])].join(' ');
      return `Changed the stock of ${key ? `weight option ${key}` : 'a weight option'}: ${parts}${note ? `, “${activityValue(note)}”` : ''}`;
    }
    case 'product_images':
      return `${VERBS[entry.action]} ${key ? `a photo of ${key}` : 'a photo'}`;
    default: {
      const noun = SUBJECT_NOUNS[entry.subject] ?? entry.subject.replaceAll('_', ' ');
      const sentence = `${VERBS[entry.action]} ${named(noun)}`;
      return entry.action === 'update' ? withDetails(sentence, changeList(entry)) : sentence;
    }
  }
}

/** Where an entry leads in the console: its order's page, for an order or a refund; null otherwise. */
export function activityHref(entry: ActivityEntry): string | null {
  if (!entry.subjectKey) return null;
  return entry.subject === 'orders' || entry.subject === 'refunds' ? `/admin/orders/${encodeURIComponent(entry.subjectKey)}` : null;
}
