import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { exampleF } from './fixtures.ts';
import { playRandomGame } from './random-agent.ts';

function eventsOf(s: CeState, seat: number, move: string): GameEvent[] {
  const out = playNotation(cargoEmpire, s, seat, move);
  if (isRuleError(out)) throw new Error(out.message);
  return out.events;
}

/** Every event of a whole game, by replaying its log. */
function allEvents(players: number, seed: string, options = {}): GameEvent[] {
  const game = playRandomGame(players, seed, options);
  let s = cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed);
  const events: GameEvent[] = [];
  for (const m of game.log) {
    const out = playNotation(cargoEmpire, s, m.seat, m.notation);
    if (isRuleError(out)) throw new Error(out.message);
    events.push(...out.events);
    s = out.state;
  }
  return events;
}

describe('events carry a kind and public data (issue 21)', () => {
  it('EX-F EX-G CE-5 CE-6 CE-8.8 a transport tells in order: transport, upgrade, then the chosen marker moves', () => {
    const s = exampleF();
    const events = eventsOf(s, 0, 'ship orange warsaw-copenhagen with car+ship');
    const kinds = events.map((e) => e.kind);
    expect(kinds[0]).toBe('transport');
    expect(events[0]!.data).toEqual({ seat: 0, colour: 'red', cube: 'orange', origin: 'warsaw', destination: 'copenhagen', cards: { car: 1, loco: 0, ship: 1 }, space: 'lower' });
    expect(kinds[1]).toBe('upgrade');
    expect(events[1]!.data).toEqual({ city: 'copenhagen', level: 2, full: true });
    expect(kinds).toEqual(['transport', 'upgrade']);
    const after = playNotation(cargoEmpire, s, 0, 'ship orange warsaw-copenhagen with car+ship');
    if (isRuleError(after)) throw new Error(after.message);
    const advanced = playNotation(cargoEmpire, after.state, 0, 'advance ship');
    if (isRuleError(advanced)) throw new Error(advanced.message);
    expect(advanced.events).toEqual([]); // CE-8.6 the first step waits for the row
    const step = eventsOf(advanced.state, 0, 'row upper');
    expect(step[0]).toMatchObject({ kind: 'marker-move', data: { seat: 0, marker: 'ship', position: { area: 'tile', slot: 0, row: 'upper', space: 0 } } });
  });

  it('CE-S7.6 §9 keeping a goal card names no goal in the public data', () => {
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'A' }, { name: 'B' }], 'events-goal');
    const keep = cargoEmpire.legal(s, 0)[0]!;
    const events = eventsOf(s, 0, keep);
    expect(events.map((e) => e.kind)).toEqual(['keep-goal']);
    expect(events[0]!.data).toEqual({ seat: 0, colour: expect.any(String) as string });
    expect(events[0]!.private).toHaveLength(1);
  });

  it.each([
    [1, {}],
    [2, { mode: 'vassals', families: true }],
    [3, { mode: 'bot', track: 'advanced' }],
    [5, { families: true }],
  ])('every event of a whole %i-player game has a kebab-case kind and data (%j)', (players, options) => {
    const events = allEvents(players, `kinds-${players}`, options);
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) {
      expect(e.kind).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(e.data).toBeTypeOf('object');
    }
    const kinds = new Set(events.map((e) => e.kind));
    for (const k of ['round-start', 'maintenance', 'turn-order-space', 'marker-move', 'game-over']) expect(kinds).toContain(k);
    expect(kinds.has('transport') || kinds.has('fallback-cards') || kinds.has('fallback-refill')).toBe(true);
  });
});
