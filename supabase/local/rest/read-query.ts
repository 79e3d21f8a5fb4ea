import { RestError } from './errors.ts';
import type { QueryParams, RowRange } from './query-params.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { SchemaCache } from './schema-cache.ts';
import { outputName, type SelectItem, type SelectRelation } from './select.ts';
import { fieldSql, filterSql, ident, limitSql, logicSql, orderSql, qualified, type ColumnLookup, type Params } from './sql.ts';

/** Where the rows of the root come from: a table, or a CTE such as a mutation's `pgrst_source`. */
export interface ReadSource {
  from: string;
  qualifier: string;
  /** The exposed relation the rows belong to (for columns and relationships); null if none. */
  table: string | null;
}

export interface ReadQuery {
  /** SELECT … FROM … WHERE … ORDER BY … LIMIT … OFFSET … */
  select: string;
  /** SELECT 1 FROM … WHERE … (same filters, no limit), for `Prefer: count=exact`. */
  count: string;
  /** Columns the source must expose for this select (embedding joins need the key columns). */
  neededColumns: Set<string> | 'all';
}

interface NodeParts {
  items: string[];
  joins: string[];
  where: string[];
}

/**
 * Builds the read part of a request from `select=` and the filters, with resource embedding through
 * foreign keys (LATERAL joins aggregated to JSON, as PostgREST's QueryBuilder does). Values go to
 * `params`; identifiers are quoted; unknown columns are left to Postgres, which answers 42703.
 */
export class ReadQueryBuilder {
  private counter = 0;
  private readonly usedPaths = new Set<string>(['']);

  constructor(
    private readonly cache: SchemaCache,
    private readonly query: QueryParams,
    private readonly params: Params,
  ) {}

  build(source: ReadSource, select: SelectItem[], range: RowRange | undefined): ReadQuery {
    const columns = this.columnsOf(source.table);
    const parts = this.node(source.table, source.qualifier, select, '');
    const where = parts.where.length > 0 ? ` WHERE ${parts.where.join(' AND ')}` : '';
    const innerJoins = parts.joins.filter((j) => j.startsWith(' INNER')).join('');
    const order = orderSql(source.qualifier, this.query.order.get('') ?? [], columns, this.params);
    const limit = range ? limitSql(range.offset, range.limit, this.params) : '';
    this.checkPaths();
    return {
      select: `SELECT ${parts.items.join(', ') || 'NULL'} FROM ${source.from}${parts.joins.join('')}${where}${order}${limit}`,
      count: `SELECT 1 FROM ${source.from}${innerJoins}${where}`,
      neededColumns: this.neededColumns(source.table, select),
    };
  }

  private columnsOf(table: string | null): ColumnLookup {
    const cached = table === null ? undefined : this.cache.tables.get(table);
    return (name) => cached?.columns.get(name);
  }

  private node(table: string | null, qualifier: string, select: SelectItem[], path: string): NodeParts {
    const columns = this.columnsOf(table);
    const parts: NodeParts = { items: [], joins: [], where: [] };
    for (const item of select) {
      if (item.kind === 'field') {
        const expr = fieldSql(qualifier, item.field, columns, this.params);
        const cast = item.cast ? `CAST(${expr} AS ${item.cast})` : expr;
        const named = item.alias || item.cast || item.field.json.length > 0;
        parts.items.push(named ? `${cast} AS ${ident(outputName(item))}` : cast);
      } else {
        this.embed(table, qualifier, item, path, parts);
      }
    }
    for (const { path: p, filter } of this.query.filters) {
      if (p === path) parts.where.push(filterSql(qualifier, filter, columns, this.params));
    }
    for (const { path: p, tree } of this.query.logic) {
      if (p === path) parts.where.push(logicSql(qualifier, tree, columns, this.params));
    }
    return parts;
  }

  private embed(parent: string | null, parentQualifier: string, relation: SelectRelation, parentPath: string, parts: NodeParts): void {
    if (parent === null) {
      throw new RestError(400, 'PGRST200', `Could not find a relationship between the result and '${relation.name}' in the schema cache`);
    }
    const rel = findRelationship(this.cache, parent, relation);
    const name = relation.alias ?? relation.name;
    const path = parentPath === '' ? name : `${parentPath}.${name}`;
    this.usedPaths.add(path);
    this.counter += 1;
    const alias = ident(`${rel.childTable}_${this.counter}`);
    const agg = ident(`pgrst_${this.counter}_${name}`);
    const child = this.node(rel.childTable, alias, relation.children, path);
    const columns = this.columnsOf(rel.childTable);
    const join = rel.childColumns.map((c, i) => `${alias}.${ident(c)} = ${parentQualifier}.${ident(rel.parentColumns[i]!)}`);
    const order = orderSql(alias, this.query.order.get(path) ?? [], columns, this.params);
    const range = this.query.ranges.get(path);
    const limit = range ? limitSql(range.offset, range.limit, this.params) : '';
    const from = `${qualified(this.cache.schema, rel.childTable)} AS ${alias}${child.joins.join('')}`;
    const sub = `SELECT ${child.items.join(', ') || 'NULL'} FROM ${from} WHERE ${[...join, ...child.where].join(' AND ')}${order}${limit}`;
    const inner = relation.join === 'inner';
    const kind = inner ? ' INNER' : ' LEFT';
    if (relation.spread) {
      if (!rel.toOne) throw spreadNotToOne(parent, relation.name);
      parts.joins.push(`${kind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`);
      for (const item of relation.children) {
        if (item.kind === 'field' && item.field.name === '*') parts.items.push(`${agg}.*`);
        else parts.items.push(`${agg}.${ident(item.kind === 'field' ? outputName(item) : item.alias ?? item.name)}`);
      }
      return;
    }
    if (rel.toOne) {
      parts.joins.push(`${kind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`);
      if (relation.children.length > 0) parts.items.push(`row_to_json(${agg}.*) AS ${ident(name)}`);
    } else {
      parts.joins.push(`${kind} JOIN LATERAL (SELECT json_agg(${agg}) AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${inner ? `${agg} IS NOT NULL` : 'TRUE'}`);
      if (relation.children.length > 0) parts.items.push(`COALESCE(${agg}.${agg}, '[]') AS ${ident(name)}`);
    }
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
      if (!this.usedPaths.has(path)) {
        const name = path.split('.').pop()!;
        throw new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null,
          `Verify that '${name}' is included in the 'select' query parameter.`);
      }
    }
  }

  private neededColumns(table: string | null, select: SelectItem[]): Set<string> | 'all' {
    const needed = new Set<string>();
    for (const item of select) {
      if (item.kind === 'field') {
        if (item.field.name === '*') return 'all';
        needed.add(item.field.name);
      } else if (table !== null) {
        const rel: Relationship = findRelationship(this.cache, table, item);
        for (const c of rel.parentColumns) needed.add(c);
      }
    }
    return needed;
  }
}

function spreadNotToOne(parent: string, target: string): RestError {
  return new RestError(400, 'PGRST119', `A spread operation on '${target}' is not possible`,
    `'${parent}' and '${target}' do not form a many-to-one or one-to-one relationship`);
}
