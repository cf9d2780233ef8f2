import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { largestNetwork, scoreParticipant } from '../../../src/games/cargo-empire/rules/scoring.ts';
import { markerVp } from '../../../src/games/cargo-empire/rules/track.ts';
import { landDistance } from '../../../src/games/cargo-empire/rules/world.ts';
import { blankSlate, play, presentAt, refused, setCity, tileFor, throughSetup } from './scenario.ts';
import { playRandomGame } from './random-agent.ts';

/** A Dior action-phase state: seat 0 (red) in dior02 with orange cubes; dior03, dior09 and dior15 demand orange. */
function dior(hand = { car: 0, loco: 1, ship: 0 }): CeState {
  const s = blankSlate(2, { map: 'dior' });
  setCity(s, 'dior02', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', 'orange'] });
  presentAt(s, 'red', 'dior02');
  for (const id of ['dior03', 'dior09', 'dior15']) setCity(s, id, { tile: tileFor('gray', 'orange', 'white') });
  s.players[0]!.colour = 'red';
  s.players[0]!.hand = hand;
  s.express = { x1: 'ship', x2: 'car', x3: 'loco', x4: 'car', x5: 'ship', x6: 'loco' };
  s.display = ['dior20', 'dior21', 'dior22', 'dior23'];
  s.players[0]!.cities = [];
  return s;
}

describe('CE-17 the Dior map (provisional data)', () => {
  it('CE-17.1 setup: Dior cities and one express tile from the bag on each of the 6 express spaces (2 car, 2 loco, 2 ship)', () => {
    const s = throughSetup(3, { map: 'dior' });
    expect(Object.keys(s.cities)).toHaveLength(24);
    expect(Object.keys(s.cities).every((id) => id.startsWith('dior'))).toBe(true);
    expect(Object.keys(s.express!).sort()).toEqual(['x1', 'x2', 'x3', 'x4', 'x5', 'x6']);
    expect(Object.values(s.express!).sort()).toEqual(['car', 'car', 'loco', 'loco', 'ship', 'ship']);
    expect(throughSetup(3).express).toBeUndefined(); // Europe has no express spaces
    const europe = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'A' }, { name: 'B' }], 'x');
    expect(playNotation(cargoEmpire, europe, 0, 'crest dior01')).toSatisfy(isRuleError);
  });

  it('CE-17.2 an express space is a route node: a route through it counts 2, so one car cannot cross it', () => {
    expect(landDistance('dior02', 'dior03')).toBe(2);
    const s = dior({ car: 1, loco: 0, ship: 0 });
    expect(refused(s, 0, 'ship orange dior02-dior03 with car')).toBe('ce.payment');
    expect(refused(s, 0, 'ship orange dior02-x1 with car')).toBe('bad-notation');
  });

  it('CE-17.3 CE-17.4 a journey that must pass an express tile takes it right after the post: +1 marker space, tile back to the bag', () => {
    const s = dior();
    const out = playNotation(cargoEmpire, s, 0, 'ship orange dior02-dior03 with loco');
    if (isRuleError(out)) throw new Error(out.message);
    expect(out.events.map((e) => e.kind)).toEqual(['transport', 'express']);
    expect(out.events[1]!.data).toMatchObject({ seat: 0, space: 'x1', tile: 'ship' });
    expect(out.state.express!.x1).toBeNull();
    // The express advance (ship) comes first and waits for its row; it earns no flexible step (AMB-19).
    expect(out.state.tasks[0]).toMatchObject({ t: 'advance', marker: 'ship', steps: 1 });
    const flex = out.state.tasks.find((t) => t.t === 'rewards');
    expect(flex).toMatchObject({ eligible: ['loco'] });
    const after = play(out.state, 0, 'row upper');
    expect(after.players[0]!.markers.ship).toMatchObject({ area: 'tile', slot: 0, space: 0 });
  });

  it('CE-17.3 with several shortest journeys the player chooses the tile, or none when a journey passes none', () => {
    const s = dior({ car: 1, loco: 1, ship: 0 });
    const out = play(s, 0, 'ship orange dior02-dior15 with car+loco');
    expect(out.tasks[0]).toEqual({ t: 'express', p: 0, spaces: ['x1', 'x3'], none: true });
    expect(cargoEmpire.legal(out, 0)).toEqual(['express x1', 'express x3', 'express none']);
    expect(cargoEmpire.pending(out)[0]!.options!.map((o) => o.label)).toEqual(['Express tile X1', 'Express tile X3', 'No express tile']);
    expect(refused(out, 0, 'express x2')).toBe('ce.express');
    const took = play(out, 0, 'express x3');
    expect(took.express).toMatchObject({ x1: 'ship', x3: null });
    expect(took.tasks[0]).toMatchObject({ t: 'advance', marker: 'loco', steps: 1 });
    const skipped = play(out, 0, 'express none');
    expect(skipped.express).toEqual(s.express);
  });

  it('CE-17.3 a shortest journey is required: an empty express space gives nothing, a journey with a tile-free way asks', () => {
    const s = dior();
    s.express!.x1 = null;
    const out = play(s, 0, 'ship orange dior02-dior03 with loco');
    expect(out.express!.x1).toBeNull();
    expect(out.tasks.some((t) => t.t === 'express')).toBe(false);
    const t = play(dior(), 0, 'ship orange dior02-dior09 with loco');
    expect(t.tasks[0]).toEqual({ t: 'express', p: 0, spaces: ['x1'], none: true });
  });

  it('CE-17.5 CE-10.4 maintenance returns every express tile to the bag and fills all 6 spaces again', () => {
    const game = playRandomGame(2, 'dior-maintenance', { map: 'dior' });
    let s = cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed);
    let refreshes = 0;
    for (const m of game.log) {
      const out = playNotation(cargoEmpire, s, m.seat, m.notation);
      if (isRuleError(out)) throw new Error(out.message);
      if (out.events.some((e) => e.kind === 'maintenance')) {
        refreshes++;
        expect(Object.values(out.state.express!).sort()).toEqual(['car', 'car', 'loco', 'loco', 'ship', 'ship']);
        expect(out.events.map((e) => e.kind)).toContain('express-refresh');
      }
      s = out.state;
    }
    expect(refreshes).toBe(2);
  });

  it('CE-17.7 CE-13.5 yellow an Elleston 2-card transport passes no route and gains no express tile', () => {
    const s = dior({ car: 0, loco: 0, ship: 2 });
    s.options = { ...s.options, families: true };
    s.players[0]!.colour = 'yellow';
    s.cities.dior02!.posts = ['yellow'];
    s.players[0]!.crest = 'dior02';
    const out = play(s, 0, 'ship orange dior02-dior03 with ship+ship');
    expect(out.express).toEqual(s.express);
    expect(out.tasks.some((t) => t.t === 'express')).toBe(false);
  });

  it('CE-16.6 CE-17.7 vassal placements and the bot gain no express tile; CE-14.9 the bot doubles development VP on Dior', () => {
    const vassals = playRandomGame(2, 'dior-vassals', { map: 'dior', mode: 'vassals' });
    const solo = playRandomGame(1, 'dior-solo', { map: 'dior' });
    for (const game of [vassals, solo]) {
      let s = cargoEmpire.setup(game.setup.options, game.setup.seats, game.setup.seed);
      for (const m of game.log) {
        const out = playNotation(cargoEmpire, s, m.seat, m.notation);
        if (isRuleError(out)) throw new Error(out.message);
        const gained = out.events.filter((e) => e.kind === 'express');
        // Only a human's own transport (or its express choice) gains a tile, never a vassal placement or a bot turn.
        if (gained.length > 0) {
          expect(m.notation).toMatch(/^(ship|express) /);
          expect(gained[0]!.data).toMatchObject({ seat: m.seat });
          expect(out.events.slice(out.events.indexOf(gained[0]!)).some((e) => (e.kind ?? '').startsWith('bot-') || e.kind === 'vassal-transport')).toBe(false);
        }
        expect(gained.length).toBeLessThanOrEqual(1); // one per turn
        s = out.state;
      }
    }
    const end = structuredClone(solo.final);
    const bot = end.players.findIndex((x) => x.kind === 'bot');
    end.players[bot]!.markers.car = { area: 'vp', level: 2 };
    const single = (['car', 'loco', 'ship'] as const).reduce((sum, t) => sum + markerVp(end.players[bot]!.markers[t]), 0);
    const doubled = scoreParticipant(end, bot).development;
    expect(single).toBeGreaterThan(0);
    expect(doubled).toBe(2 * single);
  });

  it('CE-17.6 goal 9: cities joined to the same express space are neighbours in a network', () => {
    expect(landDistance('dior03', 'dior09')).toBe(2); // only through x1
    expect(largestNetwork(['dior03', 'dior09'])).toBe(2);
    expect(largestNetwork(['dior03', 'dior15'])).toBe(1);
  });
});
