import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import type { Decision } from '../../../../src/engine/types.ts';
import { terraMystica, type TmState } from '../../../../src/games/terra-mystica/index.ts';
import { tmOptionsSchema } from '../../../../src/games/terra-mystica/options.ts';

export const SEAT_NAMES = ['Ærøskøbing', '<script>&"\'', 'Zoë', 'Łukasz'];

export interface Played {
  state: TmState;
  lastMove: string;
  lastSeat: number;
}

export function play(state: TmState, seat: number, text: string): TmState {
  const r = playNotation<TmState>(terraMystica, state, seat, text);
  if (isRuleError(r)) throw new Error(`seat ${seat} "${text}": ${r.message}`);
  return r.state;
}

/** Every open leech offer is accepted (TM-8), so the turn can go on. */
export function answerLeeches(state: TmState): TmState {
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    const offer = terraMystica.pending(s).find((d: Decision) => d.kind === 'leech');
    const notation = offer?.options?.[0]?.notation;
    if (!offer || !notation) return s;
    s = play(s, offer.seat, notation);
  }
  return s;
}

/** A 4-player base-map game at the start of round 1: factions picked, dwellings placed, bonus cards taken (TM-3). */
export function startOfGame(): TmState {
  const options = tmOptionsSchema.parse({
    scoringTiles: ['SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7', 'SCORE8'],
    bonusCards: ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7'],
  });
  let s = terraMystica.setup(options, SEAT_NAMES.map((name) => ({ name })), 'render-test');
  ['engineers', 'darklings', 'nomads', 'witches'].forEach((id, seat) => {
    s = play(s, seat, `setup ${id}`);
  });
  const dwellings = [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']];
  while (s.phase === 'setup' && s.setupQueue[0]?.kind === 'dwelling') {
    const seat = s.setupQueue[0].seat;
    s = play(s, seat, `build ${dwellings[seat]?.shift() ?? ''}`);
  }
  const bonus = ['BON3', 'BON4', 'BON5', 'BON6'];
  while (s.phase === 'setup') {
    const seat = s.setupQueue[0]?.seat ?? 0;
    s = play(s, seat, `pass ${bonus[seat]}`);
  }
  return s;
}

/** Round 1 under way: upgrades, a temple with a favor tile, a priest on the cult board, a pass, power actions and a bridge. */
export function midGame(): Played {
  let s = startOfGame();
  const script = [
    'upgrade E7 to TP',
    'upgrade E5 to TP',
    'upgrade F3 to TP',
    'upgrade F4 to TP',
    'upgrade E7 to TE. +FAV11',
    'send p to WATER',
    'dig 1. build E6',
    'pass BON7',
    'burn 2. action ACT2',
    'action ACT1. bridge C2:E5',
  ];
  let lastMove = '';
  let lastSeat = 0;
  for (const text of script) {
    const seat = s.active ?? 0;
    s = answerLeeches(play(s, seat, text));
    lastMove = text;
    lastSeat = seat;
  }
  return { state: s, lastMove, lastSeat };
}

/** A game on `map` with the given factions picked and no dwelling placed yet (TM-3.6). */
export function factionsPicked(map: string, factions: readonly string[]): TmState {
  const options = tmOptionsSchema.parse({ map });
  const names = factions.map((_, i) => SEAT_NAMES[i % SEAT_NAMES.length] ?? `P${i + 1}`);
  let s = terraMystica.setup(options, names.map((name) => ({ name })), 'render-test');
  factions.forEach((id, seat) => {
    s = play(s, seat, `setup ${id}`);
  });
  return s;
}
