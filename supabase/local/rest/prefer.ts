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
  invalid: string[];
}

const KNOWN: Record<string, [keyof Omit<Preferences, 'invalid'>, string]> = {
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
};

/** Supabase runs PostgREST with `db-tx-end = commit`, so `tx=…` is accepted and has no effect. */
const ACCEPTED_WITHOUT_EFFECT = new Set(['tx=commit', 'tx=rollback']);

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const value = raw.trim();
    if (!value) continue;
    const known = KNOWN[value];
    if (known) {
      const [key, setting] = known;
      if (prefs[key] === undefined) (prefs as unknown as Record<string, string>)[key] = setting;
    } else if (!ACCEPTED_WITHOUT_EFFECT.has(value) && !value.startsWith('max-affected=') && !value.startsWith('timezone=')) {
      prefs.invalid.push(value);
    }
  }
  return prefs;
}

/** `Preference-Applied`, listing only what this request honoured, in PostgREST's order. */
export function preferenceApplied(applied: Partial<Omit<Preferences, 'invalid'>>): string | null {
  const parts: string[] = [];
  if (applied.resolution) parts.push(`resolution=${applied.resolution}`);
  if (applied.missing) parts.push(`missing=${applied.missing}`);
  if (applied.return) parts.push(`return=${applied.return}`);
  if (applied.count) parts.push(`count=${applied.count}`);
  if (applied.handling) parts.push(`handling=${applied.handling}`);
  return parts.length > 0 ? parts.join(', ') : null;
}
