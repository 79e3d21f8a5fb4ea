/**
 * The `Prefer` header (RFC 7240) as PostgREST reads it (`ApiRequest/Preferences.hs`): values may come
 * comma-joined in one header or in several headers; the first value of each kind wins; unknown
 * values are ignored unless `handling=strict`.
 */
export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** `tx=…`: only read when `db-tx-end` allows the override. */
  tx?: 'commit' | 'rollback';
  timezone?: string;
  /** `max-affected=N`: enforced only together with `handling=strict`. */
  maxAffected?: number;
  invalid: string[];
}

type Kind = 'return' | 'count' | 'resolution' | 'missing' | 'handling' | 'tx';

const KNOWN: Record<string, [Kind, string]> = {
  'return=representation': ['return', 'representation'],
  'return=minimal': ['return', 'minimal'],
  'return=headers-only': ['return', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
  'tx=commit': ['tx', 'commit'],
  'tx=rollback': ['tx', 'rollback'],
};

const INT64 = /^[+-]?\d{1,19}$/;

/** `allowTxOverride`: `db-tx-end` is one of the `…-allow-override` values (never on hosted Supabase). */
export function parsePrefer(header: string | undefined, allowTxOverride = false): Preferences {
  const prefs: Preferences = { invalid: [] };
  if (!header) return prefs;
  let timezone: string | undefined;
  let maxAffected: string | undefined;
  for (const raw of header.split(',')) {
    const value = raw.trim();
    if (!value) continue;
    const known = KNOWN[value];
    if (known) {
      const [key, setting] = known;
      if (prefs[key] === undefined && (key !== 'tx' || allowTxOverride)) (prefs as unknown as Record<string, string>)[key] = setting;
    } else if (value.startsWith('timezone=')) {
      timezone ??= value.slice('timezone='.length);
    } else if (value.startsWith('max-affected=')) {
      maxAffected ??= value.slice('max-affected='.length);
    } else {
      prefs.invalid.push(value);
    }
  }
  if (timezone !== undefined) prefs.timezone = timezone;
  // Like Haskell's `readMaybe`: a value that is not an integer is no preference at all.
  if (maxAffected !== undefined && INT64.test(maxAffected)) prefs.maxAffected = Number(maxAffected);
  return prefs;
}

/** The preferences a response reports as applied, depending on what the request was. */
export type Applied = Partial<Omit<Preferences, 'invalid'>>;

/** `Preference-Applied`, listing only what this request honoured, in PostgREST's order. */
export function preferenceApplied(applied: Applied): string | null {
  const parts: string[] = [];
  if (applied.resolution) parts.push(`resolution=${applied.resolution}`);
  if (applied.missing) parts.push(`missing=${applied.missing}`);
  if (applied.return) parts.push(`return=${applied.return}`);
  if (applied.count) parts.push(`count=${applied.count}`);
  if (applied.tx) parts.push(`tx=${applied.tx}`);
  if (applied.handling) parts.push(`handling=${applied.handling}`);
  if (applied.timezone !== undefined) parts.push(`timezone=${applied.timezone}`);
  if (applied.handling === 'strict' && applied.maxAffected !== undefined) parts.push(`max-affected=${applied.maxAffected}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** What every kind of request reports: count, tx, handling and timezone (`Response.hs` `responsePreferences`). */
export function commonApplied(prefer: Preferences): Applied {
  return { count: prefer.count, tx: prefer.tx, handling: prefer.handling, timezone: prefer.timezone };
}

/** PGRST124: `max-affected` with `handling=strict` and more rows than allowed; the transaction rolls back. */
export function exceedsMaxAffected(prefer: Preferences, rows: number): boolean {
  return prefer.handling === 'strict' && prefer.maxAffected !== undefined && rows > prefer.maxAffected;
}
