import type { RawCatalog } from './introspection.ts';
import type { Table } from './schema-cache.ts';
import { viewColumnOrigins, type ColumnOrigin } from './view-columns.ts';

/** A key of a base table that a view shows whole: each key column with the view columns showing it. */
export interface ViewKey {
  view: number;
  columns: [string, string[]][];
}

export interface ViewKeys {
  /** A view's primary key: the view columns showing its base tables' primary keys. */
  primaryKeys: Map<number, string[]>;
  /** By `<table oid>:<constraint>`: views showing the referencing columns of that foreign key. */
  foreignKeys: Map<string, ViewKey[]>;
  /** By `<referenced table oid>:<constraint>`: views showing the referenced columns of that foreign key. */
  referencedKeys: Map<string, ViewKey[]>;
}

const MAX_VIEW_DEPTH = 32;

/**
 * Which keys of their base tables the exposed views keep (PostgREST's view key dependencies): a
 * view column that shows a table column as it is, through any chain of exposed views, carries that
 * column's primary and foreign keys, provided the view shows every column of the key.
 */
export function viewKeys(raw: RawCatalog, byOid: Map<number, Table>): ViewKeys {
  const result: ViewKeys = { primaryKeys: new Map(), foreignKeys: new Map(), referencedKeys: new Map() };
  const origins = new Map<number, Map<number, ColumnOrigin>>();
  for (const view of raw.views ?? []) origins.set(Number(view.oid), viewColumnOrigins(view.action));
  if (origins.size === 0) return result;
  const names = new Map<number, Map<number, string>>();
  for (const c of raw.columns ?? []) {
    const rel = Number(c.rel);
    if (origins.has(rel)) names.set(rel, (names.get(rel) ?? new Map()).set(c.num, c.name));
  }
  for (const [view, columns] of origins) {
    const shown = new Map<string, string[]>();
    for (const [attnum, origin] of [...columns].sort(([a], [b]) => a - b)) {
      const base = baseColumn(origin, origins);
      const name = names.get(view)?.get(attnum);
      if (!base || name === undefined) continue;
      const key = `${base.rel}:${base.col}`;
      shown.set(key, [...(shown.get(key) ?? []), name]);
    }
    const keyOf = (rel: number, cols: [number, string][]): ViewKey | null => {
      const mapped = cols.map(([num, name]) => [name, shown.get(`${rel}:${num}`) ?? []] as [string, string[]]);
      return mapped.every(([, viewCols]) => viewCols.length > 0) ? { view, columns: mapped } : null;
    };
    for (const con of raw.constraints ?? []) {
      const rel = Number(con.rel);
      if (con.kind === 'p') {
        const key = keyOf(rel, con.cols);
        if (key)
          result.primaryKeys.set(view, [...(result.primaryKeys.get(view) ?? []), ...key.columns.map(([, viewCols]) => viewCols[0]!)]);
      } else if (con.kind === 'f' && con.frel !== null && con.fcols) {
        const from = keyOf(rel, con.cols);
        if (from) append(result.foreignKeys, `${rel}:${con.name}`, from);
        const to = keyOf(Number(con.frel), con.fcols);
        if (to) append(result.referencedKeys, `${con.frel}:${con.name}`, to);
      }
    }
  }
  for (const view of result.primaryKeys.keys()) if (!byOid.has(view)) result.primaryKeys.delete(view);
  return result;
}

/** Follows a view column through the views it reads from, to the table column it shows. */
function baseColumn(origin: ColumnOrigin, origins: Map<number, Map<number, ColumnOrigin>>): ColumnOrigin | null {
  let current = origin;
  for (let depth = 0; depth < MAX_VIEW_DEPTH; depth += 1) {
    const view = origins.get(current.rel);
    if (!view) return current;
    const next = view.get(current.col);
    if (!next) return null;
    current = next;
  }
  return null;
}

function append(map: Map<string, ViewKey[]>, key: string, value: ViewKey): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}
