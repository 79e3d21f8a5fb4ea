import { RestError } from './errors.ts';
import type { SelectRelation } from './select.ts';
import type { ForeignKey, SchemaCache } from './schema-cache.ts';

/**
 * How an embedded resource joins its parent: `child.childColumns = parent.parentColumns`.
 * Many-to-one (and one-to-one from the referencing side) embed an object; one-to-many an array.
 */
export interface Relationship {
  foreignKey: ForeignKey;
  childTable: string;
  parentColumns: string[];
  childColumns: string[];
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
}

export function findRelationship(cache: SchemaCache, parent: string, relation: SelectRelation): Relationship {
  const target = relation.name;
  const candidates: Relationship[] = [];
  const isUnique = (table: string, columns: string[]) =>
    cache.tables.get(table)?.uniqueKeys.some((key) => sameColumns(key, columns)) ?? false;

  for (const fk of cache.foreignKeys) {
    const byName = fk.constraint === target || sameColumns(fk.columns, [target]);
    if (fk.table === parent && (fk.foreignTable === target || (byName && !cache.tables.has(target)))) {
      candidates.push({
        foreignKey: fk,
        childTable: fk.foreignTable,
        parentColumns: fk.columns,
        childColumns: fk.foreignColumns,
        toOne: true,
        cardinality: isUnique(parent, fk.columns) ? 'one-to-one' : 'many-to-one',
      });
    }
    if (fk.foreignTable === parent && fk.table === target) {
      const oneToOne = isUnique(target, fk.columns);
      candidates.push({
        foreignKey: fk,
        childTable: fk.table,
        parentColumns: fk.foreignColumns,
        childColumns: fk.columns,
        toOne: oneToOne,
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
      });
    }
  }
  const hint = relation.hint;
  const matching = hint === null ? candidates : candidates.filter((r) =>
    r.foreignKey.constraint === hint || sameColumns(r.parentColumns, [hint]) || sameColumns(r.childColumns, [hint]));
  if (matching.length === 1) return matching[0]!;
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
    matching.map((r) => describe(parent, r)).join('; '),
    `Try changing '${target}' to one of the following: ${matching.map((r) => `'${target}!${r.foreignKey.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function describe(parent: string, r: Relationship): string {
  return `${r.cardinality} relationship ${r.foreignKey.constraint} using ${parent}(${r.parentColumns.join(', ')}) and ${r.childTable}(${r.childColumns.join(', ')})`;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}
