/** What each seat keeps secret at a table now, read from the store: for the leak audits' checks. */
import type { Seat } from '../../../src/engine/types.ts';
import type { Store } from '../../../src/store/port.ts';
import type { LeakProfile } from './profiles.ts';

/** Per seat: its secret words (hand, goals, agendas), and the notation of its hidden moves still in the log. */
export interface Secrets {
  secrets: Map<Seat, string[]>;
  hiddenMoves: Map<Seat, string[]>;
}

export const NO_SECRETS: Secrets = { secrets: new Map(), hiddenMoves: new Map() };

export function union(a: ReadonlyMap<Seat, readonly string[]>, b: ReadonlyMap<Seat, readonly string[]>): Map<Seat, string[]> {
  const out = new Map<Seat, string[]>();
  for (const map of [a, b]) for (const [seat, words] of map) out.set(seat, [...new Set([...(out.get(seat) ?? []), ...words])]);
  return out;
}

/** The secrets of a running table (none once it is over: then everything may be shown). */
export async function secretsAt(store: Store, tableId: string, profile: LeakProfile): Promise<Secrets> {
  const table = await store.getTable(tableId);
  const secrets = new Map<Seat, string[]>();
  const hiddenMoves = new Map<Seat, string[]>();
  if (!table || table.status !== 'active') return { secrets, hiddenMoves };
  const game = profile.entry.module;
  for (const s of await store.listSeats(tableId)) {
    secrets.set(s.seat, profile.secrets(table.snapshot, s.seat));
    hiddenMoves.set(s.seat, []);
  }
  for (const m of await store.listMoves(tableId)) {
    if (!game.publicNotation || game.publicNotation(m.notation, m.seat) === m.notation) continue;
    const list = hiddenMoves.get(m.seat);
    if (list && !list.includes(m.notation)) list.push(m.notation);
  }
  return { secrets, hiddenMoves };
}

export function anySecret(s: Secrets): boolean {
  return [...s.secrets.values(), ...s.hiddenMoves.values()].some((words) => words.length > 0);
}
