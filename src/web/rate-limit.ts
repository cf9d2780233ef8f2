/**
 * A fixed-window request limit per client address: a flood of requests from one address gets "429 Too many
 * requests" instead of database reads; everyone else is unaffected. In memory, per process, forgotten after a minute.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  allow(client: string, now: number): boolean {
    const window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      this.windows.set(client, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= this.perMinute;
  }

  private forgetOld(now: number): void {
    for (const [client, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(client);
  }
}
