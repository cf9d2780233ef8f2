import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The language platform messages are written in for the work being done now. The Discord adapter runs
 * each interaction inside withLocale(<the server's language>), so a table's posts, DMs and replies share
 * one language per server; everything else (reminders, the sandbox, tests) is English.
 */
const storage = new AsyncLocalStorage<string>();

export function withLocale<T>(locale: string | null | undefined, work: () => T): T {
  return storage.run(locale ?? 'en', work);
}

export function currentLocale(): string {
  return storage.getStore() ?? 'en';
}
