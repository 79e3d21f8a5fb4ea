import { parseError, RestError } from './errors.ts';

/**
 * The query-string grammar of PostgREST (`ApiRequest/QueryParams.hs`): field names, JSON paths,
 * operator expressions, logic trees, order terms and column lists. Each parser consumes the whole
 * input or fails with PGRST100, naming the parameter and the 1-based column like PostgREST does.
 */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: string; value: string }
  | { kind: 'quant'; op: string; quant: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: string; lang: string | null; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

export type LogicTree = { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] } | { kind: 'filter'; filter: Filter };

const SIMPLE_OPERATORS = new Set(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']);
const QUANT_OPERATORS = new Set(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch']);
const FTS_OPERATORS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

const IDENTIFIER = /[\p{L}\p{N}_ $]+/uy;
const JSON_KEY = /[^(\-:.,>)]+/uy;
const INDEX = /-?\d+/y;
const WORD = /[a-z_]+/y;

/** A position in one parameter's value, with PostgREST-shaped failures. */
export class Cursor {
  pos = 0;

  constructor(
    readonly input: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string | undefined {
    return this.input[this.pos + offset];
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.eat(text)) this.fail(JSON.stringify(text));
  }

  match(pattern: RegExp): string | null {
    pattern.lastIndex = this.pos;
    const m = pattern.exec(this.input);
    if (!m) return null;
    this.pos += m[0].length;
    return m[0];
  }

  ws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string, at = this.pos): never {
    const found = at >= this.input.length ? 'end of input' : JSON.stringify(this.input[at]);
    throw parseError(this.what, this.input, at + 1, `unexpected ${found} expecting ${expecting}`);
  }

  /** Runs `parse`; on a parse failure restores the position and returns null. */
  attempt<T>(parse: () => T): T | null {
    const start = this.pos;
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      this.pos = start;
      return null;
    }
  }

  /** One or more items separated by commas, each with white space around it. */
  commaSeparated<T>(item: () => T): T[] {
    const items: T[] = [];
    do {
      this.ws();
      items.push(item());
      this.ws();
    } while (this.eat(','));
    return items;
  }

  end(): void {
    if (!this.done) this.fail('end of input');
  }
}

function quotedValue(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.done && c.peek() !== '"') {
    if (c.peek() === '\\' && c.pos + 1 < c.input.length) c.pos += 1;
    out += c.peek();
    c.pos += 1;
  }
  c.expect('"');
  return out;
}

function identifier(c: Cursor): string {
  const text = c.match(IDENTIFIER);
  if (text === null || text.trim() === '') c.fail('field name (* or [a..z0..9_$])');
  return text.trim();
}

/** A column or relation name: `"quoted"` or identifier characters, `-` allowed between them. */
export function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  const parts = [identifier(c)];
  while (c.peek() === '-' && c.peek(1) !== '>') {
    c.pos += 1;
    parts.push(identifier(c));
  }
  return parts.join('-');
}

function atJsonIndexEnd(c: Cursor): boolean {
  return c.done || c.startsWith('->') || c.startsWith('::') || c.startsWith('.') || c.startsWith(',') || c.startsWith(')');
}

export function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : null;
    if (!arrow) return steps;
    const start = c.pos;
    const index = c.match(INDEX);
    if (index !== null && atJsonIndexEnd(c)) {
      steps.push({ arrow, key: index, index: true });
      continue;
    }
    c.pos = start;
    let key: string | null;
    if (c.peek() === '"') key = quotedValue(c);
    else {
      const parts: string[] = [];
      do {
        const part = c.match(JSON_KEY);
        if (part === null) c.fail('any non reserved character different from: .,>()');
        parts.push(part.trim());
      } while (c.peek() === '-' && c.peek(1) !== '>' && (c.pos += 1));
      key = parts.join('-');
    }
    steps.push({ arrow, key, index: false });
  }
}

export function field(c: Cursor): Field {
  c.ws();
  const name = fieldName(c);
  const json = jsonPath(c);
  c.ws();
  return { name, json };
}

/** `[not.]op[(any|all)|(lang)].value`, `in.(a,"b,c")`, `is.null`; `value` reads the operand. */
export function operatorExpression(c: Cursor, value: (c: Cursor) => string): { negate: boolean; operation: Operation } {
  const negate = c.eat('not.');
  const start = c.pos;
  const word = c.match(WORD) ?? '';
  const operation = ((): Operation | null => {
    if (word === 'in') {
      c.expect('.');
      return { kind: 'in', values: listValue(c) };
    }
    if (word === 'is') {
      c.expect('.');
      const rest = c.match(/[A-Za-z_]+/y)?.toLowerCase() as IsValue | undefined;
      if (!rest || !IS_VALUES.includes(rest)) c.fail('isVal: (null, not_null, true, false, unknown)');
      return { kind: 'is', value: rest };
    }
    if (word === 'isdistinct') {
      c.expect('.');
      return { kind: 'isdistinct', value: value(c) };
    }
    if (FTS_OPERATORS.has(word)) {
      const lang = c.eat('(') ? identifier(c) : null;
      if (lang !== null) c.expect(')');
      c.expect('.');
      return { kind: 'fts', op: word, lang, value: value(c) };
    }
    if (SIMPLE_OPERATORS.has(word)) {
      c.expect('.');
      return { kind: 'simple', op: word, value: value(c) };
    }
    if (QUANT_OPERATORS.has(word)) {
      const quant = c.eat('(any)') ? 'any' : c.eat('(all)') ? 'all' : null;
      c.expect('.');
      return quant ? { kind: 'quant', op: word, quant, value: value(c) } : { kind: 'simple', op: word, value: value(c) };
    }
    return null;
  })();
  if (!operation) c.fail(negate ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)', start);
  return { negate, operation };
}

function listValue(c: Cursor): string[] {
  c.ws();
  c.expect('(');
  c.ws();
  const values: string[] = [];
  do {
    const quoted = c.attempt(() => {
      const v = quotedValue(c);
      if (c.peek() !== ',' && c.peek() !== ')') c.fail('"," or ")"');
      return v;
    });
    values.push(quoted ?? c.match(/[^,)]*/y)!);
  } while (c.eat(','));
  c.ws();
  c.expect(')');
  c.ws();
  return values;
}

/** The operand of a top-level filter: everything that is left. */
export function restOfInput(c: Cursor): string {
  const value = c.input.slice(c.pos);
  c.pos = c.input.length;
  return value;
}

/** The operand inside `or=(…)`: a quoted value, a `{…}` array literal, or text up to `,` or `)`. */
function logicValue(c: Cursor): string {
  const quoted = c.attempt(() => {
    const v = quotedValue(c);
    if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail('"," or ")"');
    return v;
  });
  if (quoted !== null) return quoted;
  if (c.peek() === '{') {
    const array = c.match(/\{[^{}]*\}/y);
    if (array !== null) return array;
  }
  return c.match(/[^,)]*/y)!;
}

export function logicTree(c: Cursor): LogicTree {
  const statement = c.attempt(() => {
    const f = field(c);
    c.expect('.');
    const { negate, operation } = operatorExpression(c, logicValue);
    return { kind: 'filter', filter: { field: f, negate, operation } } as LogicTree;
  });
  if (statement) return statement;
  const negate = c.eat('not.');
  const op = c.eat('and') ? 'and' : c.eat('or') ? 'or' : c.fail('logic operator (and, or)');
  c.ws();
  c.expect('(');
  c.ws();
  const children = c.commaSeparated(() => logicTree(c));
  c.expect(')');
  c.ws();
  return { kind: 'expr', negate, op, children };
}

export function columnList(input: string, what: string): string[] {
  const c = new Cursor(input, what);
  const names = c.commaSeparated(() => fieldName(c));
  c.end();
  return names;
}
