import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { refreshExpressTiles } from '../../../src/games/cargo-empire/rules/express.ts';
import { settle } from '../../../src/games/cargo-empire/rules/flow.ts';
import { PAID_B } from '../../../src/games/cargo-empire/rules/abilities.ts';
import { cityIds, PLAYER_COLOURS, tileSide } from '../../../src/games/cargo-empire/rules/world.ts';
import { ceData } from '../../../src/games/cargo-empire/data/pack.ts';
import { buildCe, ceInvariants, ceMoves, expressBagOf, playCe, withCeData } from '../../support/kit/cargo-empire.ts';
import { playMoves } from '../../support/kit/common.ts';
import { playRandomGame } from './random-agent.ts';

/** Every position of a logged game, from the setup on. */
function positions(game: ReturnType<typeof playRandomGame>): CeState[] {
  const out = [cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed)];
  for (const move of game.log) out.push(playMoves(cargoEmpire, out.at(-1)!, [[move.seat, move.notation]]));
  return out;
}

describe('issue 22: the Cargo Empire test kit', () => {
  it('CE-S1 CE-S7.3 CE-18.3 AMB-4 the invariants hold at every position of random games in every mode', () => {
    const games = [
      playRandomGame(1, 'kit-solo', {}),
      playRandomGame(2, 'kit-vassals', { mode: 'vassals', families: true }),
      playRandomGame(3, 'kit-dior', { map: 'dior', mode: 'bot' }),
      playRandomGame(5, 'kit-five', { track: 'advanced' }),
    ];
    for (const game of games) {
      for (const s of [...positions(game), game.final]) expect(ceInvariants(s)).toEqual([]);
    }
  });

  it('the builder refuses a position that breaks the invariants, naming what is broken', () => {
    expect(() => buildCe({ edit: (s) => void (s.players[0]!.hand.car = -1) })).toThrow(/participant 0 has -1 car/);
    expect(() => buildCe({ players: 2, edit: (s) => void s.display.push(s.display[0]!) })).toThrow(/a city card is in two places/);
    expect(() => buildCe({ players: 2, edit: (s) => void s.goalDeck.pop() })).toThrow(/goal cards/);
    expect(() => buildCe({ players: 2, edit: (s) => void (s.cities[cityIds(s)[0]!]!.tile = 'T99') })).toThrow(/unknown city tile T99/);
  });

  it('CE-S1 city tiles drawn from the bag in a chosen order, with their LV1 production', () => {
    const s = buildCe({ players: 3, fixtures: { tileOrder: ['T24', 'T01', 'T13'] } });
    const [first, second, third] = cityIds(s);
    expect([s.cities[first!]!.tile, s.cities[second!]!.tile, s.cities[third!]!.tile]).toEqual(['T24', 'T01', 'T13']);
    expect(s.cities[first!]!.production).toEqual([...tileSide('T24', 1).production]);
  });

  it('CE-7.3 CE-7.4 the display and the top of the city deck: taking a display city refills from the chosen top card', () => {
    const s = buildCe({
      players: 2,
      through: 'setup',
      fixtures: { display: ['oslo', 'rome', 'lisbon', 'kyiv'], cityDeckTop: ['athens'] },
      edit: (x) => {
        x.tasks = [{ t: 'city', p: x.order[0]! }];
        x.flags.stage = 'develop';
      },
    });
    const seat = s.players[s.order[0]!]!.seat!;
    expect(ceMoves(s, seat)).toContain('take city rome');
    const after = playCe(s, [[seat, 'take city rome']]);
    expect(after.players[s.order[0]!]!.cities).toContain('rome');
    expect(after.display).toContain('athens');
    expect(after.display).not.toContain('rome');
  });

  it('CE-8.7 goal bonus with the goal deck stacked: draw the top 2, keep 1, the other to the bottom (converted from develop.test)', () => {
    const [a, b, c] = buildCe({ players: 4, through: 'setup' }).goalDeck.slice(-3) as [number, number, number];
    const s = buildCe({
      players: 4,
      through: 'setup',
      fixtures: { goalDeckTop: [a, b, c] },
      edit: (x) => {
        x.track = ['a01', 'a03', 'a05'];
        x.players[0]!.markers.car = { area: 'tile', slot: 0, row: 'upper', space: 3 }; // a01 upper space 5: goal
        x.tasks = [{ t: 'advance', p: 0, marker: 'car', steps: 1 }];
        x.flags.stage = 'develop';
        settle(x, []);
      },
    });
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ kind: 'goal', seat: 0 });
    expect(ceMoves(s, 0)).toEqual([`keep goal ${a}`, `keep goal ${b}`]);
    const before = s.players[0]!.goals.length;
    const t = playCe(s, [[0, `keep goal ${b}`]]);
    expect(t.players[0]!.goals).toHaveLength(before + 1);
    expect(t.players[0]!.goals).toContain(b);
    expect(t.goalDeck[0]).toBe(c);
    expect(t.goalDeck.at(-1)).toBe(a);
  });

  it('movesOf answers for any seat: at the goal choice of the setup (CE-S7.6) every seat has its own moves', () => {
    const s = buildCe({ players: 3, seed: 'kit-moves' });
    for (const seat of [0, 1, 2]) {
      const pair = s.setupGoals[seat]!;
      expect(ceMoves(s, seat).sort()).toEqual(pair.map((g) => `keep goal ${g}`).sort());
    }
    // A scripted answer by seat 2 before seat 0 changes only seat 2's hand.
    const after = playCe(s, [[2, ceMoves(s, 2)[0]!]]);
    expect(after.players[2]!.goals).toHaveLength(1);
    expect(after.players[0]!.goals).toHaveLength(0);
  });

  it('CE-17.1 CE-17.5 express tiles placed by fixture, and a data set whose bag holds only locomotives', () => {
    const s = buildCe({ players: 2, options: { map: 'dior' }, fixtures: { express: { x1: 'ship', x2: null } } });
    expect(s.express!.x1).toBe('ship');
    expect(s.express!.x2).toBeNull();
    const locos = expressBagOf(['loco', 'loco', 'loco', 'loco', 'loco', 'loco']);
    withCeData(locos, () => {
      const t = buildCe({ players: 2, options: { map: 'dior' } });
      expect(Object.values(t.express!)).toEqual(['loco', 'loco', 'loco', 'loco', 'loco', 'loco']);
      t.express = { ...t.express!, x3: null };
      refreshExpressTiles(t, []);
      expect(Object.values(t.express)).toEqual(['loco', 'loco', 'loco', 'loco', 'loco', 'loco']);
    });
    // Outside that set the shipped bag (2 of each type) applies again.
    expect(ceData()['express-tiles.json'].tiles).toHaveLength(6);
  });

  it('CE-14.4 1 a reshuffle card on top of the bot deck reshuffles all 14 bot cards and the bot draws again (converted from bot.test)', () => {
    const s = buildCe({
      players: 1,
      through: 'setup',
      fixtures: { botNext: [13, 2], botDiscard: [1, 3, 4] },
      edit: (x) => {
        x.order = [1, 0];
        x.turn = 0;
        settle(x, []);
      },
    });
    expect(s.bot!.deck.length + s.bot!.discard.length).toBe(14);
    expect(s.bot!.discard).toHaveLength(1);
    expect(s.bot!.discard[0]).not.toBe(13);
  });

  it('the rules’ tables tests used to write into are read-only', () => {
    expect(Object.isFrozen(PAID_B)).toBe(true);
    expect(Object.isFrozen(PLAYER_COLOURS)).toBe(true);
    expect(() => {
      (ceData()['bot-cards.json'].cards[0] as { steps: number }).steps = 9;
    }).toThrow(TypeError);
    expect(ceData()['bot-cards.json'].cards[0]!.steps).toBe(2);
  });
});
