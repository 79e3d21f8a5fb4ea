/**
 * A function's environment, read the same way on both runtimes it deploys to:
 * - hosted Supabase (Deno): `Deno.env`, filled with SUPABASE_URL, SUPABASE_ANON_KEY,
 *   SUPABASE_SERVICE_ROLE_KEY and the project's secrets (`supabase secrets set SITE_URL=… MAIL_API_URL=…`);
 * - the embedded backend (Node): the variables it hands over under
 *   `Symbol.for('supabase.functions.env')`, then its process environment.
 */
const EMBEDDED_ENV = Symbol.for('supabase.functions.env');

interface DenoEnv {
  env: { get(name: string): string | undefined };
}

export function getEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  if (deno) return deno.env.get(name) || undefined;
  const embedded = (globalThis as Record<symbol, Record<string, string> | undefined>)[EMBEDDED_ENV];
  const value = embedded?.[name] ?? (typeof process === 'undefined' ? undefined : process.env[name]);
  return value?.trim() ? value : undefined;
}

export class MissingEnvError extends Error {}

/** The named variables, or a MissingEnvError naming every one that is unset. */
export function requireEnv<const K extends string>(...names: K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  const missing: string[] = [];
  for (const name of names) {
    const value = getEnv(name);
    if (value === undefined) missing.push(name);
    else values[name] = value;
  }
  if (missing.length > 0) throw new MissingEnvError(`Missing environment variables: ${missing.join(', ')}`);
  return values;
}
