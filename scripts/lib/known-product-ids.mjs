/**
 * The active product ids, kept in memory so that proxy.ts can answer /product/<id> for an id that is
 * no product with a 404 before anything renders: a rendered product page goes into the page cache on
 * disk, and made-up ids would fill it. The list is read again after `maxAgeMs`, and at once on a miss
 * (a product just added in the console) though at most every `minRefreshMs`, so a flood of made-up
 * ids costs one small query every few seconds. When the list cannot be read, every id passes and the
 * page decides, as before.
 */
export class KnownProductIds {
  private ids: ReadonlySet<number> | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<number[]>,
    private readonly maxAgeMs = 60_000,
    private readonly minRefreshMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `id` may be a product page: true when it is known, or when the list is unavailable. */
  async mayExist(id: number): Promise<boolean> {
    if (this.ids === null || this.now() - this.loadedAt >= this.maxAgeMs) await this.refresh();
    if (this.ids === null) return true;
    if (this.ids.has(id)) return true;
    if (this.now() - this.loadedAt < this.minRefreshMs) return false;
    await this.refresh();
    return this.ids === null || this.ids.has(id);
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load()
      .then((ids) => {
        this.ids = new Set(ids);
        this.loadedAt = this.now();
      })
      .catch((error: unknown) => {
        this.ids = null;
        console.error('[proxy] could not read the product ids:', error);
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/** The `<id>` of a /product/<id> path (one segment, still percent-encoded), or null for other paths. */
export function productPathSegment(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  return match ? match[1]! : null;
}
