import { RestError } from './errors.ts';
import { closestName, PARAMS_SCORE } from './fuzzy.ts';
import type { Relationship } from './relationship-cache.ts';
import type { SchemaCache } from './schema-cache.ts';

/** Whether an embedded resource is one object (or null) rather than an array. */
export function isToOne(rel: Relationship): boolean {
  return rel.kind === 'computed' ? rel.toOne : rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

/**
 * PostgREST's `findRel`: `origin?select=target!hint(…)`. The target is a table or view, a foreign
 * key's name or its single column (tables only), or a computed relationship's function; the hint
 * is a foreign key's name, a single column of either side, or a junction table. On a table that
 * references itself, the table name means its children and the column name its parent.
 */
export function findRelationship(cache: SchemaCache, origin: string, target: string, hint: string | null): Relationship {
  const all = cache.relationships.get(origin) ?? [];
  const found = all.filter((rel) => {
    if (rel.kind === 'computed') return rel.function === target;
    const single = rel.columns.length === 1 ? rel.columns[0]! : null;
    const toMany = rel.cardinality === 'one-to-many';
    if (rel.isSelf) {
      if (hint === null) return (rel.foreignTable === target && toMany) || (single?.[0] === target && rel.cardinality === 'many-to-one');
      return rel.foreignTable === target && toMany && single?.[1] === hint;
    }
    const byKey = rel.cardinality !== 'many-to-many';
    if (hint === null) {
      return rel.foreignTable === target || (!rel.foreignTableIsView && byKey && (rel.constraint === target || single?.[0] === target));
    }
    return (
      rel.foreignTable === target &&
      ((byKey && (rel.constraint === hint || single?.[0] === hint || single?.[1] === hint)) || rel.junction?.table === hint)
    );
  });
  if (found.length === 1) return found[0]!;
  if (found.length === 0) throw noRelationship(cache, origin, target, hint);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${found.map(choice).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function noRelationship(cache: SchemaCache, origin: string, target: string, hint: string | null): RestError {
  const details = `Searched for a foreign key relationship between '${origin}' and '${target}${hint === null ? '' : `' using the hint '${hint}`}' in the schema '${cache.schema}', but no matches were found.`;
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    details,
    relationshipHint(cache, origin, target),
  );
}

/** "Perhaps you meant …": a similar target of the origin's relationships, or a similar origin. */
function relationshipHint(cache: SchemaCache, origin: string, target: string): string | null {
  const rels = cache.relationships.get(origin);
  if (rels) {
    const targets = new Set(rels.map((r) => r.foreignTable).filter((t) => t.toLowerCase() !== target.toLowerCase()));
    const near = closestName(target, targets, PARAMS_SCORE);
    return near === null ? null : `Perhaps you meant '${near}' instead of '${target}'.`;
  }
  const near = closestName(origin, cache.relationships.keys(), PARAMS_SCORE);
  return near === null ? null : `Perhaps you meant '${near}' instead of '${origin}'.`;
}

function choice(rel: Relationship): string {
  return rel.kind === 'computed' ? '' : `'${rel.foreignTable}!${rel.junction?.table ?? rel.constraint}'`;
}

/** One entry of PGRST201's `details`, keys in the order PostgREST's JSON encoder writes them. */
function describe(rel: Relationship): Record<string, string> {
  if (rel.kind === 'computed') return {};
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: 'many-to-many',
      embedding: `${rel.table} with ${rel.foreignTable}`,
      relationship: `${j.table} using ${j.constraint1}${list(j.sourceColumns.map(([, c]) => c))} and ${j.constraint2}${list(j.targetColumns.map(([, c]) => c))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable}${list(rel.columns.map(([, c]) => c))}`,
  };
}
