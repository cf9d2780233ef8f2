import type { Seat } from '../../../engine/types.ts';
import { eeBoard, eeLimits, type Bag, type Step } from '../data/index.ts';
import type { EeState, Task } from '../state.ts';
import { addBags, bagText, canAfford, gain, isEmptyBag, loseUpTo, pay } from './bag.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { gainDie } from './dice.ts';
import { metricValue } from './metrics.ts';
import { receivePollution } from './track.ts';
import { advanceUn } from './united-nations.ts';

/**
 * EE-2.11 the effect interpreter: structures, nation cards and Global Impact cards are arrays of steps run in
 * order. A step either resolves at once or returns tasks (decisions) that run before the remaining steps.
 * No card has its own code: every card is data in this vocabulary.
 */

/** EE-2.11 the total of the `spend` steps at the top level, checked before anything resolves. */
export function spendOf(steps: readonly Step[]): Bag {
  return steps.reduce<Bag>((acc, s) => ('spend' in s ? addBags(acc, s.spend) : acc), {});
}

/** Can `seat` carry out these steps at all (spends affordable; a `choose` has an affordable branch)? */
export function canRun(s: EeState, seat: Seat, steps: readonly Step[]): boolean {
  const p = s.players[seat]!;
  if (!canAfford(p, spendOf(steps))) return false;
  return steps.every((st) => !('choose' in st) || st.choose.some((b) => canRun(s, seat, b)));
}

/** Turn order starting with the current player (EE-11.5). */
export function orderFromCurrent(s: EeState): Seat[] {
  return s.players.map((_, i) => (s.current + i) % s.players.length);
}

/** ER-14 / ER-15 capped gains of energy tokens and workers. */
export function gainEnergy(ctx: Ctx, seat: Seat, n: number): void {
  const p = ctx.s.players[seat]!;
  const got = Math.max(0, Math.min(n, eeLimits().energy - p.energyInPlay));
  p.energyOnMat += got;
  p.energyInPlay += got;
  say(ctx, 'gain-energy', { seat, energy: got, lost: n - got }, `${nameOf(ctx, seat)} gains ${got} energy${got < n ? ` (${n - got} lost: at most ${eeLimits().energy} in play)` : ''}.`);
}

export function gainWorkers(ctx: Ctx, seat: Seat, n: number): void {
  const p = ctx.s.players[seat]!;
  const got = Math.max(0, Math.min(n, eeLimits().workers - p.workersOwned));
  p.workersOwned += got;
  p.workersOnMat += got;
  say(ctx, 'gain-workers', { seat, workers: got, lost: n - got }, `${nameOf(ctx, seat)} gains ${got} worker${got === 1 ? '' : 's'}${got < n ? ` (at most ${eeLimits().workers} owned)` : ''}.`);
}

/** `simultaneous` (ER-32): optional offers made to every player may be answered at the same time. */
export function runStep(ctx: Ctx, seat: Seat, step: Step, simultaneous = false): Task[] {
  const s = ctx.s;
  const p = s.players[seat]!;
  const who = nameOf(ctx, seat);
  if ('spend' in step) {
    if (!isEmptyBag(step.spend)) {
      pay(p, step.spend);
      say(ctx, 'pay', { seat, bag: step.spend }, `${who} pays ${bagText(step.spend)}.`);
    }
    return [];
  }
  if ('gain' in step) {
    gain(p, step.gain);
    say(ctx, 'gain', { seat, bag: step.gain }, `${who} gains ${bagText(step.gain)}.`);
    return [];
  }
  if ('gainChoice' in step) return [{ k: 'gain-choice', seat, options: structuredClone(step.gainChoice) }];
  if ('choose' in step) return [{ k: 'choose', seat, branches: structuredClone(step.choose) }];
  if ('vp' in step) {
    p.vp += step.vp;
    say(ctx, 'score', { seat, vp: step.vp }, `${who} scores ${step.vp} VP.`);
    return [];
  }
  if ('workers' in step) {
    gainWorkers(ctx, seat, step.workers);
    return [];
  }
  if ('energy' in step) {
    gainEnergy(ctx, seat, step.energy);
    return [];
  }
  if ('cleanup' in step) return step.cleanup > 0 ? [{ k: 'cleanup', seat, n: step.cleanup }] : [];
  if ('peek' in step) return step.peek > 0 ? [{ k: 'peek', seat, n: step.peek }] : [];
  if ('un' in step) {
    advanceUn(ctx, seat, step.un);
    return [];
  }
  if ('drill' in step) return [{ k: 'drill', seat, optional: false }];
  if ('pollute' in step) return receivePollution(ctx, seat, step.pollute.kind, step.pollute.row, step.pollute.n);
  if ('othersGain' in step) {
    s.players.forEach((o, i) => {
      if (i !== seat) gain(o, step.othersGain);
    });
    if (s.players.length > 1) say(ctx, 'others-gain', { seat, bag: step.othersGain }, `Every other player gains ${bagText(step.othersGain)}.`);
    return [];
  }
  if ('die' in step) return gainDie(ctx, seat, step.die, true);
  if ('lose' in step) {
    const lost = loseUpTo(p, step.lose);
    say(ctx, 'lose', { seat, bag: lost, asked: step.lose }, `${who} loses ${bagText(lost)}${bagText(lost) !== bagText(step.lose) ? ` (of ${bagText(step.lose)}: as much as possible, EE-11.5)` : ''}.`);
    return [];
  }
  if ('if' in step) return p.dice.includes(step.if.ownsDie) ? [{ k: 'steps', seat, steps: structuredClone(step.then) }] : [];
  if ('forEachPlayer' in step) {
    const { optional, effect } = step.forEachPlayer;
    return orderFromCurrent(s).map((x): Task => (optional ? { k: 'offer', seat: x, steps: structuredClone(effect), simultaneous, answer: null } : { k: 'steps', seat: x, steps: structuredClone(effect) }));
  }
  if ('placeOnLocations' in step) {
    const where = step.placeOnLocations.locations;
    const ids = Array.isArray(where) ? where : eeBoard().locations.filter((l) => l.type === where.type).map((l) => l.id);
    for (const id of ids) {
      const pieces = s.locations[id]!.pieces;
      for (const [k, v] of Object.entries(step.placeOnLocations.pieces)) pieces[k as keyof typeof pieces] = (pieces[k as keyof typeof pieces] ?? 0) + (v ?? 0);
    }
    say(ctx, 'pieces-placed', { locations: ids, pieces: step.placeOnLocations.pieces }, `Pieces are placed on ${ids.join(', ')} (EE-6.12).`);
    return [];
  }
  if ('most' in step || 'fewest' in step) {
    const spec = 'most' in step ? step.most : step.fewest;
    const values = s.players.map((_, i) => metricValue(s, i, spec.metric));
    const target = 'most' in step ? Math.max(...values) : Math.min(...values);
    return orderFromCurrent(s)
      .filter((i) => values[i] === target)
      .map((i): Task => ({ k: 'steps', seat: i, steps: structuredClone(spec.reward) }));
  }
  s.modifiers.push({ kind: step.modifier.kind, value: step.modifier.value });
  say(ctx, 'modifier', { modifier: step.modifier.kind, value: step.modifier.value }, `Until the next Global Impact: ${step.modifier.kind} ${step.modifier.value > 0 ? '+' : ''}${step.modifier.value}.`);
  return [];
}
