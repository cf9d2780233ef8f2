/**
 * Issue 25, spec §9: the searching computer player (ai/index.ts) plays fair. Positions that differ only in what the
 * seat cannot see (other humans' and the unrevealed bot's goal cards, the face-down setup cities of others, the order
 * of the city, goal and bot decks, the RNG) give the same samples (ai/determinize.ts) and the same move for a seed.
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../../src/engine/ai.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { seedRng } from '../../../src/engine/rng.ts';
import { CE_AI } from '../../../src/games/cargo-empire/ai/index.ts';
import { determinizeCe } from '../../../src/games/cargo-empire/ai/determinize.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { BLANK } from '../../../src/games/cargo-empire/state.ts';
import type { CeOptions } from '../../../src/games/cargo-empire/options.ts';
import { playRandomGame } from './random-agent.ts';

/** The same position with every card the seat cannot see moved to another hidden place, and another RNG. */
function reshuffledHidden(s: CeState, seat: number): CeState {
  const o = structuredClone(s);
  const hidden = (p: number) => o.players[p]!.seat !== seat;
  const goalsPublic = s.phase === 'final' || s.phase === 'over';
  const goalPlaces: { get: () => number[]; set: (x: number[]) => void }[] = [];
  o.players.forEach((x, p) => {
    if (!hidden(p)) return;
    if (!goalsPublic && !(x.kind === 'bot' && o.bot?.revealed)) goalPlaces.push({ get: () => x.goals, set: (g) => (x.goals = g) });
    if (o.setupGoals[p]) goalPlaces.push({ get: () => o.setupGoals[p]!, set: (g) => (o.setupGoals[p] = g) });
  });
  o.tasks.forEach((t, i) => {
    if (t.t === 'goal' && hidden(t.p)) goalPlaces.push({ get: () => t.drawn, set: (g) => (o.tasks[i] = { ...t, drawn: g }) });
  });
  goalPlaces.push({ get: () => o.goalDeck, set: (g) => (o.goalDeck = g) });
  const pool = goalPlaces.flatMap((x) => x.get()).reverse();
  for (const place of goalPlaces) place.set(pool.splice(0, place.get().length));

  const cityPool = [...o.players.filter((x, p) => hidden(p) && x.hiddenCity !== null && x.hiddenCity !== BLANK).map((x) => x.hiddenCity!), ...o.cityDeck.filter((c) => c !== BLANK)].reverse();
  o.players.forEach((x, p) => {
    if (hidden(p) && x.hiddenCity !== null && x.hiddenCity !== BLANK) x.hiddenCity = cityPool.shift()!;
  });
  o.cityDeck = o.cityDeck.map((c) => (c === BLANK ? c : cityPool.shift()!));
  if (o.bot) o.bot.deck = [...o.bot.deck].reverse();
  o.rng = seedRng('another');
  return o;
}

function positions(players: number, seed: string, options: Partial<CeOptions>): CeState[] {
  const game = playRandomGame(players, seed, options);
  let s = cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed);
  const out = [s];
  for (const m of game.log) {
    const played = playNotation(cargoEmpire, s, m.seat, m.notation);
    if (isRuleError(played)) throw new Error(played.message);
    s = played.state;
    out.push(s);
  }
  return out;
}

describe('Cargo Empire computer player fairness (issue 25, §9)', () => {
  it.each([
    [3, { families: true }],
    [1, {}],
    [2, { mode: 'bot', map: 'dior' }],
  ] as const)('%i players (%j): redealing what the seat cannot see changes neither the samples nor the move', (players, options) => {
    const all = positions(players, `ai-fair-${players}`, options);
    let samples = 0;
    let searched = 0;
    all.forEach((s, i) => {
      for (const d of cargoEmpire.pending(s)) {
        const other = reshuffledHidden(s, d.seat);
        expect(JSON.stringify(other)).not.toBe(JSON.stringify(s));
        const a = determinizeCe(s, d.seat, seedRng('fair'));
        const b = determinizeCe(other, d.seat, seedRng('fair'));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        samples++;
        if (i % 12 === 0 && cargoEmpire.legal(s, d.seat).length > 1) {
          expect(chooseAiMove(cargoEmpire, CE_AI, other, d.seat, `fair:${i}`)).toBe(chooseAiMove(cargoEmpire, CE_AI, s, d.seat, `fair:${i}`));
          searched++;
        }
      }
    });
    expect(samples).toBeGreaterThan(30);
    expect(searched).toBeGreaterThan(3);
  });

  it('§9 the samples do differ where the seat cannot see: the decks are redealt, the seat\'s own goals are kept', () => {
    const s = positions(2, 'ai-fair-own', {})[20]!;
    const a = determinizeCe(s, 0, seedRng('one'));
    const b = determinizeCe(s, 0, seedRng('two'));
    expect(a.players[0]!.goals).toEqual(s.players[0]!.goals);
    expect(b.players[0]!.goals).toEqual(s.players[0]!.goals);
    expect(a.display).toEqual(s.display);
    expect([a.goalDeck, a.cityDeck]).not.toEqual([b.goalDeck, b.cityDeck]);
    expect([...a.goalDeck, ...a.players[1]!.goals].sort()).toEqual([...s.goalDeck, ...s.players[1]!.goals].sort());
  });
});
