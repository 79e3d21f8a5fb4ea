import fs from 'node:fs';

export interface FunctionSettings {
  /** Check the caller's JWT before running the function (hosted default: on). */
  verifyJwt: boolean;
  enabled: boolean;
}

export const DEFAULT_SETTINGS: FunctionSettings = { verifyJwt: true, enabled: true };

/**
 * The `[functions.<name>]` tables of Supabase CLI `config.toml` files (later files win).
 * Only what the functions runtime needs is read: `verify_jwt` and `enabled`.
 */
export function readFunctionSettings(files: string[]): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [table, values] of parseTomlTables(fs.readFileSync(file, 'utf8'))) {
      if (table.length !== 2 || table[0] !== 'functions') continue;
      const name = table[1]!;
      const current = settings.get(name) ?? { ...DEFAULT_SETTINGS };
      if (typeof values.verify_jwt === 'boolean') current.verifyJwt = values.verify_jwt;
      if (typeof values.enabled === 'boolean') current.enabled = values.enabled;
      settings.set(name, current);
    }
  }
  return settings;
}

export type TomlValue = string | number | boolean | null;

/**
 * A small reader for the part of TOML that config.toml uses: `[a.b]` tables with bare or quoted
 * keys, and `key = value` with strings, numbers and booleans. Arrays (also over several lines) and
 * inline tables are skipped (their values come back as null); `[[arrays of tables]]` are ignored.
 */
export function parseTomlTables(text: string): Map<string[], Record<string, TomlValue>> {
  const tables = new Map<string[], Record<string, TomlValue>>();
  let current: Record<string, TomlValue> | null = {};
  tables.set([], current);
  let depth = 0;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (depth > 0) {
      depth += bracketDepth(line);
      continue;
    }
    if (line === '') continue;
    if (line.startsWith('[[')) {
      current = null;
      continue;
    }
    if (line.startsWith('[')) {
      const header = /^\[\s*(.+?)\s*\]$/.exec(line);
      if (!header) throw new Error(`config.toml: cannot read the table header ${line}`);
      current = {};
      tables.set(splitKey(header[1]!), current);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`config.toml: expected key = value, got ${line}`);
    const key = splitKey(line.slice(0, eq).trim()).join('.');
    const raw = line.slice(eq + 1).trim();
    if (raw.startsWith('[') || raw.startsWith('{')) depth = bracketDepth(raw);
    if (current) current[key] = parseScalar(raw);
  }
  return tables;
}

function parseScalar(raw: string): TomlValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^"(?:[^"\\]|\\.)*"$/.test(raw)) return JSON.parse(raw) as string;
  if (/^'[^']*'$/.test(raw)) return raw.slice(1, -1);
  const number = Number(raw.replace(/_/g, ''));
  return raw !== '' && Number.isFinite(number) ? number : null;
}

function splitKey(key: string): string[] {
  const parts: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(?:\.|$)/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < key.length && (match = pattern.exec(key))) {
    parts.push(match[1] !== undefined ? (JSON.parse(`"${match[1]}"`) as string) : (match[2] ?? match[3]!));
  }
  if (pattern.lastIndex !== key.length) throw new Error(`config.toml: cannot read the key ${key}`);
  return parts;
}

/**
 * Calls `visit` with each character outside TOML strings (and its index) until `visit` returns true;
 * a backslash escapes the next character in a basic ("…") string only.
 */
function scanOutsideStrings(text: string, visit: (c: string, i: number) => boolean): void {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (visit(c, i)) return;
  }
}

/** Removes a `#` comment that is not inside a string. */
function stripComment(line: string): string {
  let end = line.length;
  scanOutsideStrings(line, (c, i) => {
    if (c !== '#') return false;
    end = i;
    return true;
  });
  return line.slice(0, end);
}

/** Opening minus closing brackets and braces outside strings. */
function bracketDepth(text: string): number {
  let depth = 0;
  scanOutsideStrings(text, (c) => {
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    return false;
  });
  return depth;
}
