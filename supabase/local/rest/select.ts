import { RestError } from './errors.ts';
import { Cursor, field, fieldName, type Field } from './grammar.ts';

type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

/** `select=` as a tree: columns (with alias, JSON path, cast, aggregate) and embedded relations. */
export interface SelectField {
  kind: 'field';
  field: Field;
  alias: string | null;
  cast: string | null;
  /** `col.sum()`, `count()` (on `*`): only with `db-aggregates-enabled`. */
  aggregate?: Aggregate;
  /** `col.sum()::int`: the cast of the aggregated value. */
  aggregateCast?: string;
}

export interface SelectRelation {
  kind: 'relation';
  name: string;
  alias: string | null;
  /** `!fk_name` or `!column`: which foreign key to use when several relate the two tables. */
  hint: string | null;
  join: 'inner' | 'left' | null;
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectRelation;

export const STAR: SelectItem[] = [{ kind: 'field', field: { name: '*', json: [] }, alias: null, cast: null }];

const CAST = /[\p{L}\p{N}_ $]+/uy;
const AGGREGATE = /\.(sum|avg|count|max|min)\(\)/y;
const AGGREGATE_NAME = /^\.(sum|avg|count|max|min)\(\)$/;

/**
 * At most this many columns and embedded resources in one `select`, counted at every level: each
 * becomes an entry of a target list, and PostgreSQL refuses more than 1664 of those (54011).
 */
const MAX_SELECT_ITEMS = 1000;

export function parseSelect(input: string): SelectItem[] {
  const c = new Cursor(input, 'select parameter');
  const items = forest(c);
  if (!c.done) c.fail('"," or end of input');
  const count = countItems(items);
  if (count > MAX_SELECT_ITEMS) {
    throw new RestError(
      400,
      'PGRST100',
      `The select parameter names ${count} columns and embedded resources; at most ${MAX_SELECT_ITEMS} are allowed`,
      null,
      'Select fewer columns, or * for all of them',
    );
  }
  return items;
}

function countItems(items: SelectItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.kind === 'relation' ? countItems(item.children) : 0), 0);
}

function forest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  c.ws();
  if (c.done || c.peek() === ')') return items;
  do {
    items.push(tree(c));
  } while (eatComma(c));
  return items;
}

function eatComma(c: Cursor): boolean {
  c.ws();
  const ate = c.eat(',');
  c.ws();
  return ate;
}

function tree(c: Cursor): SelectItem {
  const relation = c.attempt(() => relationHead(c));
  if (relation) {
    c.expect('(');
    relation.children = forest(c);
    c.expect(')');
    c.ws();
    return relation;
  }
  return fieldSelect(c);
}

function aliasPrefix(c: Cursor): string | null {
  return c.attempt(() => {
    const name = fieldName(c);
    if (c.peek() !== ':' || c.peek(1) === ':') c.fail('":"');
    c.pos += 1;
    return name;
  });
}

function relationHead(c: Cursor): SelectRelation {
  c.ws();
  const spread = c.eat('...');
  const alias = spread ? null : aliasPrefix(c);
  const name = fieldName(c);
  if (name === 'count' && !spread) c.fail('"("');
  let hint: string | null = null;
  let join: 'inner' | 'left' | null = null;
  for (let i = 0; i < 2 && c.eat('!'); i += 1) {
    if (c.eat('inner')) join = 'inner';
    else if (c.eat('left')) join = 'left';
    else hint = fieldName(c);
  }
  if (c.peek() !== '(') c.fail('"("');
  return { kind: 'relation', name, alias, hint, join, spread, children: [] };
}

function atItemEnd(c: Cursor): boolean {
  return c.done || c.peek() === ',' || c.peek() === ')';
}

export function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

function castAfter(c: Cursor): string | undefined {
  if (!c.eat('::')) return undefined;
  const cast = c.match(CAST)?.trim();
  if (!cast) c.fail('letter or digit');
  return cast;
}

function fieldSelect(c: Cursor): SelectField {
  c.ws();
  if (c.eat('*')) {
    c.ws();
    if (!atItemEnd(c)) c.fail('"," or end of input');
    return { kind: 'field', field: { name: '*', json: [] }, alias: null, cast: null };
  }
  const alias = aliasPrefix(c);
  if (c.eat('count()')) {
    const aggregateCast = castAfter(c);
    c.ws();
    if (!atItemEnd(c)) c.fail('"," or end of input');
    return {
      kind: 'field',
      field: { name: '*', json: [] },
      alias,
      cast: null,
      aggregate: 'count',
      ...(aggregateCast ? { aggregateCast } : {}),
    };
  }
  const f = field(c);
  const cast = castAfter(c) ?? null;
  const aggregate = c.match(AGGREGATE);
  const aggregateCast = aggregate ? castAfter(c) : undefined;
  c.ws();
  if (!atItemEnd(c)) c.fail('"->>", "->", "::", ".", "," or end of input');
  const item: SelectField = { kind: 'field', field: f, alias, cast };
  if (aggregate) item.aggregate = AGGREGATE_NAME.exec(aggregate)![1] as Aggregate;
  if (aggregateCast) item.aggregateCast = aggregateCast;
  return item;
}

/** The key a selected column gets in the JSON: the alias, the aggregate, the last JSON key, or the column name. */
export function outputName(item: SelectField): string {
  if (item.alias) return item.alias;
  if (item.aggregate) return item.aggregate;
  for (let i = item.field.json.length - 1; i >= 0; i -= 1) {
    const step = item.field.json[i]!;
    if (!step.index) return step.key;
  }
  return item.field.name;
}
