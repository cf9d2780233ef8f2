/** Shared set-up for table-service tests: players, a service on a fresh test store, and outcome checks. */
import { expect } from 'vitest';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTestStore } from './db.ts';

export const ann: Actor = { userId: '100', name: 'Ann', canManage: false };
export const ben: Actor = { userId: '200', name: 'Ben', canManage: false };
export const cat: Actor = { userId: '300', name: 'Cat', canManage: false };
export const mod: Actor = { userId: '900', name: 'Mod', canManage: true };
export const stranger: Actor = { userId: '999', name: 'Eve', canManage: false };

export interface ServiceHarness {
  store: Store;
  service: TableService;
  cleanup(): Promise<void>;
}

/** A table service hosting the High Card fixture (or the given games), with a fixed seed and the given clock. */
export async function openServiceHarness(clock: () => Date, entries: AnyGameEntry[] = [highCardEntry]): Promise<ServiceHarness> {
  const testStore = await openTestStore();
  const service = new TableService({ store: testStore.store, games: catalogOf(entries), images: noImages, newSeed: () => 'fixed-seed', clock });
  return { store: testStore.store, service, cleanup: () => testStore.cleanup() };
}

/** The outcome succeeded (its reply is not an error). */
export function ok(outcome: Outcome): Outcome {
  expect(outcome.reply?.kind, outcome.reply?.text).not.toBe('error');
  return outcome;
}

/** The outcome was refused and posted nothing; returns the message the player saw. */
export function refused(outcome: Outcome): string {
  expect(outcome.reply?.kind).toBe('error');
  expect(outcome.posts).toHaveLength(0);
  return outcome.reply!.text;
}
