import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../../src/games/cargo-empire/index.ts';
import { largestNetwork, scoreGoal, scoreParticipant } from '../../../../src/games/cargo-empire/rules/scoring.ts';
import { europeCityIds, cityInfo } from '../../../../src/games/cargo-empire/rules/world.ts';
import { at, blankSlate, presentAt, setCity } from '../scenario.ts';

function over(s: CeState): CeState {
  s.phase = 'over';
  return s;
}

const byColour = (colour: string) => europeCityIds().filter((id) => cityInfo(id).colour === colour);
const ports = europeCityIds().filter((id) => cityInfo(id).port);
const inland = europeCityIds().filter((id) => !cityInfo(id).port);

describe('CE-11 final scoring', () => {
  it('EX-N CE-11 item 1 development track VP', () => {
    const s = blankSlate(4);
    s.players[0]!.markers.car = { area: 'vp', level: 10 };
    s.players[1]!.markers.ship = { area: 'vp', level: 9 };
    s.players[2]!.markers.car = { area: 'vp', level: 6 };
    s.players[2]!.markers.loco = { area: 'vp', level: 1 };
    s.players[3]!.markers.car = at(17);
    expect([0, 1, 2, 3].map((p) => scoreParticipant(s, p).development)).toEqual([22, 20, 18, 0]);
  });

  it('EX-O CE-11 item 2 level-3 cities: 3 VP per own post', () => {
    const s = blankSlate(4);
    const level3 = ['rome', 'oslo', 'riga'];
    for (const id of level3) setCity(s, id, { level: 3, tile: null, production: [] });
    s.cities.rome!.posts = ['red', 'red', 'green', 'green'];
    s.cities.oslo!.posts = ['red', 'red', 'green', 'yellow'];
    s.cities.riga!.posts = ['red', 'green', 'green', 'yellow'];
    s.cities.paris!.posts = ['blue', 'blue', 'blue']; // level 1: no level-3 VP
    expect([0, 1, 2, 3].map((p) => scoreParticipant(s, p).level3)).toEqual([15, 6, 15, 0]);
  });

  it('CE-11 item 3 5 VP per city card, blank cards included', () => {
    const s = blankSlate(2);
    s.players[0]!.cities = ['rome', 'blank', 'oslo'];
    expect(scoreParticipant(s, 0).cityCards).toBe(15);
  });

  it('CE-2.6 goals 1-8: colour, port and four-colour sets', () => {
    const s = blankSlate(2);
    presentAt(s, 'red', ...byColour('red').slice(0, 3), ...byColour('blue').slice(0, 2), ...byColour('green').slice(0, 1));
    expect(scoreGoal(s, 0, 1)).toBe(6);
    expect(scoreGoal(s, 0, 2)).toBe(3);
    expect(scoreGoal(s, 0, 3)).toBe(0);
    expect(scoreGoal(s, 0, 4)).toBe(3);
    expect(scoreGoal(s, 0, 8)).toBe(0);
    presentAt(s, 'red', byColour('yellow')[0]!);
    expect(scoreGoal(s, 0, 8)).toBe(6);
    const t = blankSlate(2);
    presentAt(t, 'red', ...ports.slice(0, 3), ...inland.slice(0, 5));
    expect(scoreGoal(t, 0, 7)).toBe(9);
  });

  it('CE-2.6 goal 9 largest network counts one connected group', () => {
    expect(largestNetwork(['warsaw', 'berlin', 'copenhagen', 'rome', 'milan'])).toBe(3);
    expect(largestNetwork(['dublin', 'lisbon'])).toBe(1);
    const s = blankSlate(2);
    presentAt(s, 'red', 'warsaw', 'berlin', 'copenhagen', 'rome', 'milan');
    expect(scoreGoal(s, 0, 9)).toBe(3);
  });

  it('CE-2.6 goals 10-15 thresholds', () => {
    const s = blankSlate(2);
    presentAt(s, 'red', ...byColour('red').slice(0, 4), ...byColour('blue'));
    expect(scoreGoal(s, 0, 10)).toBe(6);
    expect(scoreGoal(s, 0, 11)).toBe(12);
    expect(scoreGoal(s, 0, 12)).toBe(0);
    const t = blankSlate(2);
    presentAt(t, 'red', ...ports.slice(0, 6), ...inland.slice(0, 4));
    expect(scoreGoal(t, 0, 14)).toBe(10);
    expect(scoreGoal(t, 0, 15)).toBe(5);
  });

  it('CE-2.6 goals 16 and 21 read "5" as "5 or more" (AMB-11)', () => {
    const s = blankSlate(2);
    s.players[0]!.cities = ['a', 'b', 'c'];
    expect(scoreGoal(s, 0, 16)).toBe(5);
    s.players[0]!.cities = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(scoreGoal(s, 0, 16)).toBe(10);
    s.players[0]!.goals = [21, 1, 2];
    expect(scoreGoal(s, 0, 21)).toBe(5);
    s.players[0]!.goals = [21, 1, 2, 3, 4];
    expect(scoreGoal(s, 0, 21)).toBe(10);
  });

  it('CE-2.6 goals 17-20 levels and posts per city (AMB-12: goal 19 once)', () => {
    const s = blankSlate(2);
    for (const id of ['rome', 'oslo', 'riga', 'kyiv']) setCity(s, id, { level: 2 });
    presentAt(s, 'red', 'rome', 'oslo', 'riga', 'kyiv');
    expect(scoreGoal(s, 0, 17)).toBe(5);
    setCity(s, 'paris', { level: 3, tile: null, production: [], posts: ['red', 'red', 'red', 'red'] });
    setCity(s, 'lisbon', { level: 3, tile: null, production: [], posts: ['red', 'red', 'red', 'red'] });
    expect(scoreGoal(s, 0, 18)).toBe(6);
    expect(scoreGoal(s, 0, 19)).toBe(10);
    expect(scoreGoal(s, 0, 20)).toBe(6);
  });

  it('CE-2.6 goals 22-24 strictly-behind markers, VP by effective player count', () => {
    const s = blankSlate(3);
    s.players[0]!.markers.car = at(5);
    s.players[1]!.markers.car = at(5);
    s.players[2]!.markers.car = at(2);
    expect(scoreGoal(s, 0, 22)).toBe(5);
    s.players[0]!.markers.ship = at(3);
    expect(scoreGoal(s, 0, 24)).toBe(10);
    expect(scoreGoal(s, 0, 23)).toBe(0);
    const t = blankSlate(2);
    t.players[0]!.markers.loco = at(1);
    expect(scoreGoal(t, 0, 23)).toBe(8);
  });
});

describe('CE-12 tie-breakers', () => {
  it('CE-12.2 equal totals: more development VP wins', () => {
    const s = blankSlate(2); // seat 0 red, seat 1 yellow
    setCity(s, 'rome', { level: 3, tile: null, production: [], posts: ['red', 'red'] }); // red: 6 level-3 VP
    s.players[1]!.markers.car = { area: 'vp', level: 2 }; // yellow: 6 development VP
    const r = cargoEmpire.result(over(s))!;
    expect(r.scores.map((x) => [x.seat, x.total, x.rank])).toEqual([
      [1, 6, 1],
      [0, 6, 2],
    ]);
  });

  it('CE-12.3 equal totals and development: level-3 VP decide', () => {
    const s = blankSlate(2); // seat 0 red, seat 1 yellow
    setCity(s, 'rome', { level: 3, tile: null, production: [], posts: ['red'] }); // red: 3 level-3 VP
    s.players[0]!.cities = ['oslo']; // red: 5 city VP -> 8
    s.players[1]!.cities = ['riga']; // yellow: 5 city VP
    presentAt(s, 'yellow', 'london', 'dublin'); // a red and a blue city
    s.players[1]!.goals = [1]; // yellow: 3 goal VP -> 8
    s.order = [1, 0];
    const r = cargoEmpire.result(over(s))!;
    expect(r.scores.map((x) => [x.seat, x.total])).toEqual([
      [0, 8],
      [1, 8],
    ]);
  });

  it('CE-12.3 equal totals, development and level-3 VP: city-card VP decide before goal VP', () => {
    const s = blankSlate(2); // seat 0 red, seat 1 yellow
    s.players[0]!.cities = ['oslo', 'riga']; // red: 10 city VP
    s.players[1]!.cities = ['rome']; // yellow: 5 city VP
    presentAt(s, 'yellow', ...ports.slice(0, 4));
    s.players[1]!.goals = [14]; // yellow: 4 ports -> 5 goal VP, total 10
    s.order = [1, 0]; // turn order would favour yellow
    const r = cargoEmpire.result(over(s))!;
    expect(r.scores.map((x) => [x.seat, x.total, x.rank])).toEqual([
      [0, 10, 1],
      [1, 10, 2],
    ]);
  });

  it('CE-2.6 goals 22-24 a marker at the same position in the other row is not behind', () => {
    const s = blankSlate(3); // 3 effective players: 5 VP per marker behind
    s.players[0]!.markers.car = { area: 'tile', slot: 0, row: 'upper', space: 2 };
    s.players[1]!.markers.car = { area: 'tile', slot: 0, row: 'lower', space: 2 };
    expect(scoreGoal(s, 0, 22)).toBe(5); // only the marker still at the start
    expect(scoreGoal(s, 1, 22)).toBe(5);
    expect(scoreGoal(s, 2, 22)).toBe(0);
  });

  it('CE-12.4 complete ties go to the earlier player in the round-3 turn order', () => {
    const s = blankSlate(2);
    s.order = [1, 0];
    const r = cargoEmpire.result(over(s))!;
    expect(r.scores.map((x) => x.seat)).toEqual([1, 0]);
    expect(r.summary).toMatch(/CE-12/);
  });

  it('CE-14.9 the bot scores goal cards double (and city cards double with families, CE-13.7)', () => {
    const s = blankSlate(1);
    const bot = 1;
    presentAt(s, s.players[bot]!.colour, ...byColour('blue'));
    s.players[bot]!.goals = [11];
    s.players[bot]!.cities = ['rome'];
    expect(scoreParticipant(s, bot)).toMatchObject({ goals: 24, cityCards: 5 });
    s.options = { ...s.options, families: true };
    expect(scoreParticipant(s, bot).cityCards).toBe(10);
  });
});
