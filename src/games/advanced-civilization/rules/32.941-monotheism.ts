/**
 * 32.941-32.942 Monotheism: at the end of the calamity phase each holder (A.S.T. order, K15) may replace the units of
 * other players in one area adjacent by land to his units with his own (D-15: one area per turn), if his stock has
 * the replacements; never units of Monotheism or Theology holders, barbarians or pirate cities.
 */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Owner } from '../state.ts';
import { answerOf, type Answers } from './calamities/common.ts';
import type { Ask, CalamityRun } from './calamities/types.ts';
import { boardOf, nationOf, ownerHas, ownersIn, placeCity, player, removeCity, seatName, tokensFromStock, tokensToStock } from './units.ts';

export function conversionTargets(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const me = nationOf(s, seat);
  const p = player(s, seat);
  const mine = (a: string) => (s.board[a]?.tokens[me] ?? 0) > 0 || s.board[a]?.city === me;
  return board.order.filter((a) => {
    const u = s.board[a];
    if (!u || !board.areas[a]?.land) return false;
    const owners: Owner[] = [...ownersIn(u), ...(u.city ? [u.city] : [])].filter((o) => o !== me);
    if (owners.length === 0) return false;
    if (owners.some((o) => o === 'barbarian' || o === 'pirate' || ownerHas(s, o, 'monotheism') || ownerHas(s, o, 'theology'))) return false;
    const tokens = owners.reduce((n, o) => n + (u.tokens[o] ?? 0), 0);
    const city = u.city !== null && u.city !== me ? 1 : 0;
    if (p.stock < tokens || p.citiesInStock < city) return false;
    return (board.land[a] ?? []).some(mine);
  });
}

function convert(s: AcState, seat: number, area: string, events: GameEvent[]): void {
  const me = nationOf(s, seat);
  const u = s.board[area]!;
  for (const o of ownersIn(u).filter((x) => x !== me)) {
    const n = tokensToStock(s, area, o, u.tokens[o] ?? 0);
    tokensFromStock(s, area, me, n);
  }
  if (u.city && u.city !== me) {
    removeCity(s, area);
    placeCity(s, area, me, false);
  }
  events.push({ kind: 'monotheism-convert', data: { seat, area }, text: `${seatName(s, seat)} converts ${area} with Monotheism (32.941).` });
}

/** K15 for one holder: the ask, or null when he has passed, converted or has no target. */
export function monotheism(s: AcState, run: CalamityRun, seat: number, answers: Answers | null, events: GameEvent[]): Ask | null {
  if (run.stage === 'mono-picked') {
    const choice = answerOf(answers, seat, 'pick')?.choice ?? 'pass';
    if (choice !== 'pass') convert(s, seat, choice, events);
    run.stage = 'start';
    return null;
  }
  const targets = conversionTargets(s, seat);
  if (targets.length === 0) return null;
  run.stage = 'mono-picked';
  return { kind: 'pick', k: 'K15', seat, options: ['pass', ...targets], text: 'Monotheism (32.941): convert the units of one adjacent area, or pass' };
}
