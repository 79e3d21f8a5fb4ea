import { RestError } from './errors.ts';
import { closestName, PARAMS_SCORE } from './fuzzy.ts';
import type { Routine, SchemaCache } from './schema-cache.ts';

/** The arguments of one call, however they came (POST body, form, query string). */
export interface RpcArgs {
  post: boolean;
  /** The body's kind on POST: which single unnamed parameter it may fill. */
  media: 'json' | 'text' | 'xml' | 'octet' | 'form' | null;
  /** The argument names (`columns=` when given). */
  keys: string[];
  /** A JSON body: an object, or an array of objects (one call per element). */
  json: string | null;
  /** Text values by name (GET, forms); repeated names are the values of a VARIADIC parameter. */
  direct: Map<string, string[]> | null;
  /** What a function with a single unnamed parameter receives. */
  single: string;
}

const UNNAMED_TYPES: Record<string, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], octet: ['bytea'] };
const RAW_NAMES: Record<string, string> = { text: 'text', xml: 'xml', octet: 'bytea' };

/**
 * PostgREST's `findProc`: a function whose required parameters are all given and whose parameters
 * include every argument; otherwise, on POST, the function with a single unnamed parameter of the
 * body's type (json/jsonb, text, xml, bytea). More than one candidate is 300 PGRST203.
 */
export function findRoutine(cache: SchemaCache, name: string, args: RpcArgs): Routine {
  const candidates = cache.routines.get(name) ?? [];
  const keys = new Set(args.keys);
  const rawBody = args.post && (args.media === 'text' || args.media === 'xml' || args.media === 'octet');
  const matchesParams = (r: Routine) => {
    if (r.params.length === 0) return keys.size === 0 && !rawBody;
    const names = new Set(r.params.map((p) => p.name));
    return r.params.every((p) => p.hasDefault || keys.has(p.name)) && [...keys].every((k) => names.has(k));
  };
  const singleUnnamed = (r: Routine) =>
    args.post &&
    args.media !== null &&
    r.params.length === 1 &&
    r.params[0]!.name === '' &&
    (UNNAMED_TYPES[args.media] ?? []).includes(r.params[0]!.type);
  const matched = candidates.filter(matchesParams);
  const fallback = candidates.filter((r) => !matchesParams(r) && singleUnnamed(r));
  const found = matched.length > 0 ? matched : fallback;
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${found
        .map((r) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw noFunction(cache, name, args, candidates, rawBody);
}

function noFunction(cache: SchemaCache, name: string, args: RpcArgs, overloads: Routine[], rawBody: boolean): RestError {
  const sorted = [...args.keys].sort();
  const fn = `${cache.schema}.${name}`;
  const withArgs = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const searched = rawBody
    ? ` with a single unnamed ${RAW_NAMES[args.media!]} parameter`
    : args.post && args.media === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  let hint: string | null = null;
  if (!rawBody) {
    if (overloads.length === 0) {
      const near = closestName(name, cache.routines.keys());
      if (near) hint = `Perhaps you meant to call the function ${cache.schema}.${near}`;
    } else {
      const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
      const near = closestName(
        list(sorted),
        overloads.map((r) => list(r.params.map((p) => p.name))),
        PARAMS_SCORE,
      );
      if (near) hint = `Perhaps you meant to call the function ${fn}${near}`;
    }
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${rawBody ? '' : withArgs} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}
