import type { CeState } from '../../../src/games/cargo-empire/index.ts';
import { blankSlate, presentAt, setCity, tileFor } from './scenario.ts';

/** EX-F setup: Ana (seat 0, red) in Warsaw [orange, orange]; Copenhagen LV1 with David's (blue) post on white. */
export function exampleF(): CeState {
  const s = blankSlate(4);
  setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', 'orange'] });
  presentAt(s, 'red', 'warsaw');
  setCity(s, 'copenhagen', { tile: tileFor('gray', 'white', 'orange'), production: [null, null], demand: { upper: 'blue', lower: null } });
  s.supply = { orange: 0, white: 0, gray: 0, brown: 2 }; // Copenhagen's LV2 side produces brown
  s.players[0]!.hand = { car: 1, loco: 1, ship: 1 };
  s.players[0]!.cities = ['copenhagen'];
  s.display = ['amsterdam', 'warsaw', 'oslo', 'dublin'];
  s.cityDeck = ['paris', ...s.cityDeck.filter((c) => !['paris', 'amsterdam', 'warsaw', 'oslo', 'dublin', 'copenhagen'].includes(c))];
  s.track = ['a01', 'a03', 'a05'];
  return s;
}

