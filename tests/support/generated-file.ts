/**
 * The first line where a committed generated file and a fresh run of its generator differ, with the
 * command that regenerates it; null when they are the same.
 */
export function firstDifference(committed: string, fresh: string, regenerate: string): string | null {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i])
      return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? '<end of file>')}, generated ${JSON.stringify(b[i] ?? '<end of file>')} — run ${regenerate}`;
  }
  return null;
}
