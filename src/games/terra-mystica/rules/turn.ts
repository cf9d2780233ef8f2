import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { declineOffer, settleCultistStep } from './leech.ts';
import { orderFrom } from './order.ts';
import { clearTurnScratch } from './scratch.ts';

/** Turn order of the coming round: the start player, then the raw order after them (TM-4.2). */
export function turnOrder(s: TmState): number[] {
  const start = s.factions.find((f) => f.startPlayer)?.seat ?? s.order[0] ?? 0;
  const o = orderFrom(s, start);
  const last = o.pop() as number;
  return [last, ...o];
}

export function startFullMove(s: TmState, f: FactionState): void {
  s.active = f.seat;
  f.allowedActions = 1;
  f.sub = {};
  f.buildLocations = [];
  f.requireHomeTf = false;
  f.teleportTo = null;
  f.cultBlocked = [];
  f.disableSpadeDecline = false;
  f.specialThisAction = null;
  f.workshop = [];
  f.scratch.chaosGate = false;
}

/** Decline every open leech offer of this seat (taking an action is an implicit decline, TM-8.6). */
export function declineAll(s: TmState, f: FactionState): number {
  const mine = s.leeches.filter((l) => l.to === f.seat);
  for (const l of mine) declineOffer(s, l);
  return mine.length;
}

/**
 * snellman acting.pm require_subaction: a sub-action allowed by the current action, or a full action.
 * When only one player has not passed, they simply start their next turn.
 */
export function requireSubaction(s: TmState, f: FactionState, type: string, followup: Record<string, number>): Refusal {
  if ((f.sub[type] ?? 0) > 0) {
    f.sub[type] = (f.sub[type] ?? 0) - 1;
    f.sub = { ...followup };
  } else if (f.allowedActions > 0) {
    f.allowedActions--;
    f.sub = { ...followup };
    declineAll(s, f);
  } else if (s.round === 0) {
    return fail('setup-only', 'During setup you may only place your dwellings and choose a bonus card.');
  } else {
    const unpassed = s.factions.filter((x) => !x.passed && !x.dropped);
    if (unpassed.length === 1 && unpassed[0] === f) {
      maybeAdvanceToNextPlayer(s, f);
      startFullMove(s, f);
      return requireSubaction(s, f, type, followup);
    } else {
      return fail('one-action', `'${type}' is not allowed now: you have already taken your action this turn.`);
    }
  }
}

/**
 * TM-14.4: the Darklings' stronghold conversion is open work only with snellman's strict-darkling-sh flag (the turn
 * waits for "convert kW to kP" or "done"). Without it the turn goes on at once and the 1:1 rate stays an option of
 * the Darklings' own later turns, as on terra.snellman.net (never a decision of its own).
 */
export function conversionOpen(f: FactionState, s?: TmState): boolean {
  return f.scratch.convertWtoP > 0 && (s?.options.strictDarklingStronghold ?? true);
}

/** Pending work that keeps a turn (or the round) open (snellman detect_incomplete_turn). */
export function incomplete(f: FactionState, s?: TmState): boolean {
  return (
    f.scratch.SPADE > 0 ||
    f.scratch.freeTf > 0 ||
    f.scratch.freeTp > 0 ||
    f.scratch.freeD > 0 ||
    f.scratch.CULT > 0 ||
    f.scratch.gainFavor > 0 ||
    f.scratch.gainTown > 0 ||
    f.scratch.BRIDGE > 0 ||
    conversionOpen(f, s) ||
    f.ravenChoice > 0 ||
    f.scratch.chaosGate ||
    f.scratch.riverTown === true
  );
}

/** Work that blocks the end of a round (the Darklings' optional conversion does not). */
export function blocking(f: FactionState): boolean {
  return incomplete(f) && !(f.scratch.convertWtoP > 0 && f.scratch.SPADE + f.scratch.freeTf + f.scratch.freeTp + f.scratch.freeD + f.scratch.CULT + f.scratch.gainFavor + f.scratch.gainTown + f.scratch.BRIDGE + f.ravenChoice === 0 && !f.scratch.chaosGate);
}

function nextInTurn(s: TmState, f: FactionState): FactionState | null {
  for (const seat of orderFrom(s, f.seat)) {
    const x = s.factions[seat] as FactionState;
    if (!x.passed && !x.dropped) return x;
  }
  return null;
}

/** A seat leaves the game (snellman drop-faction): its offers and bonus card are returned, play goes on. */
export function dropFaction(s: TmState, f: FactionState): void {
  f.dropped = true;
  f.allowedActions = 0;
  f.sub = {};
  const dropped = s.leeches.filter((l) => l.to === f.seat);
  s.leeches = s.leeches.filter((l) => l.to !== f.seat);
  for (const l of dropped) settleCultistStep(s, l);
  if (f.bonus) {
    s.bonusPool.push(f.bonus);
    f.bonus = null;
  }
  s.setupQueue = s.setupQueue.filter((q) => q.seat !== f.seat);
  clearTurnScratch(f);
  if (s.active === f.seat) {
    const next = nextInTurn(s, f);
    if (next) startFullMove(s, next);
    else s.active = null;
  }
}

/** After a seat's move: hand the turn on when its action is complete (snellman maybe_advance_to_next_player). */
export function maybeAdvanceToNextPlayer(s: TmState, f: FactionState): void {
  if (s.round === 0) return;
  if (!incomplete(f, s) && s.active === f.seat && f.allowedActions === 0) {
    const next = nextInTurn(s, f);
    if (next) {
      startFullMove(s, next);
      if (next.order <= f.order) s.turn++;
    } else {
      s.active = null;
    }
  }
  if (s.newOrder) {
    s.order = s.newOrder;
    s.newOrder = null;
  }
}

/** Most commands are only for the player whose turn it is (snellman assert_active_faction). */
export function requireActive(s: TmState, f: FactionState): Refusal {
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (s.round > 0 && s.active !== f.seat) return fail('not-active', 'It is not your turn.');
}
