export interface ImageKey {
  readonly tableId: string;
  readonly version: number;
  /** A seat's user id for a private image, or 'public' for what everybody sees. */
  readonly viewer: string;
  /** Which image: 'board', 'hand', 'scores'... */
  readonly kind: string;
}

export interface ImageCacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
  readonly evictions: number;
}

/** JSON keeps the parts apart whatever characters ids contain. */
function keyString(key: ImageKey): string {
  return JSON.stringify([key.tableId, key.version, key.viewer, key.kind]);
}

/**
 * Least-recently-used cache of rendered images, bounded by total bytes. An image
 * larger than the whole budget is returned but not kept. Renders of the same key
 * that overlap share one promise, so ten players pressing 'Board' at once cost
 * one render. A failed render is not cached; the next call tries again.
 */
export class ImageCache {
  private readonly entries = new Map<string, { readonly key: ImageKey; readonly image: Buffer }>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private totalBytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly maxBytes: number) {
    if (!(maxBytes >= 0)) throw new RangeError(`maxBytes must be a non-negative number, got ${maxBytes}`);
  }

  get(key: ImageKey): Buffer | undefined {
    const id = keyString(key);
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    // Map iteration order is insertion order: re-inserting marks the entry as most recent.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.image;
  }

  set(key: ImageKey, image: Buffer): void {
    const id = keyString(key);
    this.remove(id);
    if (image.length > this.maxBytes) return;
    this.entries.set(id, { key, image });
    this.totalBytes += image.length;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.image.length;
      this.evictions++;
    }
  }

  getOrRender(key: ImageKey, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.get(key);
    if (cached !== undefined) {
      this.hits++;
      return Promise.resolve(cached);
    }
    const id = keyString(key);
    const pending = this.inFlight.get(id);
    if (pending !== undefined) {
      this.hits++;
      return pending;
    }
    this.misses++;
    // Starting from a resolved promise turns a render that throws synchronously into a rejection too.
    const rendering = Promise.resolve()
      .then(render)
      .then((image) => {
        this.set(key, image);
        return image;
      })
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, rendering);
    return rendering;
  }

  /** Drops every image of a table, e.g. when it is aborted or archived. */
  deleteTable(tableId: string): void {
    for (const [id, entry] of this.entries) {
      if (entry.key.tableId === tableId) this.remove(id);
    }
  }

  stats(): ImageCacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.entries.delete(id);
    this.totalBytes -= entry.image.length;
  }
}
