import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../../src/engine/automatic.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { seedRng } from '../../../src/engine/rng.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import type { CeOptions } from '../../../src/games/cargo-empire/options.ts';
import { exampleF } from './fixtures.ts';
import { playRandomGame, seatsOf } from './random-agent.ts';
import { presentAt, setCity, tileFor } from './scenario.ts';
import { cityInfo } from '../../../src/games/cargo-empire/rules/world.ts';
import { autopilotMove, judgedMoves } from '../../../src/games/cargo-empire/ai/autopilot.ts';

const autopilot = (s: CeState, seat: number) => autopilotMove(s, seat);

/**
 * Plays a whole game with every human seat's move chosen by the judgement (ai/autopilot.ts): the search of the
 * platform's computer player (ai/index.ts) takes its candidates from it, so it must offer a legal move everywhere.
 * Whole games through the platform's automatic move (the search) are in ai-strength.long.test.ts.
 */
function autopilotGame(players: number, options: Partial<CeOptions>, seed: string): { state: CeState; judged: number; moves: number } {
  let s = cargoEmpire.setup(cargoEmpire.options.parse(options), seatsOf(players), seed);
  let judged = 0;
  let moves = 0;
  for (; moves < 3000 && cargoEmpire.result(s) === null; moves++) {
    const d = cargoEmpire.pending(s)[0]!;
    const choice = autopilot(s, d.seat);
    expect(choice === null || cargoEmpire.legal(s, d.seat).includes(choice)).toBe(true);
    const played = choice === null ? automaticMove(cargoEmpire, s, d)! : playNotation(cargoEmpire, s, d.seat, choice);
    if (isRuleError(played)) throw new Error(played.message);
    if (choice !== null) judged++;
    s = played.state as CeState;
  }
  return { state: s, judged, moves };
}

describe('Cargo Empire autopilot: the solo bot\'s judgement among the seat\'s legal moves (issue 22)', () => {
  it.each([
    [1, {}],
    [3, { families: true, map: 'dior' }],
    [2, { mode: 'vassals', track: 'advanced' }],
    [4, { families: true }],
  ] as const)('CE-2.2 CE-14 a %i-player game (%j) plays to the end on autopilot, every choice legal', (players, options) => {
    const game = autopilotGame(players, options, `autopilot-${players}`);
    expect(cargoEmpire.result(game.state)).not.toBeNull();
    expect(game.judged).toBe(game.moves); // the judgement chose every move
  });

  it('CE-14.3 CE-14.4 like the bot it ships to a city whose card is in the display, rather than the cheapest transport', () => {
    const s = exampleF(); // Warsaw -> Copenhagen (not in the display) by loco is the cheapest
    setCity(s, 'riga', { tile: tileFor('gray', 'orange', 'white'), production: [null, null], demand: { upper: null, lower: null } });
    s.display = ['riga', 'amsterdam', 'oslo', 'dublin'];
    s.players[0]!.cities = [];
    s.players[0]!.hand = { car: 1, loco: 1, ship: 0 };
    const d = cargoEmpire.pending(s)[0]!;
    expect(d.defaultMove).toBe('ship orange warsaw-copenhagen with loco');
    expect(autopilot(s, 0)).toMatch(/^ship orange warsaw-riga with (car|loco)$/);
    // The platform's computer player weighs this judgement's best moves by the score they lead to: a legal one of them.
    const searched = automaticMove(cargoEmpire, s, d, { seed: 'autopilot' })!;
    expect(searched.chooser).toBe('ai');
    expect(judgedMoves(s, 0)).toContain(searched.notation);
  });

  it('CE-9 with no transport it takes the three cards; it never pays cubes for a family ability (CE-9.1)', () => {
    const s = exampleF();
    s.players[0]!.hand = { car: 0, loco: 0, ship: 0 };
    s.options = { ...s.options, families: true };
    s.players[0]!.cubes = { orange: 2, white: 2, gray: 0, brown: 0 };
    s.players[0]!.crest = 'warsaw';
    expect(cargoEmpire.legal(s, 0).some((m) => m.includes(' paying '))).toBe(true);
    expect(autopilot(s, 0)).toBe('take cards');
  });

  it('§9 two states that differ only in what the seat cannot see give the same choice', () => {
    const game = playRandomGame(3, 'autopilot-hidden', { families: true });
    let s = cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed);
    let compared = 0;
    for (const m of game.log) {
      for (const d of cargoEmpire.pending(s)) {
        const other = structuredClone(s);
        // Change what this seat cannot see: the other players' goals and draws, the decks' order, the RNG.
        other.players.forEach((x) => {
          if (x.seat !== d.seat) x.goals = x.goals.map((g) => (g % 24) + 1);
          if (x.seat !== d.seat && x.hiddenCity !== null) x.hiddenCity = other.cityDeck[0] ?? x.hiddenCity;
        });
        other.setupGoals = other.setupGoals.map((g, p) => (g && other.players[p]!.seat !== d.seat ? g.map((x) => (x % 24) + 1) : g));
        other.cityDeck = [...other.cityDeck].reverse();
        other.goalDeck = [...other.goalDeck].reverse();
        other.rng = seedRng('another');
        expect(autopilot(other, d.seat)).toBe(autopilot(s, d.seat));
        compared++;
      }
      const out = playNotation(cargoEmpire, s, m.seat, m.notation);
      if (isRuleError(out)) throw new Error(out.message);
      s = out.state;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('§9 CE-S7.6 what the seat may see does count: it keeps the goal card that scores most now', () => {
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), seatsOf(2), 'autopilot-goal');
    const ports = Object.keys(s.cities).filter((id) => cityInfo(id).port).slice(0, 6);
    presentAt(s, s.players[0]!.colour, ...ports);
    s.setupGoals[0] = [15, 14]; // non-port cities: 0 VP; port cities: 6 of them, 10 VP
    expect(autopilot(s, 0)).toBe('keep goal 14');
    s.setupGoals[0] = [15, 21];
    expect(autopilot(s, 0)).toBe('keep goal 15'); // both 0 now: the lower number
  });
});
