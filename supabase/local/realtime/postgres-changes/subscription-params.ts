/**
 * The parsing of one `postgres_changes` entry of a join, as hosted Realtime does it
 * (`Extensions.PostgresCdcRls.Subscriptions.parse_subscription_params`), with its error messages.
 */

/** One condition of `filter` (`column=op.value`, or `column=not.op.value`). */
export interface FilterCondition {
  column: string;
  op: string;
  value: string;
  negate: boolean;
}

export interface SubscriptionParams {
  /** `*`, `INSERT`, `UPDATE` or `DELETE`. */
  action: string;
  schema: string;
  /** `*` for every table of the schema in the publication. */
  table: string;
  conditions: FilterCondition[];
}

export type ParseResult = { ok: true; params: SubscriptionParams } | { ok: false; message: string };

const OPERATORS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']);

export function parseSubscriptionParams(entry: Record<string, unknown>): ParseResult {
  const action = actionOf(entry.event);
  const { schema, table, filter } = entry;
  const has = (key: string) => key in entry && entry[key] !== undefined;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const conditions = parseFilter(filter);
    if (!conditions.ok) return { ok: false, message: `Error parsing \`filter\` params: ${conditions.message}` };
    return { ok: true, params: { action, schema, table, conditions: conditions.conditions } };
  }
  if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    return { ok: true, params: { action, schema, table, conditions: [] } };
  }
  if (typeof schema === 'string' && !has('table') && !has('filter')) {
    return { ok: true, params: { action, schema, table: '*', conditions: [] } };
  }
  if (typeof table === 'string' && !has('schema') && !has('filter')) {
    return { ok: true, params: { action, schema: 'public', table, conditions: [] } };
  }
  return {
    ok: false,
    message: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspectMap(entry)}`,
  };
}

function actionOf(event: unknown): string {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

type FilterParse = { ok: true; conditions: FilterCondition[] } | { ok: false; message: string };

function parseFilter(filter: string): FilterParse {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, conditions: [] };
  const conditions: FilterCondition[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment);
    if (!parsed.ok) return parsed;
    conditions.push(parsed.condition);
  }
  return { ok: true, conditions };
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i += 1) {
    const char = filter[i]!;
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter[i + 1];
        previous = filter[i + 1]!;
        i += 1;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
      previous = '';
      continue;
    } else {
      current += char;
    }
    previous = char;
  }
  segments.push(current);
  return segments;
}

type SegmentParse = { ok: true; condition: FilterCondition } | { ok: false; message: string };

function parseSegment(segment: string): SegmentParse {
  const trimmed = segment.trim();
  if (trimmed === '') return { ok: false, message: 'filter must not contain empty segments (check for extra commas)' };
  const equals = trimmed.indexOf('=');
  if (equals < 0) return { ok: false, message: inspectList([trimmed]) };
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return { ok: false, message: inspectList([rest]) };
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!OPERATORS.has(op)) return { ok: false, message: inspectList([op, value]) };
  if (op === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
      return { ok: false, message: '`in` filter value must be wrapped by parentheses' };
    }
    return { ok: true, condition: { column, op, value: `{${value.slice(1, -1)}}`, negate } };
  }
  return { ok: true, condition: { column, op, value: unquote(value), negate } };
}

/** `"a,b"` → `a,b` (backslash escapes one character); a value that is not one quoted string stays as written. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let unquoted = '';
  for (let i = 1; i < value.length; i += 1) {
    const char = value[i]!;
    if (char === '"') return i === value.length - 1 ? unquoted : value;
    if (char === '\\' && i + 1 < value.length) {
      i += 1;
      unquoted += value[i];
    } else {
      unquoted += char;
    }
  }
  return value;
}

/** Elixir's `inspect` of a list of strings, the form hosted puts in its parse errors. */
function inspectList(values: string[]): string {
  return `[${values.map(inspectString).join(', ')}]`;
}

function inspectString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function inspectMap(entry: Record<string, unknown>): string {
  const pairs = Object.entries(entry)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${inspectString(key)} => ${typeof value === 'string' ? inspectString(value) : JSON.stringify(value)}`);
  return `%{${pairs.join(', ')}}`;
}

/** The parameters as hosted logs them in "Unable to subscribe …" messages. */
export function describeParams(params: SubscriptionParams): string {
  const filters = `[${params.conditions.map((c) => `{${inspectString(c.column)}, ${inspectString(c.op)}, ${inspectString(c.value)}, ${c.negate}}`).join(', ')}]`;
  return `event: ${params.action}, schema: ${params.schema}, table: ${params.table}, filters: ${filters}, select: nil`;
}
