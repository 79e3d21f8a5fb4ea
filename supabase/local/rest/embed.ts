import { notImplemented, RestError } from './errors.ts';
import type { NodeParts, ReadQueryBuilder } from './read-query.ts';
import { findRelationship, isToOne } from './relationships.ts';
import type { Relationship } from './schema-cache.ts';
import type { SelectRelation } from './select.ts';
import { hoistedItem, hoistSpreadAggregates } from './spread-aggregates.ts';
import { fieldSql, ident, limitSql, qualified } from './sql.ts';

/** An embedded resource as its level sees it: the lateral join's alias, to-one or not, GROUP BY terms. */
export interface Embedded {
  alias: string;
  toOne: boolean;
  groupBy: string[];
}

interface Parent {
  table: string | null;
  qualifier: string;
  /** The parent row as a whole, for a computed relationship's function. */
  rowRef: string;
  path: string;
}

/**
 * One embedded resource (PostgREST's `getJoin`): a LATERAL subquery joined to its parent. To-one
 * resources are an object (`row_to_json`), to-many an array (`json_agg`); a spread lifts the
 * columns into the parent, as values (to-one) or arrays of values in the same order (to-many).
 */
export function embedSql(builder: ReadQueryBuilder, parent: Parent, relation: SelectRelation, n: number, parts: NodeParts): Embedded {
  if (parent.table === null) {
    throw new RestError(400, 'PGRST200', `Could not find a relationship between the result and '${relation.name}' in the schema cache`);
  }
  const rel = findRelationship(builder.cache, parent.table, relation.name, relation.hint);
  const name = relation.alias ?? relation.name;
  const path = parent.path === '' ? name : `${parent.path}.${name}`;
  const alias = ident(`${rel.foreignTable}_${n}`);
  const agg = ident(`pgrst_${n}_${name}`);
  const toOne = isToOne(rel);
  const { children, hoisted } =
    relation.spread && toOne ? hoistSpreadAggregates(relation.children) : { children: relation.children, hoisted: [] };
  const child = builder.node(rel.foreignTable, alias, alias, children, path);
  const { from, conditions } = source(builder, rel, parent, alias, n);
  const where = [...conditions, ...child.where];
  const order = builder.orderFor(alias, rel.foreignTable, path, child);
  const range = builder.query.ranges.get(path);
  const limit = range ? limitSql(range.offset, range.limit, builder.params) : '';
  const spreadMany = relation.spread && !toOne;
  const orderItems = spreadMany ? orderColumns(builder, alias, rel.foreignTable, path) : [];
  const items = [...child.items, ...orderItems.map(([sql, as]) => `${sql} AS ${ident(as)}`)];
  const groupBy = child.groupBy && child.groupBy.length > 0 ? ` GROUP BY ${child.groupBy.join(', ')}` : '';
  const sub = `SELECT ${items.join(', ') || `${alias}.*`} FROM ${from}${child.joins.join('')}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}${groupBy}${order}${limit}`;
  const inner = relation.join === 'inner';
  const kind = inner ? ' INNER' : ' LEFT';
  if (relation.spread && !toOne && child.groupBy) {
    throw notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
  }
  const groupTerms: string[] = [];
  if (relation.spread) {
    if (toOne) {
      parts.joins.push(`${kind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`);
    } else {
      const sortedBy =
        orderItems.length > 0
          ? ` ORDER BY ${orderItems.map(([, as], i) => `${agg}.${ident(as)}${orderSuffix(builder, path, i)}`).join(', ')}`
          : '';
      const arrays = child.names.map((c) => `COALESCE(json_agg(${agg}.${ident(c)}${sortedBy}), '[]')::jsonb AS ${ident(c)}`);
      parts.joins.push(
        `${kind} JOIN LATERAL (SELECT ${[`json_agg(${agg})::jsonb AS ${agg}`, ...arrays].join(', ')} FROM (${sub}) AS ${agg}) AS ${agg} ON ${inner ? `${agg} IS NOT NULL` : 'TRUE'}`,
      );
    }
    for (const c of child.names) {
      const aggregated = hoisted.find((h) => h.column === c);
      if (aggregated) {
        const { sql, name } = hoistedItem(agg, aggregated);
        parts.items.push(sql);
        parts.names.push(name);
      } else {
        parts.items.push(`${agg}.${ident(c)}`);
        parts.names.push(c);
        groupTerms.push(`${agg}.${ident(c)}`);
      }
    }
  } else if (toOne) {
    parts.joins.push(`${kind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`);
    if (relation.children.length > 0) {
      parts.items.push(`row_to_json(${agg}.*)::jsonb AS ${ident(name)}`);
      parts.names.push(name);
      groupTerms.push(ident(name));
    }
  } else {
    parts.joins.push(
      `${kind} JOIN LATERAL (SELECT json_agg(${agg})::jsonb AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${inner ? `${agg} IS NOT NULL` : 'TRUE'}`,
    );
    if (relation.children.length > 0) {
      parts.items.push(`COALESCE(${agg}.${agg}, '[]') AS ${ident(name)}`);
      parts.names.push(name);
      groupTerms.push(ident(name));
    }
  }
  return { alias: agg, toOne, groupBy: groupTerms };
}

/** FROM and join conditions: the target (and a junction table), or a computed relationship's function. */
function source(
  builder: ReadQueryBuilder,
  rel: Relationship,
  parent: Parent,
  alias: string,
  n: number,
): { from: string; conditions: string[] } {
  const schema = builder.cache.schema;
  if (rel.kind === 'computed') {
    return {
      from: `${qualified(rel.functionSchema, rel.function)}(${parent.rowRef}::${qualified(schema, parent.table!)}) AS ${alias}`,
      conditions: [],
    };
  }
  const target = `${qualified(schema, rel.foreignTable)} AS ${alias}`;
  if (rel.junction) {
    const j = rel.junction;
    const junction = ident(`${j.table}_junction_${n}`);
    return {
      from: `${target}, ${qualified(j.schema, j.table)} AS ${junction}`,
      conditions: [
        ...j.targetColumns.map(([c, jc]) => `${junction}.${ident(jc)} = ${alias}.${ident(c)}`),
        ...j.sourceColumns.map(([c, jc]) => `${junction}.${ident(jc)} = ${parent.qualifier}.${ident(c)}`),
      ],
    };
  }
  return { from: target, conditions: rel.columns.map(([c, fc]) => `${alias}.${ident(fc)} = ${parent.qualifier}.${ident(c)}`) };
}

/** A to-many spread orders its arrays by the resource's `order`: the terms become columns of the subquery. */
function orderColumns(builder: ReadQueryBuilder, alias: string, table: string, path: string): [string, string][] {
  const terms = builder.query.order.get(path) ?? [];
  return terms.map((t, i) => {
    if (t.relation !== undefined) throw notImplemented('A related order inside a one-to-many spread is not supported by this backend.');
    return [fieldSql(alias, t.field, builder.columnsOf(table), builder.params), `pgrst_order_${i}`];
  });
}

function orderSuffix(builder: ReadQueryBuilder, path: string, i: number): string {
  const t = builder.query.order.get(path)![i]!;
  return `${t.direction === 'desc' ? ' DESC' : t.direction === 'asc' ? ' ASC' : ''}${t.nulls === 'first' ? ' NULLS FIRST' : t.nulls === 'last' ? ' NULLS LAST' : ''}`;
}
