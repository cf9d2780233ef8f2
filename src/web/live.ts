/**
 * Live updates for open pages: one version poll per table with open pages, shared by all of them, through the table
 * service (so a move made by any process on the same database is seen). A listener hears each new version once.
 */
export type VersionListener = (version: number) => void;

interface Watched {
  listeners: Set<VersionListener>;
  version: number | null;
  timer: NodeJS.Timeout;
  polling: boolean;
}

export class VersionWatch {
  private readonly tables = new Map<string, Watched>();

  constructor(
    private readonly versionOf: (publicId: string) => Promise<number | null>,
    private readonly intervalMs = 1000,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Starts hearing the table's versions after `known`; returns the function that stops. */
  watch(publicId: string, known: number, listener: VersionListener): () => void {
    let watched = this.tables.get(publicId);
    if (!watched) {
      const created: Watched = { listeners: new Set(), version: known, polling: false, timer: setInterval(() => void this.poll(publicId, created), this.intervalMs) };
      created.timer.unref();
      this.tables.set(publicId, created);
      watched = created;
    }
    const entry = watched;
    entry.listeners.add(listener);
    // A page drawn at an older version than the poll knows hears the newer one at once.
    if (entry.version !== null && entry.version > known) listener(entry.version);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.tables.get(publicId) === entry) {
        clearInterval(entry.timer);
        this.tables.delete(publicId);
      }
    };
  }

  /** Tables being watched now (for metrics and tests). */
  get size(): number {
    return this.tables.size;
  }

  close(): void {
    for (const watched of this.tables.values()) clearInterval(watched.timer);
    this.tables.clear();
  }

  private async poll(publicId: string, watched: Watched): Promise<void> {
    if (watched.polling) return;
    watched.polling = true;
    try {
      const version = await this.versionOf(publicId);
      if (version !== null && version !== watched.version) {
        watched.version = version;
        for (const listener of [...watched.listeners]) listener(version);
      }
    } catch (err) {
      this.onError(err);
    } finally {
      watched.polling = false;
    }
  }
}
