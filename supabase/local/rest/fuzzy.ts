/**
 * The "Perhaps you meant …" hints: PostgREST picks the most similar name with a fuzzy set scored by
 * `1 - levenshtein / longer length` on lower-cased names. Tables and functions need a score of at
 * least 0.75, parameter lists and relationship names 0.33 (`Error.hs` `getFuzzyHint`).
 */
const TABLE_SCORE = 0.75;
export const PARAMS_SCORE = 0.33;

export function closestName(name: string, candidates: Iterable<string>, minScore = TABLE_SCORE): string | null {
  const wanted = name.toLowerCase();
  let best: string | null = null;
  let bestScore = -1;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    const longer = Math.max(wanted.length, other.length);
    if (longer === 0 || !sharesBigram(wanted, other)) continue;
    const score = 1 - editDistance(wanted, other) / longer;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best !== null && bestScore >= minScore ? best : null;
}

/** A fuzzy set only compares names that have an n-gram in common. */
function sharesBigram(a: string, b: string): boolean {
  const grams = new Set<string>();
  const padded = (s: string) => `-${s}-`;
  const pa = padded(a);
  for (let i = 0; i + 1 < pa.length; i += 1) grams.add(pa.slice(i, i + 2));
  const pb = padded(b);
  for (let i = 0; i + 1 < pb.length; i += 1) if (grams.has(pb.slice(i, i + 2))) return true;
  return false;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
