import { RestError } from './errors.ts';
import { Cursor, field, fieldName, type Field } from './grammar.ts';

/** `select=` as a tree: columns (with alias, JSON path, cast) and embedded relations. */
export interface SelectField {
  kind: 'field';
  field: Field;
  alias: string | null;
  cast: string | null;
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

export function parseSelect(input: string): SelectItem[] {
  const c = new Cursor(input, 'select parameter');
  const items = forest(c);
  if (!c.done) c.fail('"," or end of input');
  return items;
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

function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

function fieldSelect(c: Cursor): SelectField {
  c.ws();
  if (c.eat('*')) {
    c.ws();
    if (!atItemEnd(c)) c.fail('"," or end of input');
    return { kind: 'field', field: { name: '*', json: [] }, alias: null, cast: null };
  }
  const alias = aliasPrefix(c);
  if (c.startsWith('count()')) throw aggregatesNotAllowed();
  const f = field(c);
  let cast: string | null = null;
  if (c.eat('::')) {
    cast = c.match(CAST)?.trim() || null;
    if (!cast) c.fail('letter or digit');
  }
  if (c.match(AGGREGATE)) throw aggregatesNotAllowed();
  c.ws();
  if (!atItemEnd(c)) c.fail('"->>", "->", "::", ".", "," or end of input');
  return { kind: 'field', field: f, alias, cast };
}

/** The key a selected column gets in the JSON: the alias, or the last JSON key, or the column name. */
export function outputName(item: SelectField): string {
  if (item.alias) return item.alias;
  for (let i = item.field.json.length - 1; i >= 0; i -= 1) {
    const step = item.field.json[i]!;
    if (!step.index) return step.key;
  }
  return item.field.name;
}
