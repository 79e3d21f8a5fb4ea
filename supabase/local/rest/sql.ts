import { quoteIdent } from '../db/database.ts';
import type { Field, Filter, LogicTree } from './grammar.ts';
import type { OrderTerm } from './query-params.ts';
import type { Column } from './schema-cache.ts';

/** Bind parameters of one statement; every value from the request travels here, never in the SQL text. */
export class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const ident = quoteIdent;

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Column lookup of the relation a field belongs to (JSON paths need to know json/jsonb columns). */
export type ColumnLookup = (name: string) => Column | undefined;

export function fieldSql(qualifier: string, field: Field, columns: ColumnLookup, params: Params): string {
  const column = field.name === '*' ? `${qualifier}.*` : `${qualifier}.${quoteIdent(field.name)}`;
  if (field.json.length === 0) return column;
  let sql = columns(field.name)?.isJson ? column : `to_jsonb(${column})`;
  for (const step of field.json) sql += `${step.arrow}${step.index ? `${params.add(step.key)}::int` : params.add(step.key)}`;
  return sql;
}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** `{"a","b,c"}`: the array literal `= ANY($n)` receives for `in.(…)`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export function filterSql(qualifier: string, filter: Filter, columns: ColumnLookup, params: Params): string {
  const lhs = fieldSql(qualifier, filter.field, columns, params);
  const not = filter.negate ? 'NOT ' : '';
  const op = filter.operation;
  switch (op.kind) {
    case 'simple': {
      const value = op.op === 'like' || op.op === 'ilike' ? op.value.replace(/\*/g, '%') : op.value;
      return `${not}${lhs} ${OPERATORS[op.op]} ${params.add(value)}`;
    }
    case 'quant': {
      const value = op.op === 'like' || op.op === 'ilike' ? op.value.replace(/\*/g, '%') : op.value;
      return `${not}${lhs} ${OPERATORS[op.op]} ${op.quant.toUpperCase()}(${params.add(value)})`;
    }
    case 'in':
      if (op.values.length === 1 && op.values[0] === '') return `${not}${lhs} = ANY('{}')`;
      return `${not}${lhs} = ANY(${params.add(arrayLiteral(op.values))})`;
    case 'is':
      return `${not}${lhs} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[op.value]}`;
    case 'isdistinct':
      return `${not}${lhs} IS DISTINCT FROM ${params.add(op.value)}`;
    case 'fts': {
      const lang = op.lang === null ? '' : `${params.add(op.lang)}::regconfig, `;
      return `${not}${lhs} @@ ${FTS_FUNCTIONS[op.op]}(${lang}${params.add(op.value)})`;
    }
  }
}

/** A filter the caller turns into SQL itself (an `is.null` on an embedded resource), or null. */
export type FilterHook = (filter: Filter) => string | null;

export function logicSql(qualifier: string, tree: LogicTree, columns: ColumnLookup, params: Params, hook?: FilterHook): string {
  if (tree.kind === 'filter') return hook?.(tree.filter) ?? filterSql(qualifier, tree.filter, columns, params);
  const inner = tree.children.map((child) => logicSql(qualifier, child, columns, params, hook)).join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negate ? 'NOT ' : ''}(${inner})`;
}

/** `related` gives the qualifier of a to-one embedded resource for `order=rel(col)` terms. */
export function orderSql(
  qualifier: string,
  terms: OrderTerm[],
  columns: ColumnLookup,
  params: Params,
  related?: (name: string) => string,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    const direction = t.direction === 'desc' ? ' DESC' : t.direction === 'asc' ? ' ASC' : '';
    const nulls = t.nulls === 'first' ? ' NULLS FIRST' : t.nulls === 'last' ? ' NULLS LAST' : '';
    const field =
      t.relation === undefined
        ? fieldSql(qualifier, t.field, columns, params)
        : fieldSql(related!(t.relation), t.field, () => undefined, params);
    return `${field}${direction}${nulls}`;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

export function limitSql(offset: number, limit: number | null, params: Params): string {
  let sql = '';
  if (limit !== null) sql += ` LIMIT ${params.add(String(limit))}`;
  if (offset > 0 || limit !== null) sql += ` OFFSET ${params.add(String(offset))}`;
  return sql;
}
