import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../../src/engine/rng.ts';
import { botTurn } from '../../../../src/games/cargo-empire/rules/bot.ts';
import { botCards } from '../../../../src/games/cargo-empire/data/pack.ts';
import { cargoEmpire, type CeState } from '../../../../src/games/cargo-empire/index.ts';
import { BLANK, type DemandSpace } from '../../../../src/games/cargo-empire/state.ts';
import { europeCityIds, cityInfo, demandColour } from '../../../../src/games/cargo-empire/rules/world.ts';
import { seatsOf } from '../random-agent.ts';

/**
 * An independent, literal reading of the seed's bot turn (ソロルール, "bot の手番" steps 2a, 2b-i, 2b-ii and 3),
 * checked against the engine on the boards of random solo and 2+bot games: which origin and display card are used,
 * which demand space (arrow only when both empty spaces match), and where both markers go afterwards.
 */
function postsOf(s: CeState, colour: string, id: string): number {
  const c = s.cities[id]!;
  return (c.demand.upper === colour ? 1 : 0) + (c.demand.lower === colour ? 1 : 0) + c.posts.filter((x) => x === colour).length;
}

const byNumber = (ids: string[]) => [...ids].sort((a, b) => cityInfo(a).number - cityInfo(b).number);
const nextHigher = (from: string, list: string[]) => list.find((c) => cityInfo(c).number > cityInfo(from).number) ?? list[0]!;

interface Expected {
  origin: string;
  dest: string | null;
  slot: number;
  space: DemandSpace | null;
}

function expectedBotTransport(s: CeState, p: number, card: number): Expected {
  const colour = s.players[p]!.colour;
  const mine = byNumber(europeCityIds().filter((id) => postsOf(s, colour, id) > 0));
  const arrow = botCards().find((c) => c.number === card)!.arrow;
  let origin = s.bot!.origin!;
  for (let tried = 0; tried < mine.length; tried++) {
    if (tried > 0) origin = nextHigher(origin, mine);
    for (let k = 0; k < s.display.length; k++) {
      const slot = (s.bot!.destSlot + k) % s.display.length;
      const card = s.display[slot]!;
      if (card === BLANK || card === origin) continue;
      const dest = s.cities[card]!;
      if (dest.tile === null || dest.level === 3) continue;
      const cubes = s.cities[origin]!.production;
      const spaces = (['upper', 'lower'] as const).filter((sp) => dest.demand[sp] === null && cubes.includes(demandColour(dest.tile!, dest.level as 1 | 2, sp)));
      if (spaces.length === 0) continue;
      return { origin, dest: card, slot, space: spaces.length === 2 ? (arrow === 'up' ? 'upper' : 'lower') : spaces[0]! };
    }
  }
  return { origin, dest: null, slot: s.bot!.destSlot, space: null };
}

describe('CE-14.4 the bot against a literal reading of the seed', () => {
  it('CE-14.4 2a 2b 3 origin, destination, demand space and both markers agree on random boards', () => {
    const problems: string[] = [];
    let checked = 0;
    for (let g = 0; g < 16; g++) {
      const humans = g % 2 === 0 ? 1 : 2;
      let state = cargoEmpire.setup(cargoEmpire.options.parse(humans === 2 ? { mode: 'bot' } : {}), seatsOf(humans), `oracle-${g}`);
      const rng = seedRng(`oracle-agent-${g}`);
      while (cargoEmpire.result(state) === null) {
        if (state.phase === 'action' && state.bot?.origin) {
          const p = state.players.findIndex((x) => x.kind === 'bot');
          const s = structuredClone(state);
          const card = s.bot!.deck.find((c) => !botCards().find((b) => b.number === c)!.reshuffle)!;
          s.bot!.deck = [card];
          s.tasks = [];
          const exp = expectedBotTransport(s, p, card);
          const before = structuredClone(s);
          botTurn(s, p, []);
          checked++;
          const colour = s.players[p]!.colour;
          const size = s.display.length;
          if (exp.dest !== null) {
            const d = before.cities[exp.dest]!;
            const cube = demandColour(d.tile!, d.level as 1 | 2, exp.space!);
            const placedRight = s.cities[exp.dest]!.demand[exp.space!] === colour || (s.cities[exp.dest]!.posts.includes(colour) && postsOf(s, colour, exp.dest) === postsOf(before, colour, exp.dest) + 1);
            const cubeTaken = before.cities[exp.origin]!.production.filter((x) => x === cube).length - 1 === s.cities[exp.origin]!.production.filter((x) => x === cube).length;
            const mineAfter = byNumber(europeCityIds().filter((id) => postsOf(s, colour, id) > 0));
            if (!placedRight || !cubeTaken || s.bot!.destSlot !== (exp.slot + 1) % size || s.bot!.origin !== nextHigher(exp.origin, mineAfter)) {
              problems.push(`${g}: expected ${JSON.stringify(exp)}, bot now ${JSON.stringify({ destSlot: s.bot!.destSlot, origin: s.bot!.origin })}`);
            }
          } else {
            const mineAfter = byNumber(europeCityIds().filter((id) => postsOf(s, colour, id) > 0));
            if (s.bot!.destSlot !== (exp.slot + 1) % size || s.bot!.origin !== nextHigher(exp.origin, mineAfter)) problems.push(`${g}: 2c markers`);
          }
        }
        const decisions = cargoEmpire.pending(state);
        const seat = decisions[randomInt(rng, decisions.length)]!.seat;
        const legal = cargoEmpire.legal(state, seat);
        const played = playNotation(cargoEmpire, state, seat, legal[randomInt(rng, legal.length)]!);
        if (isRuleError(played)) throw new Error(played.message);
        state = played.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
