/**
 * A list of waiters that are re-checked every time something changes, so `waitFor…` helpers
 * resolve as soon as the condition holds, and reject with a readable message on timeout.
 */
/**
 * How long the fake waits by default (for a callback, a message, a bot to log in) and how late a callback may come:
 * long enough that only a hang fails a test, never a slow or busy machine. A test of a deadline sets its own.
 */
export const HANG_MS = 120_000;

export class Waiters {
  private readonly pending = new Set<() => void>();
  private readonly rejecters = new Set<(error: Error) => void>();

  /** Re-check every waiter; call after each change to the observed state. */
  notify(): void {
    for (const check of [...this.pending]) check();
  }

  /** Resolves with the first non-undefined value of `probe()`, or rejects after `timeoutMs`. */
  waitFor<T>(probe: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
    const now = probe();
    if (now !== undefined) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const check = (): void => {
        const value = probe();
        if (value === undefined) return;
        cleanup();
        resolve(value);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fake-discord: timed out after ${timeoutMs} ms waiting for ${describe()}`));
      }, timeoutMs);
      const fail = (error: Error): void => {
        cleanup();
        reject(error);
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        this.pending.delete(check);
        this.rejecters.delete(fail);
      };
      this.pending.add(check);
      this.rejecters.add(fail);
    });
  }

  /** Rejects every pending waiter, so nothing keeps a timer alive after close(). */
  rejectAll(reason: string): void {
    for (const fail of [...this.rejecters]) fail(new Error(`fake-discord: ${reason}`));
  }
}
