/** Small queries and mutations on units and players shared by every phase (5.5-5.6, 11). */
import type { Board } from '../data/board-types.ts';
import { playBoard } from '../data/maps.ts';
import { NATIONS, NATION_NAMES, type NationId } from '../data/nations.ts';
import type { AcPlayer, AcState, AreaUnits, Owner } from '../state.ts';

export function boardOf(s: AcState): Board {
  return playBoard(s.mapId, s.outOfPlay);
}

export function player(s: AcState, seat: number): AcPlayer {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function nationOf(s: AcState, seat: number): NationId {
  const n = player(s, seat).nation;
  if (!n) throw new Error(`seat ${seat} has no nation yet`);
  return n;
}

export function seatOf(s: AcState, owner: Owner): number | null {
  const p = s.players.find((x) => x.nation === owner);
  return p ? p.seat : null;
}

export function ownerName(s: AcState, owner: Owner): string {
  if (owner === 'barbarian') return 'the barbarians';
  if (owner === 'pirate') return 'the pirates';
  const seat = seatOf(s, owner);
  return `${NATION_NAMES[owner]}${seat === null ? '' : ` (${s.seatNames[seat] ?? ''})`}`;
}

export function seatName(s: AcState, seat: number): string {
  const n = s.players[seat]?.nation;
  return n ? ownerName(s, n) : (s.seatNames[seat] ?? `Seat ${seat + 1}`);
}

/** A player who takes part in the phases: he has a nation, has not left (15.6) and is not waiting to join (15.5). */
export function inPlay(p: AcPlayer): boolean {
  return p.nation !== null && p.left !== true && p.waiting !== true;
}

/** Seats in play (inPlay) in A.S.T. order (17.4). */
export function astOrder(s: AcState): number[] {
  return s.players
    .filter(inPlay)
    .sort((a, b) => NATIONS.indexOf(a.nation!) - NATIONS.indexOf(b.nation!))
    .map((p) => p.seat);
}

export function hasCiv(s: AcState, seat: number, card: string): boolean {
  return player(s, seat).civ.includes(card);
}

export function ownerHas(s: AcState, owner: Owner, card: string): boolean {
  const seat = seatOf(s, owner);
  return seat !== null && hasCiv(s, seat, card);
}

export function unitsIn(s: AcState, area: string): AreaUnits {
  let u = s.board[area];
  if (!u) {
    u = { tokens: {}, city: null };
    s.board[area] = u;
  }
  return u;
}

export function tokensIn(s: AcState, area: string, owner: Owner): number {
  return s.board[area]?.tokens[owner] ?? 0;
}

export function ownersIn(u: AreaUnits | undefined): Owner[] {
  if (!u) return [];
  return (Object.keys(u.tokens) as Owner[]).filter((o) => (u.tokens[o] ?? 0) > 0);
}

/** Places tokens of an owner in an area from nowhere (callers move them from stock first). */
export function addTokens(s: AcState, area: string, owner: Owner, n: number): void {
  if (n <= 0) return;
  const u = unitsIn(s, area);
  u.tokens[owner] = (u.tokens[owner] ?? 0) + n;
}

/** Removes up to n tokens of an owner from an area; returns how many were removed. */
export function takeTokens(s: AcState, area: string, owner: Owner, n: number): number {
  const u = s.board[area];
  const have = u?.tokens[owner] ?? 0;
  const k = Math.min(have, Math.max(0, n));
  if (!u || k === 0) return 0;
  if (have - k === 0) delete u.tokens[owner];
  else u.tokens[owner] = have - k;
  return k;
}

/** Moves tokens from the board back to their owner's stock (24.12); neutral tokens are simply removed. */
export function tokensToStock(s: AcState, area: string, owner: Owner, n: number): number {
  const k = takeTokens(s, area, owner, n);
  const seat = seatOf(s, owner);
  if (seat !== null) player(s, seat).stock += k;
  return k;
}

/** Places up to n tokens from the owner's stock; returns how many were placed. */
export function tokensFromStock(s: AcState, area: string, owner: Owner, n: number): number {
  const seat = seatOf(s, owner);
  const k = seat === null ? n : Math.min(n, player(s, seat).stock);
  if (seat !== null) player(s, seat).stock -= k;
  addTokens(s, area, owner, k);
  return k;
}

/** Removes a city to its owner's stock (no replacement tokens). */
export function removeCity(s: AcState, area: string): Owner | null {
  const u = s.board[area];
  if (!u || !u.city) return null;
  const owner = u.city;
  u.city = null;
  delete u.cityNew;
  const seat = seatOf(s, owner);
  if (seat !== null) player(s, seat).citiesInStock += 1;
  return owner;
}

export function placeCity(s: AcState, area: string, owner: Owner, isNew: boolean): void {
  const u = unitsIn(s, area);
  u.city = owner;
  if (isNew) u.cityNew = true;
  const seat = seatOf(s, owner);
  if (seat !== null) player(s, seat).citiesInStock -= 1;
}

/** Population limit of an area for an owner alone there, with Agriculture's +1 (26.11, 32.241). */
export function limitFor(s: AcState, area: string, owner: Owner | null): number {
  const base = boardOf(s).areas[area]?.popLimit ?? 0;
  return owner !== null && ownerHas(s, owner, 'agriculture') ? base + 1 : base;
}

/** Reduces a city (26.41): it goes to stock and is replaced by up to limit (+1 Agriculture) of its owner's tokens. */
export function reduceCity(s: AcState, area: string): number {
  const owner = removeCity(s, area);
  if (owner === null) return 0;
  return tokensFromStock(s, area, owner, limitFor(s, area, owner));
}

export function citiesOf(s: AcState, owner: Owner): string[] {
  return boardOf(s).order.filter((a) => s.board[a]?.city === owner);
}

export function tokensOnBoard(s: AcState, owner: Owner): number {
  let n = 0;
  for (const u of Object.values(s.board)) n += u.tokens[owner] ?? 0;
  return n;
}

/** Areas (map order) holding tokens of the owner. */
export function tokenAreas(s: AcState, owner: Owner): string[] {
  return boardOf(s).order.filter((a) => (s.board[a]?.tokens[owner] ?? 0) > 0);
}

/** Unit points in stock (0, D-10): tokens + 5 per city piece. */
export function stockPoints(p: AcPlayer): number {
  return p.stock + 5 * p.citiesInStock;
}

/** Total face value of a player's civilization cards (14.2, 33.25). */
export function civValue(p: AcPlayer, cost: (id: string) => number): number {
  return p.civ.reduce((n, c) => n + cost(c), 0);
}

/** Removes empty area records so that states compare equal however they were reached. */
export function tidy(s: AcState): void {
  for (const [id, u] of Object.entries(s.board)) {
    if (!u.city && ownersIn(u).length === 0) delete s.board[id];
  }
}
