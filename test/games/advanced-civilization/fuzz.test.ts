import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game } from './helpers.ts';

/** Variations of a legal move that are mostly illegal: other numbers, other areas, cut short, garbage. */
function mutations(move: string, rng: ReturnType<typeof seedRng>): string[] {
  const words = move.split(' ');
  return [
    move.replace(/\d+/g, (n) => String(Number(n) + 7)),
    move.replace(/\d+/g, '0'),
    move.replace(/[a-z]+-?\d*(?=>|$| )/, 'sea'),
    move.replace(/>/g, '>>'),
    words.slice(0, Math.max(1, words.length - 1)).join(' '),
    `${move}; done; done`,
    `${words[0] ?? ''} ${'x'.repeat(randomInt(rng, 40))}`,
    'buy theology pay gold 9 treasury 999 mining gold',
    'cities roma:99, roma',
    'reduce nowhere',
    'discard calamity 99',
    'ship build sea 2; ship scrap 999',
    'sail 1 sea; sail 1 sea; sail 1 sea',
    'move a>a 1',
  ];
}

describe('bad input never crashes and never changes the state (brief standards)', () => {
  it('mutated legal moves from random positions are refused cleanly or played legally', () => {
    const rng = seedRng('fuzz');
    let s = game.setup(game.options.parse({ turnLimit: 5 }), [{ name: 'a' }, { name: 'b' }, { name: 'c' }], 'fuzz') as AcState;
    let tried = 0;
    while (game.result(s) === null) {
      const decisions = game.pending(s);
      const d = decisions[randomInt(rng, decisions.length)]!;
      const legal = game.legal(s, d.seat);
      const move = pickWeighted(rng, legal, game.randomPlayWeights);
      if (randomInt(rng, 4) === 0) {
        const before = JSON.stringify(s);
        for (const bad of mutations(move, rng)) {
          for (const seat of [d.seat, (d.seat + 1) % 3]) {
            const r = playNotation(game, s, seat, bad);
            tried++;
            if (isRuleError(r)) expect(r.message.length).toBeGreaterThan(0);
          }
          expect(JSON.stringify(s)).toBe(before);
        }
      }
      const played = playNotation(game, s, d.seat, move);
      if (isRuleError(played)) throw new Error(`${move}: ${played.message}`);
      s = played.state as AcState;
    }
    expect(tried).toBeGreaterThan(200);
  });
});
