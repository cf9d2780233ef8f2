/**
 * 30.52 Barbarian Hordes: 15 barbarian tokens enter one of the victim's start areas other than his first (30.5211),
 * fight at once (30.5212), and the excess over the area's limit marches on, area by area, to where the victim suffers
 * most (30.523-30.524, D-18), fighting again. Ties are chosen by the trader, or by the other player with the most unit
 * points in stock when the victim drew the card (30.5251, K12). No effect on Crete (30.527). Never pillage (30.526).
 */
import type { GameEvent } from '../../../../engine/types.ts';
import type { AcState, Owner } from '../../state.ts';
import { nationStartAreas } from '../../data/board.ts';
import { cityConflict, tokenConflict } from '../24-conflict.ts';
import { addTokens, astOrder, boardOf, nationOf, ownersIn, player, stockPoints, takeTokens } from '../units.ts';
import { answerOf, type Handler } from './common.ts';

const HORDE = 15;

/** 24.2/24.3 in one area (barbarians attack a city like a player, 30.5212). */
export function fightIn(s: AcState, area: string, events: GameEvent[]): void {
  const u = s.board[area];
  if (!u) return;
  const owners = ownersIn(u);
  if (u.city) {
    if (owners.some((o) => o !== u.city)) cityConflict(s, area, events);
  } else if (owners.length > 1 && owners.reduce((n, o) => n + (u.tokens[o] ?? 0), 0) > (boardOf(s).areas[area]?.popLimit ?? 0)) {
    tokenConflict(s, area, boardOf(s).areas[area]?.popLimit ?? 0, new Map(), events);
  }
}

function pointsIn(s: AcState, area: string, owner: Owner): number {
  const u = s.board[area];
  return u ? (u.tokens[owner] ?? 0) + (u.city === owner ? 5 : 0) : 0;
}

/** Unit points the victim loses if n barbarians enter the area now. */
export function victimLoss(s: AcState, area: string, n: number, victim: Owner): number {
  const copy = structuredClone(s);
  addTokens(copy, area, 'barbarian', n);
  fightIn(copy, area, []);
  return pointsIn(s, area, victim) - pointsIn(copy, area, victim);
}

function chooser(s: AcState, victim: number, trader: number | null): number {
  if (trader !== null) return trader;
  const others = astOrder(s).filter((x) => x !== victim);
  return others.reduce((best, x) => (stockPoints(player(s, x)) > stockPoints(player(s, best)) ? x : best), others[0] ?? victim);
}

/** 30.5211: entry areas in preference order with the best (tied) ones first. */
export function entryAreas(s: AcState, victim: number): string[] {
  const nation = nationOf(s, victim);
  const board = boardOf(s);
  const starts = nationStartAreas(board, nation, s.options.westernExtension).filter((a) => board.areas[a]);
  const own = player(s, victim).startArea;
  const cands = starts.length > 1 ? starts.filter((a) => a !== own) : starts;
  const others = (a: string) => ownersIn(s.board[a]).filter((o) => o !== nation).concat(s.board[a]?.city && s.board[a]!.city !== nation ? [s.board[a]!.city!] : []);
  const outnumber = cands.filter((a) => pointsIn(s, a, nation) > 0 && others(a).every((o) => pointsIn(s, a, o) < pointsIn(s, a, nation)));
  const withVictim = cands.filter((a) => pointsIn(s, a, nation) > 0);
  const empty = cands.filter((a) => !s.board[a] || (ownersIn(s.board[a]).length === 0 && !s.board[a]!.city));
  const group = outnumber.length > 0 ? outnumber : withVictim.length > 0 ? withVictim : empty.length > 0 ? empty : cands;
  return bestOf(s, group, HORDE, nation);
}

function bestOf(s: AcState, areas: readonly string[], n: number, victim: Owner): string[] {
  if (areas.length === 0) return [];
  const loss = new Map(areas.map((a) => [a, victimLoss(s, a, n, victim)]));
  const top = Math.max(...loss.values());
  return areas.filter((a) => loss.get(a) === top);
}

function neighbours(s: AcState, from: string): string[] {
  const board = boardOf(s);
  const near = new Set<string>(board.land[from] ?? []);
  for (const st of board.ship[from] ?? []) if (board.areas[st.to]?.land) near.add(st.to);
  return [...near].filter((a) => board.areas[a]?.land);
}

function barbarianOnly(s: AcState, area: string): boolean {
  const u = s.board[area];
  return u !== undefined && !u.city && ownersIn(u).length === 1 && (u.tokens.barbarian ?? 0) > 0;
}

/**
 * 30.5233 / 30.5242: areas the excess may enter from here, each with the barbarian-only areas it passes through
 * (never one left during this march); pirate cities are not entered.
 */
export function marchReach(s: AcState, from: string, visited: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const seen = new Set<string>([...visited, from]);
  let frontier: { area: string; via: string[] }[] = [{ area: from, via: [] }];
  while (frontier.length > 0) {
    const next: { area: string; via: string[] }[] = [];
    for (const f of frontier) {
      for (const n of neighbours(s, f.area)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (barbarianOnly(s, n)) next.push({ area: n, via: [...f.via, n] });
        else if (s.board[n]?.city !== 'pirate' && s.board[n]?.city !== 'barbarian') out.set(n, f.via);
      }
    }
    frontier = next;
  }
  return out;
}

/** 30.5241 / 30.5234: where the excess goes next (best tied first): victim-only areas if any, else any reachable. */
export function marchTargets(s: AcState, from: string, excess: number, victim: Owner, visited: readonly string[]): string[] {
  const allowed = [...marchReach(s, from, visited).keys()].filter((a) => (s.board[a]?.tokens.barbarian ?? 0) === 0);
  const victimOnly = allowed.filter((a) => {
    const u = s.board[a];
    return u !== undefined && pointsIn(s, a, victim) > 0 && ownersIn(u).every((o) => o === victim) && (u.city === null || u.city === victim);
  });
  return bestOf(s, victimOnly.length > 0 ? victimOnly : allowed, excess, victim);
}

export const barbarianHordes: Handler = (s, run, st, answers, events) => {
  const v = st.victim;
  const nation = nationOf(s, v);
  const m = run.memo;
  const who = chooser(s, v, st.trader);
  for (;;) {
    switch (run.stage) {
      case 'start': {
        if (nation === 'crete') {
          events.push({ kind: 'calamity-no-effect', data: { calamity: 'barbarian_hordes', seat: v }, text: 'Barbarian Hordes have no effect on Crete (30.527).' });
          return 'done';
        }
        const tied = entryAreas(s, v);
        if (tied.length === 0) return 'done';
        m.area = tied[0]!;
        run.stage = 'enter';
        if (tied.length > 1) {
          run.stage = 'enter-picked';
          return { kind: 'pick', k: 'K12', seat: who, options: tied, text: 'Barbarian Hordes (30.5251): choose where the barbarians enter (equal damage)' };
        }
        continue;
      }
      case 'enter-picked':
        m.area = answerOf(answers, who, 'pick')?.choice ?? m.area;
        run.stage = 'enter';
        continue;
      case 'enter':
        addTokens(s, m.area!, 'barbarian', HORDE);
        events.push({ kind: 'barbarians-enter', data: { seat: v, area: m.area!, tokens: HORDE }, text: `15 barbarian tokens enter ${m.area} (30.5211).` });
        fightIn(s, m.area!, events);
        m.visited = [m.area!];
        run.stage = 'march';
        continue;
      case 'march': {
        const here = s.board[m.area!]?.tokens.barbarian ?? 0;
        const excess = here - (boardOf(s).areas[m.area!]?.popLimit ?? 0);
        if (excess <= 0) return 'done';
        const tied = marchTargets(s, m.area!, excess, nation, m.visited ?? []);
        if (tied.length === 0) return 'done';
        run.memo.plain = tied[0]!;
        run.stage = 'move';
        if (tied.length > 1) {
          run.stage = 'move-picked';
          return { kind: 'pick', k: 'K12', seat: who, options: tied, text: `Barbarian Hordes (30.5251): choose where ${excess} barbarians march from ${m.area} (equal damage)` };
        }
        continue;
      }
      case 'move-picked':
        m.plain = answerOf(answers, who, 'pick')?.choice ?? m.plain;
        run.stage = 'move';
        continue;
      default: {
        const here = s.board[m.area!]?.tokens.barbarian ?? 0;
        const excess = here - (boardOf(s).areas[m.area!]?.popLimit ?? 0);
        const to = m.plain!;
        const via = marchReach(s, m.area!, m.visited ?? []).get(to) ?? [];
        takeTokens(s, m.area!, 'barbarian', excess);
        addTokens(s, to, 'barbarian', excess);
        events.push({ kind: 'barbarians-march', data: { seat: v, from: m.area!, to, via: [...via], tokens: excess }, text: `${excess} barbarians march from ${m.area} to ${to}${via.length > 0 ? ` through ${via.join(', ')}` : ''} (30.523, 30.5242).` });
        fightIn(s, to, events);
        m.visited = [...(m.visited ?? []), ...via, to];
        m.area = to;
        run.stage = 'march';
        continue;
      }
    }
  }
};

