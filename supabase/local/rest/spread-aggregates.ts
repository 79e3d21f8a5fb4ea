import { notImplemented } from './errors.ts';
import { outputName, type SelectField, type SelectItem } from './select.ts';
import { ident } from './sql.ts';

/** An aggregate of a to-one spread, applied by the level the columns are spread into. */
export interface HoistedAggregate {
  /** The column of the spread's subquery that carries the plain values. */
  column: string;
  aggregate: NonNullable<SelectField['aggregate']>;
  aggregateCast: string | undefined;
  alias: string | null;
}

export function hasAggregates(items: SelectItem[]): boolean {
  return items.some((item) => item.kind === 'field' && item.aggregate !== undefined);
}

/**
 * PostgREST's aggregate hoisting: in `client_id,...invoices(total.sum())` the sum is taken over the
 * rows of the level the columns are spread into (grouped by `client_id`), not inside the spread's
 * subquery, which selects the plain values instead.
 */
export function hoistSpreadAggregates(children: SelectItem[]): { children: SelectItem[]; hoisted: HoistedAggregate[] } {
  const hoisted: HoistedAggregate[] = [];
  const plain = children.map((item): SelectItem => {
    if (item.kind === 'relation') {
      if (item.spread && hasAggregates(item.children)) {
        throw notImplemented('Aggregates in a spread inside another spread are not supported by this backend.');
      }
      return item;
    }
    if (!item.aggregate) return item;
    if (item.field.name === '*')
      throw notImplemented('count() in a spread of a to-one embedded resource is not supported by this backend.');
    const { aggregate, aggregateCast, ...field } = item;
    hoisted.push({ column: outputName(field), aggregate, aggregateCast, alias: item.alias });
    return field;
  });
  return { children: plain, hoisted };
}

/** The hoisted aggregate as an item of the level above: `SUM(spread.col)`, cast, named as PostgREST names it. */
export function hoistedItem(spreadAlias: string, hoisted: HoistedAggregate): { sql: string; name: string } {
  let value = `${hoisted.aggregate.toUpperCase()}(${spreadAlias}.${ident(hoisted.column)})`;
  if (hoisted.aggregateCast) value = `CAST(${value} AS ${hoisted.aggregateCast})`;
  const name = hoisted.alias ?? hoisted.aggregate;
  return { sql: `${value} AS ${ident(name)}`, name };
}
