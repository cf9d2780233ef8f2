import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { SCORING_TILES } from '../../../src/games/terra-mystica/data/tiles.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';

function inRoundOne(): TmState {
  let state = terraMystica.setup(terraMystica.options.parse({}), [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }], 'status');
  for (let i = 0; i < 100 && !terraMystica.statusLine(state).startsWith('Round 1'); i++) {
    const seat = terraMystica.pending(state)[0]!.seat;
    const played = playNotation(terraMystica, state, seat, terraMystica.legal(state, seat)[0]!);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state as TmState;
  }
  return state;
}

describe('/game status for Terra Mystica', () => {
  it('TM-4 TM-2.8 shows the turn order, the score so far and this round\'s scoring tile', () => {
    const state = inRoundOne();
    const details = terraMystica.statusDetails!(state);
    expect(details[0]).toMatch(/^Turn order: \w+ \(Ann|Ben|Cat/);
    expect(details[1]).toMatch(/^Score so far: .* \d+ VP/);
    const tile = SCORING_TILES[state.scoring[0]!];
    expect(details[2]).toContain(`This round's scoring tile (${state.scoring[0]}): ${tile.display} VP`);
  });

  it('TM-8 leech buttons state the VP cost', () => {
    let state = inRoundOne();
    for (let i = 0; i < 300; i++) {
      const offer = terraMystica.pending(state).find((d) => d.kind === 'leech');
      if (offer) {
        const [take, decline] = offer.options!;
        const gain = Number(/^Take (\d) power/.exec(take!.label)?.[1]);
        expect(take!.label).toBe(gain > 1 ? `Take ${gain} power for ${gain - 1} VP` : 'Take 1 power (free)');
        expect(take!.notation).toMatch(/^leech \d from \w+$/);
        expect(decline!.label).toBe('Decline');
        return;
      }
      const seat = terraMystica.pending(state)[0]!.seat;
      const legal = terraMystica.legal(state, seat);
      const move = legal.find((m) => m.startsWith('build') || m.startsWith('upgrade')) ?? legal[0]!;
      const played = playNotation(terraMystica, state, seat, move);
      if (isRuleError(played)) throw new Error(played.message);
      state = played.state as TmState;
    }
    throw new Error('no leech offer came up');
  });
});
