import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { terraMystica, type TmState } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, scenario } from './helpers.ts';

const base = () =>
  edit(
    scenario({ factions: ['engineers', 'darklings', 'nomads', 'witches'], dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']] }),
    (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }),
  );

function play(s: TmState, seat: number, text: string): { state: TmState; events: GameEvent[] } {
  const parsed = terraMystica.parse(text, seat, s);
  if (isRuleError(parsed)) throw new Error(parsed.message);
  const r = terraMystica.apply(s, seat, parsed);
  if (isRuleError(r)) throw new Error(r.message);
  return r;
}

describe('TM-20.3 events carry a kind and public data', () => {
  it('TM-20.3 one event per command in order, then the power offers the upgrade set off (TM-8.1)', () => {
    const s = base();
    const { state, events } = play(s, 0, 'convert 1W to 1C. upgrade E7 to TP');
    const offers = state.leeches.map((l) => ({ from: l.from, to: l.to, amount: l.amount, power: l.actual }));
    expect(offers.length).toBeGreaterThan(0);
    expect(events.map((e) => e.kind)).toEqual(['convert', 'upgrade', ...offers.map(() => 'leech-offer')]);
    expect(events[1]!.data).toEqual({ seat: 0, faction: 'engineers', hex: 'E7', to: 'TP' });
    expect(events.slice(2).map((e) => e.data)).toEqual(offers);
    expect(events.every((e) => e.private === undefined)).toBe(true);
    // The seat's line reads as before: the move in notation after the faction's name.
    expect(events.slice(0, 2).map((e) => e.text).join(' ')).toBe('Engineers: convert 1W to 1C. upgrade E7 to TP');
  });

  it('TM-8.3 answering an offer is an event of its own kind with the builder named', () => {
    let s = base();
    s = play(s, 0, 'upgrade E7 to TP').state;
    const offer = s.leeches[0]!;
    const builder = fac(s, offer.from).id;
    const { events } = play(s, offer.to, `decline ${offer.amount} from ${builder}`);
    expect(events.map((e) => e.kind)).toEqual(['leech-decline']);
    expect(events[0]!.data).toEqual({ seat: offer.to, faction: fac(s, offer.to).id, n: offer.amount, from: builder });
  });

  it('TM-4.3 the last pass of a round is followed by the start of the next round', () => {
    let s = base();
    const kinds: (string | undefined)[][] = [];
    for (const [seat, bonus] of [[0, 'BON1'], [1, 'BON2'], [2, 'BON7'], [3, 'BON3']] as const) {
      const r = play(s, seat, `pass ${bonus}`);
      kinds.push(r.events.map((e) => e.kind));
      s = r.state;
    }
    expect(kinds).toEqual([['pass'], ['pass'], ['pass'], ['pass', 'round-start']]);
    expect(s.round).toBe(2);
  });
});
