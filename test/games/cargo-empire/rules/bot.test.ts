import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../../src/games/cargo-empire/index.ts';
import { settle } from '../../../../src/games/cargo-empire/rules/flow.ts';
import { BLANK } from '../../../../src/games/cargo-empire/state.ts';
import { blankSlate, play, setCity, tileFor } from '../scenario.ts';
import { buildCe, ceMoves, playCe } from '../../../support/kit/cargo-empire.ts';

/** A solo game after the goal choice where the human is the start player (the bot has not moved yet). */
function soloSetup(): CeState {
  for (let i = 0; i < 50; i++) {
    // The test kit stacks the display and the hidden city cards by moving real cards (issue 22).
    const fresh = buildCe({ players: 1, seed: `ex-s-${i}`, fixtures: { display: ['berlin', 'moscow', 'paris', 'rome'], hiddenCities: ['milan', 'warsaw'] } });
    const s = playCe(fresh, [[0, ceMoves(fresh, 0)[0]!]]);
    if (s.order[0] === 0) return s;
  }
  throw new Error('no seed with the human first');
}

/** EX-T: bot (participant 1) present only in Copenhagen (6) and Milan (18). */
function exampleT(): CeState {
  const s = blankSlate(1);
  const bot = s.players[1]!.colour;
  s.display = ['milan', 'oslo', 'dublin', 'warsaw'];
  s.bot = { ...s.bot!, destSlot: 1, origin: 'copenhagen', deck: [1, 2, 3, 4, 5, 6], discard: [] };
  setCity(s, 'copenhagen', { tile: tileFor('gray', 'orange', 'white'), production: ['gray', 'gray'], posts: [bot], demand: { upper: 'red', lower: 'red' } });
  setCity(s, 'milan', { tile: tileFor('gray', 'orange', 'brown'), production: ['gray', 'gray'], posts: [bot], demand: { upper: 'red', lower: 'red' } });
  setCity(s, 'oslo', { tile: tileFor('orange', 'white', 'brown'), production: [null, null] });
  setCity(s, 'dublin', { tile: tileFor('white', 'gray', 'orange'), production: ['white', 'white'] });
  setCity(s, 'warsaw', { tile: tileFor('gray', 'white', 'orange'), production: [null, null] });
  s.order = [1, 0];
  s.track = ['a06', 'a03', 'a05']; // no city bonus early in the upper row: the markers move only by the search
  return s;
}

describe('CE-14 the bot', () => {
  it('EX-S CE-14.2 bot setup: first post in the leftmost unchosen display city, second in its revealed card', () => {
    let s = soloSetup();
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ seat: 0, kind: 'setup-first' });
    s = play(s, 0, 'post berlin upper');
    expect(s.cities.moscow!.demand.upper).toBe(s.players[1]!.colour);
    expect(s.bot!.destSlot).toBe(2);
    s = play(s, 0, 'post milan lower');
    expect(s.cities.warsaw!.demand.lower).toBe(s.players[1]!.colour);
    expect(s.players[1]!.cities).toEqual(['warsaw']);
    expect(s.players[0]!.cities).toEqual(['milan']);
    expect(s.bot!.revealed).toBe(true);
    expect(s.bot!.origin).toBe('moscow');
    const publicView = cargoEmpire.view(s, null) as { players: { goals?: number[] }[] };
    expect(publicView.players[1]!.goals).toHaveLength(1); // CE-14.2 g: the bot's goal is public
    expect(publicView.players[0]!.goals).toBeUndefined();
  });

  it('EX-T CE-14.3 CE-14.4 the bot searches the display to the right, then its next city, with wrap-around', () => {
    let s = exampleT();
    settle(s, []);
    const bot = s.players[1]!.colour;
    expect(s.cities.dublin!.demand.upper).toBe(bot);
    expect(s.cities.copenhagen!.production).toEqual([null, 'gray']);
    expect(s.bot!.destSlot).toBe(3);
    expect(s.bot!.origin).toBe('milan');
    expect(s.players[1]!.markers.car.area).toBe('tile'); // bot card 1: car 2 up
    expect(s.players[1]!.markers.car).toMatchObject({ row: 'upper', space: 1 });
    s = structuredClone(s);
    s.turn = 2;
    s.flags.stage = 'plan';
    s.tasks = [];
    settle(s, []);
    expect(s.cities.warsaw!.demand.upper).toBe(bot);
    expect(s.cities.dublin!.production).toEqual([null, 'white']);
    expect(s.bot!.destSlot).toBe(0);
    expect(s.bot!.origin).toBe('copenhagen');
  });

  it('CE-14.4 1 a reshuffle card reshuffles all 14 bot cards and the bot draws again', () => {
    // The test kit puts the reshuffle card on top and three cards in the discard pile, every card kept (issue 22).
    const s = buildCe({ players: 1, through: 'setup', fixtures: { botNext: [13, 2], botDiscard: [1, 3, 4] }, edit: (x) => void (x.order = [1, 0]) });
    settle(s, []);
    expect(s.bot!.deck.length + s.bot!.discard.length).toBe(14);
    expect(s.bot!.discard).toHaveLength(1);
  });

  it('CE-14.4 2c no valid transport: the bot posts in the city of the top city card, which goes to the bottom', () => {
    const s = exampleT();
    s.cities.copenhagen!.production = [null, null];
    s.cities.milan!.production = [null, null];
    s.cityDeck = ['rome', 'lisbon', BLANK];
    setCity(s, 'rome', { level: 3, tile: null, production: [] });
    settle(s, []);
    expect(s.cities.lisbon!.demand.upper).toBe(s.players[1]!.colour);
    expect(s.cityDeck).toEqual([BLANK, 'lisbon']); // Rome (level 3) left the game
  });

  it('AMB-15 CE-14.4 2c with an exhausted deck the arrow picks the highest (up) numbered city without a bot post', () => {
    const s = exampleT();
    s.cities.copenhagen!.production = [null, null];
    s.cities.milan!.production = [null, null];
    s.cityDeck = [BLANK];
    s.bot!.deck = [1]; // arrow up
    settle(s, []);
    expect(s.cities.lisbon!.demand.upper).toBe(s.players[1]!.colour); // Lisbon is number 24
    const t = exampleT();
    t.cities.copenhagen!.production = [null, null];
    t.cities.milan!.production = [null, null];
    t.cityDeck = [];
    t.bot!.deck = [2]; // arrow down
    settle(t, []);
    expect(t.cities.dublin!.demand.upper).toBe(t.players[1]!.colour); // Dublin is number 1
  });

  it('CE-14.4 4d the bot city bonus takes the card under the destination marker', () => {
    const s = exampleT();
    s.track = ['a01', 'a03', 'a05'];
    s.players[1]!.markers.car = { area: 'tile', slot: 0, row: 'upper', space: 0 }; // next: a01 upper city bonus
    s.bot!.deck = [1];
    s.cityDeck = ['paris', 'rome'];
    settle(s, []);
    // After the transport to Dublin (slot 3) the marker moved to slot 4 (Warsaw); the bonus takes Warsaw.
    expect(s.players[1]!.cities).toEqual(['warsaw']);
    expect(s.display).toEqual(['milan', 'oslo', 'dublin', 'paris']);
    expect(s.bot!.destSlot).toBe(0);
  });

  it('CE-14.4 2a with both demand spaces of the destination empty and matching, the bot card arrow picks the space', () => {
    for (const [card, space, left] of [
      [1, 'upper', 'orange'],
      [2, 'lower', 'gray'],
    ] as const) {
      const s = exampleT();
      s.cities.copenhagen!.production = ['gray', 'orange']; // Oslo still demands neither; Dublin demands gray (upper) and orange (lower)
      s.bot!.deck = [card];
      settle(s, []);
      expect(s.cities.dublin!.demand[space]).toBe(s.players[1]!.colour);
      expect(s.cities.copenhagen!.production.filter((x) => x !== null)).toEqual([left]);
    }
  });

  it('CE-14.4 3 after a 2c placement the destination marker moves one slot right and the origin marker to the next higher bot city', () => {
    const s = exampleT();
    s.cities.copenhagen!.production = [null, null];
    s.cities.milan!.production = [null, null];
    s.cityDeck = ['lisbon', BLANK];
    settle(s, []);
    // Copenhagen (6) then Milan (18) were tried; the marker sits on Milan, whose next higher bot city is now Lisbon (24).
    expect(s.cities.lisbon!.demand.upper).toBe(s.players[1]!.colour);
    expect(s.bot!.destSlot).toBe(2);
    expect(s.bot!.origin).toBe('lisbon');
  });

  it('CE-14.4 4a the bot card arrow chooses the row when a bot marker leaves an intermediate space (and on its first advance, AMB-5)', () => {
    for (const [card, row] of [
      [1, 'upper'],
      [2, 'lower'],
    ] as const) {
      const s = exampleT();
      s.players[1]!.markers.car = { area: 'gap', slot: 0 };
      s.bot!.deck = [card];
      settle(s, []);
      expect(s.players[1]!.markers.car).toEqual({ area: 'tile', slot: 1, row, space: 1 });
      const t = exampleT();
      t.bot!.deck = [card];
      settle(t, []);
      expect(t.players[1]!.markers.car).toEqual({ area: 'tile', slot: 0, row, space: 1 });
    }
  });

  it('CE-14.4 4c 4e a bot goal bonus draws one goal card face up; a transport-card bonus gives the bot nothing', () => {
    const s = exampleT();
    s.track = ['a05', 'a03', 'a06']; // a05 lower row: goal, ship
    s.bot!.deck = [2]; // car 2, arrow down
    s.goalDeck = [7, 8];
    settle(s, []);
    expect(s.players[1]!.goals).toEqual([7]);
    expect(s.goalDeck).toEqual([8]);
    expect(s.players[1]!.hand).toEqual({ car: 0, loco: 0, ship: 0 });
    const view = cargoEmpire.view(s, null) as { players: { goals?: number[] }[] };
    expect(view.players[1]!.goals).toEqual([7]);
  });

  it('CE-14.1 CE-14.5 the bot takes no turn order bonus and never gains transport cards', () => {
    const s = blankSlate(1);
    s.turn = 8;
    s.players[1]!.markers.car = { area: 'tile', slot: 0, row: 'upper', space: 3 };
    for (const p of s.players) p.reserve[0] = 0;
    settle(s, []);
    expect(s.order[0]).toBe(1);
    expect(s.players[1]!.hand).toEqual({ car: 0, loco: 0, ship: 0 });
    expect(s.players[0]!.hand).toEqual({ car: 0, loco: 1, ship: 0 });
  });
});
