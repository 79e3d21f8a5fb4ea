/**
 * Free text from a form, read the way the database reads it (private.clean_text), so that a limit
 * means the same on both sides: every run of blank characters (control characters and all white
 * space: what JavaScript's \s matches, plus C0 and C1 controls and DEL) becomes one space, the ends
 * are trimmed, and lengths count characters (Unicode code points, as Postgres' char_length does),
 * not UTF-16 units. The same character class is spelled out in the database, so the result does not
 * depend on the database's locale.
 */
const BLANK_RUNS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;

/** "  Sana \t\n Baig " → "Sana Baig". */
export function cleanText(value: string): string {
  return value.replace(BLANK_RUNS, ' ').trim();
}

/** Characters as Postgres counts them: "😀" is 1, not 2. */
export function charLength(value: string): number {
  let length = 0;
  for (const _char of value) length += 1;
  return length;
}

/**
 * Postgres text and jsonb cannot hold U+0000, and nothing the shop reads means one (a stranger can
 * send one anywhere): it is read as U+FFFD, so the value is judged like any other odd text.
 */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, '\uFFFD');
}
