/** Issue 11: the default moves Cargo Empire declares for deadlines and autopilot seats. */
import { describe, expect, it } from 'vitest';
import { cargoEmpire } from '../../../src/games/cargo-empire/index.ts';
import { exampleF } from './fixtures.ts';
import { play } from './scenario.ts';

describe('CE default moves', () => {
  it('CE-9.3 b with no legal transport the default is the fallback turn that takes a car, a loco and a ship card', () => {
    const s = exampleF();
    s.players[0]!.hand = { car: 0, loco: 0, ship: 0 };
    const decision = cargoEmpire.pending(s)[0]!;
    expect(decision).toMatchObject({ kind: 'fallback', timing: 'turn', defaultMove: 'take cards' });
    expect(play(s, 0, decision.defaultMove!).players[0]!.hand).toEqual({ car: 1, loco: 1, ship: 1 });
  });

  it('CE-2.2 with a transport possible the default is a legal transport using the fewest cards', () => {
    const s = exampleF();
    const decision = cargoEmpire.pending(s)[0]!;
    expect(decision.kind).toBe('turn');
    const cards = (notation: string) => (notation.split(' with ')[1] ?? '').split('+').length;
    const transports = cargoEmpire.legal(s, 0).filter((m) => m.startsWith('ship '));
    expect(transports).toContain(decision.defaultMove);
    expect(cards(decision.defaultMove!)).toBe(Math.min(...transports.map(cards)));
  });

  it('every decision of a game played by its defaults alone has a legal default, to the end', () => {
    let s = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'A' }, { name: 'B' }, { name: 'C' }], 'ce-defaults');
    let moves = 0;
    while (cargoEmpire.result(s) === null && moves < 1000) {
      const decision = cargoEmpire.pending(s)[0]!;
      expect(decision.defaultMove, decision.prompt).toBeDefined();
      s = play(s, decision.seat, decision.defaultMove!);
      moves++;
    }
    expect(cargoEmpire.result(s)).not.toBeNull();
  });
});
