import { DatabaseError } from '../db/database.ts';
import { representationsNotImplemented, RestError } from './errors.ts';
import type { Filter } from './grammar.ts';
import { embedSql, type Embedded } from './embed.ts';
import type { QueryParams, RowRange } from './query-params.ts';
import { findRelationship } from './relationships.ts';
import { hasAggregates } from './spread-aggregates.ts';
import type { SchemaCache } from './schema-cache.ts';
import { aggregatesNotAllowed, outputName, type SelectField, type SelectItem, type SelectRelation } from './select.ts';
import { fieldSql, filterSql, ident, limitSql, logicSql, orderSql, type ColumnLookup, type Params } from './sql.ts';

/** Where the rows of the root come from: a table, or a CTE such as a mutation's `pgrst_source`. */
export interface ReadSource {
  from: string;
  qualifier: string;
  /** The exposed relation the rows belong to (for columns and relationships); null if none. */
  table: string | null;
  /** The row as a whole (a computed relationship's argument); the qualifier when absent. */
  rowRef?: string;
}

export interface ReadQuery {
  /** SELECT … FROM … WHERE … GROUP BY … ORDER BY … LIMIT … OFFSET … */
  select: string;
  /** SELECT 1 FROM … WHERE … (same filters, no limit), for `Prefer: count=exact`. */
  count: string;
  /** Columns the source must expose for this select (embedding joins need the key columns). */
  neededColumns: Set<string> | 'all';
}

/** One level of the select tree turned into SQL. */
export interface NodeParts {
  items: string[];
  joins: string[];
  where: string[];
  /** GROUP BY terms when the level has aggregates. */
  groupBy: string[] | null;
  /** The keys of the JSON objects this level produces, in order (what a spread lifts). */
  names: string[];
  /** Embedded resources of this level by name or alias: their lateral alias, to-one or not. */
  embeds: Map<string, Embedded>;
  /** A filter names an embedded resource (`rel=not.is.null`): a count needs the left joins too. */
  filtersEmbeds: boolean;
}

/**
 * Builds the read part of a request from `select=` and the filters, with resource embedding
 * (LATERAL joins aggregated to JSON, as PostgREST's QueryBuilder does). Values go to `params`;
 * identifiers are quoted; unknown columns are left to Postgres, which answers 42703.
 */
export class ReadQueryBuilder {
  private counter = 0;
  private readonly usedPaths = new Set<string>(['']);
  /**
   * PostgREST names an embed's subquery `<parent>_<alias or name>_<depth>`: the same resource embedded
   * twice at one level without aliases (even through two hints) makes Postgres fail with 42712.
   */
  private repeatedSubquery: string | null = null;

  constructor(
    readonly cache: SchemaCache,
    readonly query: QueryParams,
    readonly params: Params,
    /** `db-aggregates-enabled`. */
    private readonly aggregates = false,
  ) {}

  build(source: ReadSource, select: SelectItem[], range: RowRange | undefined): ReadQuery {
    const parts = this.node(source.table, source.qualifier, source.rowRef ?? source.qualifier, select, '');
    const where = parts.where.length > 0 ? ` WHERE ${parts.where.join(' AND ')}` : '';
    const countJoins = parts.filtersEmbeds ? parts.joins : parts.joins.filter((j) => j.startsWith(' INNER'));
    const order = this.orderFor(source.qualifier, source.table, '', parts);
    const limit = range ? limitSql(range.offset, range.limit, this.params) : '';
    this.checkPaths();
    if (this.repeatedSubquery) {
      throw new DatabaseError(`table name "${this.repeatedSubquery}" specified more than once`, '42712', null, null);
    }
    return {
      select: `SELECT ${parts.items.join(', ') || 'NULL'} FROM ${source.from}${parts.joins.join('')}${where}${groupBySql(parts)}${order}${limit}`,
      count: `SELECT 1 FROM ${source.from}${countJoins.join('')}${where}`,
      neededColumns: this.neededColumns(source.table, select),
    };
  }

  columnsOf(table: string | null): ColumnLookup {
    const cached = table === null ? undefined : this.cache.tables.get(table);
    return (name) => cached?.columns.get(name);
  }

  /** ORDER BY of a level, `order=rel(col)` resolved against its to-one embedded resources. */
  orderFor(qualifier: string, table: string | null, path: string, parts: NodeParts): string {
    const related = (name: string) => {
      const embedded = parts.embeds.get(name);
      if (!embedded) throw notEmbedded(name);
      if (!embedded.toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${name}' is not possible`,
          `'${table}' and '${name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      return embedded.alias;
    };
    return orderSql(qualifier, this.query.order.get(path) ?? [], this.columnsOf(table), this.params, related);
  }

  /** The items, joins and filters of one level of the select tree. */
  node(table: string | null, qualifier: string, rowRef: string, select: SelectItem[], path: string): NodeParts {
    const columns = this.columnsOf(table);
    if (table !== null && this.cache.tables.get(table)?.represented) throw representationsNotImplemented(table);
    const parts: NodeParts = { items: [], joins: [], where: [], groupBy: null, names: [], embeds: new Map(), filtersEmbeds: false };
    // A to-one spread's aggregates are taken at this level (PostgREST's hoisting).
    const aggregated = select.some((item) =>
      item.kind === 'field' ? item.aggregate !== undefined : item.spread && hasAggregates(item.children),
    );
    if (aggregated && !this.aggregates) throw aggregatesNotAllowed();
    const groupBy: string[] = [];
    for (const item of select) {
      if (item.kind === 'relation') {
        this.usedPaths.add(path === '' ? (item.alias ?? item.name) : `${path}.${item.alias ?? item.name}`);
        const embedded = embedSql(this, { table, qualifier, rowRef, path }, item, ++this.counter, parts);
        if (parts.embeds.has(item.alias ?? item.name)) {
          const depth = path === '' ? 1 : path.split('.').length + 1;
          this.repeatedSubquery ??= `${table}_${item.alias ?? item.name}_${depth}`;
        }
        parts.embeds.set(item.alias ?? item.name, embedded);
        groupBy.push(...embedded.groupBy);
      } else if (item.field.name === '*' && !item.aggregate) {
        const all = table === null ? undefined : this.cache.tables.get(table);
        if (aggregated && all) {
          for (const column of all.columns.keys()) {
            parts.items.push(`${qualifier}.${ident(column)}`);
            groupBy.push(`${qualifier}.${ident(column)}`);
          }
        } else {
          parts.items.push(`${qualifier}.*`);
        }
        parts.names.push(...(all ? all.columns.keys() : []));
      } else {
        parts.items.push(this.fieldItem(qualifier, item, columns));
        parts.names.push(outputName(item));
        if (!item.aggregate)
          groupBy.push(
            item.alias || item.field.json.length > 0 ? ident(outputName(item)) : fieldSql(qualifier, item.field, columns, this.params),
          );
      }
    }
    if (aggregated) parts.groupBy = groupBy;
    const hook = (filter: Filter) => nullEmbedFilter(filter, parts);
    for (const { path: p, filter } of this.query.filters) {
      if (p === path) parts.where.push(hook(filter) ?? filterSql(qualifier, filter, columns, this.params));
    }
    for (const { path: p, tree } of this.query.logic) {
      if (p === path) parts.where.push(logicSql(qualifier, tree, columns, this.params, hook));
    }
    return parts;
  }

  private fieldItem(qualifier: string, item: SelectField, columns: ColumnLookup): string {
    const expr = item.aggregate === 'count' && item.field.name === '*' ? '*' : fieldSql(qualifier, item.field, columns, this.params);
    let value = item.cast ? `CAST(${expr} AS ${item.cast})` : expr;
    if (item.aggregate) value = `${item.aggregate.toUpperCase()}(${value})`;
    if (item.aggregateCast) value = `CAST(${value} AS ${item.aggregateCast})`;
    const named = item.alias || item.cast || item.aggregate || item.field.json.length > 0;
    return named ? `${value} AS ${ident(outputName(item))}` : value;
  }

  /** Filters, order and ranges may only name resources that are embedded in `select`. */
  private checkPaths(): void {
    const paths = [
      ...this.query.filters.map((f) => f.path),
      ...this.query.logic.map((l) => l.path),
      ...this.query.order.keys(),
      ...this.query.ranges.keys(),
    ];
    for (const path of paths) {
      if (!this.usedPaths.has(path)) throw notEmbedded(path.split('.').pop()!);
    }
  }

  private neededColumns(table: string | null, select: SelectItem[]): Set<string> | 'all' {
    const needed = new Set<string>();
    for (const item of select) {
      if (item.kind === 'field') {
        if (item.field.name === '*') return 'all';
        needed.add(item.field.name);
      } else if (table !== null) {
        const columns = joinColumns(this.cache, table, item);
        if (columns === 'all') return 'all';
        for (const c of columns) needed.add(c);
      }
    }
    return needed;
  }
}

/** The parent's columns an embedded resource joins on; a computed relationship takes the whole row. */
function joinColumns(cache: SchemaCache, table: string, relation: SelectRelation): string[] | 'all' {
  const rel = findRelationship(cache, table, relation.name, relation.hint);
  if (rel.kind === 'computed') return 'all';
  return rel.junction ? rel.junction.sourceColumns.map(([c]) => c) : rel.columns.map(([c]) => c);
}

function groupBySql(parts: NodeParts): string {
  return parts.groupBy && parts.groupBy.length > 0 ? ` GROUP BY ${parts.groupBy.join(', ')}` : '';
}

/** `rel=is.null` / `rel=not.is.null` on an embedded resource: whether the embedding found rows. */
function nullEmbedFilter(filter: Filter, parts: NodeParts): string | null {
  if (filter.field.json.length > 0 || filter.operation.kind !== 'is' || filter.operation.value !== 'null') return null;
  const embedded = parts.embeds.get(filter.field.name);
  if (!embedded) return null;
  parts.filtersEmbeds = true;
  return `${embedded.alias} IS ${filter.negate ? '' : 'NOT '}DISTINCT FROM NULL`;
}

function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}
