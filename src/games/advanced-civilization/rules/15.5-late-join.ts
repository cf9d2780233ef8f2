/**
 * 15.5 joining late (table option `lateJoin`). A player who joins the running game (the platform plays `join` for a
 * new seat after the last) picks an unused nation (15.51) and waits: he is not in play (units.ts inPlay) and has nothing
 * on the board. At the next Civil War he is the beneficiary before anyone else (15.52, 30.411): the ceded faction
 * becomes his cities and tokens, he receives copies of the victim's civilization cards and puts his A.S.T. marker on
 * the victim's square; the victim loses nothing. From then on he plays like everyone else.
 */
import type { NationId } from '../data/nations.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState } from '../state.ts';
import { freeNations, newPlayer } from './15-setup.ts';
import { nationOf, player, seatName, tokensOnBoard } from './units.ts';

/** At most this many players (16): a late player needs a seat and an unused nation. */
const MAX_PLAYERS = 8;

/** Nations a late player may pick (15.51): the unused ones of this board configuration (16). */
export function lateNations(s: AcState): NationId[] {
  return freeNations(s);
}

/** A nation is left for one more late player: more unused nations than late players who have not picked yet. */
function roomForOneMore(s: AcState): boolean {
  const undecided = s.players.filter((p) => p.waiting === true && p.nation === null).length;
  return freeNations(s).length > undecided;
}

/** Why a new seat may not join now, or null (15.51). */
export function joinProblem(s: AcState, seat: number): string | null {
  if (s.options.lateJoin !== true) return 'Joining a running game (15.5) is not allowed at this table.';
  if (seat !== s.players.length) return 'Only a new seat after the last may join.';
  if (s.phase === 'nation' || s.phase === 'start' || s.phase === 'over') return 'A late player joins once the first turn has begun and before the end (15.5).';
  if (s.players.length >= MAX_PLAYERS) return `The game already has ${MAX_PLAYERS} players (16).`;
  if (!roomForOneMore(s)) return 'No unused nation is left for a late player (15.51).';
  return null;
}

/** 15.51: the new seat joins with a full stock and nothing on the board, and picks a nation next. */
export function joinLate(s: AcState, seat: number, events: GameEvent[]): void {
  s.seatNames[seat] ??= `Seat ${seat + 1}`;
  s.players.push({ ...newPlayer(seat, s.tokensPerPlayer), waiting: true });
  events.push({ kind: 'late-join', data: { seat }, text: `${seatName(s, seat)} joins the game late (15.5): he picks an unused nation and waits for a Civil War.` });
}

/** The D.2 default of the late nation choice: the first open nation in A.S.T. order (as S1). */
export function lateNationDefault(s: AcState): string {
  return `nation ${lateNations(s)[0] ?? ''}`;
}

/** Why this nation cannot be the late player's, or null. */
export function lateNationProblem(s: AcState, nation: NationId): string | null {
  return lateNations(s).includes(nation) ? null : `${nation} is not free; choose one of ${lateNations(s).join(', ')} (15.51).`;
}

export function chooseLateNation(s: AcState, seat: number, nation: NationId, events: GameEvent[]): void {
  player(s, seat).nation = nation;
  events.push({ kind: 'late-nation', data: { seat, nation }, text: `${s.seatNames[seat] ?? ''} will play ${seatName(s, seat)} and waits for a Civil War (15.51).` });
}

/** 15.52: the late player who waits longest (lowest seat) with a nation and has not left; null when none waits. */
export function waitingLatePlayer(s: AcState): number | null {
  return s.players.find((p) => p.waiting === true && p.nation !== null && p.left !== true)?.seat ?? null;
}

/** 15.52: the late player received the ceded faction: copies of the victim's cards, the victim's A.S.T. square; he is in play. */
export function welcomeLatePlayer(s: AcState, late: number, victim: number, events: GameEvent[]): void {
  const p = player(s, late);
  const v = player(s, victim);
  p.civ = [...v.civ];
  p.ast = v.ast;
  p.census = tokensOnBoard(s, nationOf(s, late));
  delete p.waiting;
  events.push({
    kind: 'late-player-enters',
    data: { seat: late, victim, cards: p.civ.length, ast: p.ast },
    text: `${seatName(s, late)} enters the game with the ceded faction (15.52): copies of ${seatName(s, victim)}'s ${p.civ.length} civilization card${p.civ.length === 1 ? '' : 's'} and A.S.T. square ${p.ast}.`,
  });
}
