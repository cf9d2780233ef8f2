import type { Seat } from '../../../engine/types.ts';
import { eeBoard, type Bag, type Step } from '../data/index.ts';
import type { EeMove } from '../moves.ts';
import { bagNotation } from '../notation.ts';
import type { EeState, Task } from '../state.ts';
import { bagText, gain } from './bag.ts';
import { type Ctx, nameOf, say, sayPrivately } from './context.ts';
import { canRun, runStep } from './effects.ts';
import { cleanupTargets, drillTargets } from './environment.ts';
import { resolveGlobalImpact } from './global-impact.ts';
import { dropDie, gainDie, roomMakers } from './dice.ts';
import { buyDie, doFinance, doOilMarket, doTrade, financeMoves, marketMoves, oilMarketMoves, powerPlantMoves, tradeMoves } from './locations.ts';
import { dieData, impactData } from './lookup.ts';
import { buyStructure } from './markets.ts';
import { placementTargets, placeToken } from './track.ts';

/**
 * The task queue (EE-2.11 interpreter continuation, EE-11.3 timing): the head task resolves by itself when it
 * needs no choice (ER-31: one or no possible answer), otherwise it waits for its seat's decision.
 */

/** Face-down GI positions (1-based) a peek may look at (EE-11.7, ER-25). */
export function peekPositions(s: EeState): number[] {
  return s.giRow.flatMap((g, i) => (g.status === 'down' ? [i + 1] : []));
}

/** EE-10.1 one cleanup action on a space: remove a pollution-side token or an oil well, or flip a nuclear token. */
export function cleanSpace(ctx: Ctx, seat: Seat, space: string): void {
  const p = ctx.s.players[seat]!;
  const token = p.env[space];
  if (token === 'nuclear') p.env[space] = 'pollution';
  else delete p.env[space];
  say(ctx, 'clean', { seat, space, removed: token ?? 'pollution' }, `${nameOf(ctx, seat)} cleans ${space}: ${token === 'nuclear' ? 'nuclear token flipped to pollution' : token === 'oilWell' ? 'oil well removed' : 'pollution removed'}.`);
}

/** EE-6.2 put an oil well on a drill space and gain 3 oil. */
export function drill(ctx: Ctx, seat: Seat, space: string): void {
  const p = ctx.s.players[seat]!;
  p.env[space] = 'oilWell';
  p.res.oil += eeBoard().locationAmounts.drillOil;
  say(ctx, 'drill', { seat, space, oil: eeBoard().locationAmounts.drillOil }, `${nameOf(ctx, seat)} drills an oil well on ${space} and gains ${eeBoard().locationAmounts.drillOil} oil.`);
}

function peek(ctx: Ctx, seat: Seat, position: number): void {
  const card = ctx.s.giRow[position - 1]!.card;
  ctx.s.players[seat]!.peeks[String(position)] = card;
  ctx.s.reveals++;
  sayPrivately(ctx, seat, 'peek', { seat, position }, `${nameOf(ctx, seat)} looks at the face-down Global Impact card in position ${position}.`, `Global Impact position ${position} is ${impactData(card).name}.`);
}

export function offerPossible(s: EeState, seat: Seat, steps: Step[]): boolean {
  if (!canRun(s, seat, steps)) return false;
  return !steps.some((st) => 'drill' in st) || drillTargets(s.players[seat]!).length > 0;
}

function distinctBags(task: Extract<Task, { k: 'gain-choice' }>): Bag[] {
  const seen = new Set<string>();
  return task.options.filter((b) => {
    const key = bagNotation(b);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * The offers waiting for an answer: the head offer, and with ER-32 (simultaneousSafe) every possible offer that
 * follows it, so all players may answer at once; they still resolve in turn order from the current player.
 */
export function openOffers(s: EeState): Extract<Task, { k: 'offer' }>[] {
  const out: Extract<Task, { k: 'offer' }>[] = [];
  for (const t of s.tasks) {
    if (t.k !== 'offer') break;
    if (out.length > 0 && !t.simultaneous) break;
    if (t.answer === null && offerPossible(s, t.seat, t.steps)) out.push(t);
    if (!t.simultaneous) break;
  }
  return out;
}

/** Resolves the head task if it needs no decision; returns false when it waits for one. */
export function autoResolveHead(ctx: Ctx): boolean {
  const s = ctx.s;
  const task = s.tasks[0]!;
  const done = (...next: Task[]) => {
    s.tasks.splice(0, 1, ...next);
    return true;
  };
  switch (task.k) {
    case 'steps': {
      const step = task.steps.shift();
      if (step === undefined) return done();
      const sub = runStep(ctx, task.seat, step, task.simultaneous ?? false);
      if (task.steps.length === 0) s.tasks.splice(0, 1, ...sub);
      else s.tasks.splice(0, 0, ...sub);
      return true;
    }
    case 'place-pollution': {
      const targets = placementTargets(ctx, task.seat, task.row);
      if (targets.length === 0) {
        say(ctx, 'pollution-discarded', { seat: task.seat, reason: 'environment-full' }, `${nameOf(ctx, task.seat)}'s environment is full: the token is discarded (EE-9.5).`);
        return done();
      }
      if (targets.length > 1) return false;
      placeToken(ctx, task.seat, targets[0]!, task.kind);
      return done();
    }
    case 'cleanup': {
      const targets = cleanupTargets(s.players[task.seat]!);
      if (task.n <= 0) return done();
      if (targets.length === 0) {
        say(ctx, 'cleanup-lost', { seat: task.seat, lost: task.n }, `${nameOf(ctx, task.seat)} has nothing to clean: ${task.n} cleanup action${task.n === 1 ? ' is' : 's are'} lost (ER-4).`);
        return done();
      }
      if (targets.length > 1) return false;
      cleanSpace(ctx, task.seat, targets[0]!);
      task.n--;
      return true;
    }
    case 'peek': {
      const positions = peekPositions(s);
      if (task.n <= 0 || positions.length === 0) return done();
      if (positions.length > 1) return false;
      peek(ctx, task.seat, positions[0]!);
      task.n--;
      return true;
    }
    case 'drill': {
      const targets = drillTargets(s.players[task.seat]!);
      if (targets.length === 0) {
        say(ctx, 'drill-lost', { seat: task.seat }, `${nameOf(ctx, task.seat)} has no unpolluted drill space: no drilling (ER-6).`);
        return done();
      }
      if (targets.length > 1) return false;
      drill(ctx, task.seat, targets[0]!);
      return done();
    }
    case 'gain-choice': {
      const options = distinctBags(task);
      if (options.length > 1) return false;
      if (options[0]) {
        gain(s.players[task.seat]!, options[0]);
        say(ctx, 'gain', { seat: task.seat, bag: options[0] }, `${nameOf(ctx, task.seat)} gains ${bagText(options[0])}.`);
      }
      return done();
    }
    case 'choose': {
      const runnable = task.branches.filter((b) => canRun(s, task.seat, b));
      if (runnable.length > 1) return false;
      return runnable[0] ? done({ k: 'steps', seat: task.seat, steps: runnable[0] }) : done();
    }
    case 'offer':
      if (task.answer === 'accept') return done({ k: 'steps', seat: task.seat, steps: task.steps });
      if (task.answer === null && offerPossible(s, task.seat, task.steps)) return false;
      return done();
    case 'make-room':
      // A discard made at any time in between may have made room already; otherwise the player chooses.
      if (roomMakers(s.players[task.seat]!, task.die).length > 0 && s.diceSupply[task.die] > 0) return false;
      return done(...gainDie(ctx, task.seat, task.die));
    case 'global-impact':
      s.tasks.shift();
      s.tasks.unshift(...resolveGlobalImpact(ctx));
      return true;
    default:
      return taskMoves(s, task).length === 0 ? done() : false;
  }
}

/** The moves that answer a waiting task. */
export function taskMoves(s: EeState, task: Task): EeMove[] {
  const p = s.players[task.seat];
  switch (task.k) {
    case 'place-pollution':
      return placementTargets({ s, events: [] }, task.seat, task.row).map((space) => ({ t: 'pollute', space }));
    case 'cleanup':
      return cleanupTargets(p!).map((space) => ({ t: 'clean', space }));
    case 'peek':
      return peekPositions(s).map((position) => ({ t: 'peek', position }));
    case 'drill':
      return drillTargets(p!).map((space) => ({ t: 'drill', space }));
    case 'gain-choice':
      return distinctBags(task).map((bag) => ({ t: 'take', bag }));
    case 'choose':
      return task.branches.flatMap((b, i): EeMove[] => (canRun(s, task.seat, b) ? [{ t: 'branch', option: i + 1 }] : []));
    case 'offer':
      return [{ t: 'accept' }, { t: 'decline' }];
    case 'make-room':
      return [...roomMakers(p!, task.die).map((r): EeMove => ({ t: 'die', type: task.die, replacing: r })), { t: 'decline' }];
    case 'market':
      return marketMoves(s, task.seat, task.market);
    case 'power-plant':
      return powerPlantMoves(s, task.seat);
    case 'finance':
      return financeMoves();
    case 'oil-market':
      return oilMarketMoves(s, task.seat);
    case 'trade':
      return tradeMoves(s, task.seat);
    case 'steps':
    case 'global-impact':
      return [];
  }
}

/** Applies an answer (already checked against taskMoves) to the head task. */
export function answerTask(ctx: Ctx, answering: Seat, move: EeMove): void {
  const s = ctx.s;
  const head = s.tasks[0]!;
  if (head.k === 'make-room') return makeRoom(ctx, head, move);
  if (move.t === 'accept' || move.t === 'decline') {
    const offer = openOffers(s).find((t) => t.seat === answering)!;
    offer.answer = move.t;
    say(ctx, 'offer-answer', { seat: answering, answer: move.t }, `${nameOf(ctx, answering)} ${move.t}s the offer.`);
    return;
  }
  const task = s.tasks[0]!;
  const seat = task.seat;
  const done = (...next: Task[]) => void s.tasks.splice(0, 1, ...next);
  switch (move.t) {
    case 'pollute':
      if (task.k === 'place-pollution') placeToken(ctx, seat, move.space, task.kind);
      return done();
    case 'clean':
      cleanSpace(ctx, seat, move.space);
      if (task.k === 'cleanup' && --task.n <= 0) done();
      return;
    case 'peek':
      peek(ctx, seat, move.position);
      if (task.k === 'peek' && --task.n <= 0) done();
      return;
    case 'drill':
      drill(ctx, seat, move.space);
      return done();
    case 'take':
      gain(s.players[seat]!, move.bag);
      say(ctx, 'gain', { seat, bag: move.bag }, `${nameOf(ctx, seat)} gains ${bagText(move.bag)}.`);
      return done();
    case 'branch':
      if (task.k === 'choose') return done({ k: 'steps', seat, steps: task.branches[move.option - 1]! });
      return;
    case 'buy':
      if (task.k === 'market') return done(...buyStructure(ctx, seat, task.market, move.slot, move.payWith));
      return;
    case 'die':
      return done(...buyDie(ctx, seat, move));
    case 'finance':
      doFinance(ctx, seat, move.option);
      return done();
    case 'oil':
      doOilMarket(ctx, seat, move.mode);
      return done();
    case 'trade':
      doTrade(ctx, seat, move.give, move.get);
      return;
    case 'trade-done':
      return done();
    default:
      throw new RangeError(`Move ${move.t} does not answer a ${task.k} task`);
  }
}

/** ER-11 the answer to a make-room task: discard the named die and take the new one, or let the gain go. */
function makeRoom(ctx: Ctx, task: Extract<Task, { k: 'make-room' }>, move: EeMove): void {
  ctx.s.tasks.shift();
  if (move.t === 'die' && move.replacing !== null) {
    dropDie(ctx, task.seat, move.replacing);
    ctx.s.tasks.unshift(...gainDie(ctx, task.seat, task.die));
    return;
  }
  say(ctx, 'die-lost', { seat: task.seat, die: task.die }, `${nameOf(ctx, task.seat)} keeps the dice owned: the ${dieData(task.die).name} die is not taken (ER-11).`);
}
