import { rangeError } from './errors.ts';
import {
  columnList,
  Cursor,
  field,
  fieldName,
  jsonPath,
  logicTree,
  operatorExpression,
  restOfInput,
  type Field,
  type Filter,
  type LogicTree,
} from './grammar.ts';
import { parseSelect, STAR, type SelectItem } from './select.ts';

export interface OrderTerm {
  /** `order=rel(col)`: a column of a to-one embedded resource. */
  relation?: string;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** A window of rows: `offset` and an optional `limit` (null: no limit). */
export interface RowRange {
  offset: number;
  limit: number | null;
}

/** Everything in the query string, grouped by the embedded resource it applies to ('' = the root). */
export interface QueryParams {
  select: SelectItem[];
  filters: { path: string; filter: Filter }[];
  logic: { path: string; tree: LogicTree }[];
  order: Map<string, OrderTerm[]>;
  ranges: Map<string, RowRange>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** GET/HEAD /rpc/fn: parameters without an operator are the function's arguments (repeated: VARIADIC). */
  rpcArgs: Map<string, string[]>;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

export function parseQueryParams(search: URLSearchParams, rpcRead: boolean): QueryParams {
  const params: QueryParams = {
    select: STAR,
    filters: [],
    logic: [],
    order: new Map(),
    ranges: new Map(),
    columns: null,
    onConflict: null,
    rpcArgs: new Map(),
  };
  const limits = new Map<string, number>();
  const offsets = new Map<string, number>();
  for (const [key, value] of search) {
    if (RESERVED.has(key)) {
      if (key === 'select') params.select = value === '' ? [] : parseSelect(value);
      else if (key === 'columns') params.columns = columnList(value, 'columns parameter');
      else if (key === 'on_conflict') params.onConflict = columnList(value, 'on_conflict parameter');
      continue;
    }
    const dot = key.lastIndexOf('.');
    const last = key.slice(dot + 1);
    const prefix = dot < 0 ? '' : key.slice(0, dot);
    if (!EMBEDDABLE.has(last)) {
      addFilter(params, key, value, rpcRead);
    } else if (last === 'order') {
      params.order.set(embedPath(prefix), orderTerms(value));
    } else if (last === 'limit' || last === 'offset') {
      if (!/^-?\d+$/.test(value)) continue;
      (last === 'limit' ? limits : offsets).set(embedPath(prefix), Number(value));
    } else {
      const parts = prefix === '' ? [] : prefix.split('.');
      const path = embedPath(parts.filter((p) => p !== 'not').join('.'));
      const negated = parts.includes('not') ? 'not.' : '';
      const c = new Cursor(`${negated}${last}${value}`, 'logic tree');
      const tree = logicTree(c);
      c.end();
      params.logic.push({ path, tree });
    }
  }
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    const limit = limits.get(path) ?? null;
    if (limit !== null && limit < 0) throw rangeError('Limit should be greater than or equal to zero.');
    params.ranges.set(path, { offset: Math.max(0, offsets.get(path) ?? 0), limit });
  }
  return params;
}

function embedPath(prefix: string): string {
  if (prefix === '') return '';
  const c = new Cursor(prefix, 'tree path');
  const names = [fieldName(c)];
  while (c.eat('.')) names.push(fieldName(c));
  c.end();
  return names.join('.');
}

function addFilter(params: QueryParams, key: string, value: string, rpcRead: boolean): void {
  const path = new Cursor(key, 'tree path');
  const names = [fieldName(path)];
  while (path.eat('.')) names.push(fieldName(path));
  const json = jsonPath(path);
  path.end();
  const column: Field = { name: names.pop()!, json };
  const c = new Cursor(value, 'filter');
  const parse = () => {
    const expression = operatorExpression(c, restOfInput);
    c.end();
    return expression;
  };
  const expression = rpcRead ? c.attempt(parse) : parse();
  if (!expression) {
    params.rpcArgs.set(column.name, [...(params.rpcArgs.get(column.name) ?? []), value]);
    return;
  }
  params.filters.push({ path: names.join('.'), filter: { field: column, ...expression } });
}

function orderTerms(value: string): OrderTerm[] {
  const c = new Cursor(value, 'order');
  const terms: OrderTerm[] = [];
  do {
    const relation = c.attempt(() => {
      c.ws();
      const name = fieldName(c);
      c.expect('(');
      return name;
    });
    const f = field(c);
    if (relation !== null) c.expect(')');
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    if (c.eat('.asc')) direction = 'asc';
    else if (c.eat('.desc')) direction = 'desc';
    if (c.eat('.nullsfirst')) nulls = 'first';
    else if (c.eat('.nullslast')) nulls = 'last';
    c.ws();
    if (!c.done && c.peek() !== ',') c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
    terms.push(relation === null ? { field: f, direction, nulls } : { relation, field: f, direction, nulls });
  } while (c.eat(','));
  return terms;
}

/** PostgREST's `Range: 0-9` header (GET only), intersected with `limit`/`offset`. */
export function applyRangeHeader(range: RowRange | undefined, header: string | undefined): RowRange | undefined {
  if (!header) return range;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return range;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? null : Number(match[2]);
  if (upper !== null && upper < lower) {
    throw rangeError('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  const base = range ?? { offset: 0, limit: null };
  if (base.limit === 0) return base;
  const start = Math.max(lower, base.offset);
  const end = Math.min(upper ?? Infinity, base.limit === null ? Infinity : base.offset + base.limit - 1);
  if (end < start) throw rangeError('Limit should be greater than or equal to zero.');
  return { offset: start, limit: end === Infinity ? null : end - start + 1 };
}
