import { randomInt } from '../../../engine/rng.ts';
import type { Seat } from '../../../engine/types.ts';
import { DIE_TYPES, eeDice, eeLimits, type DieType } from '../data/index.ts';
import type { EeMove } from '../moves.ts';
import type { EeState, RolledDie } from '../state.ts';
import { claimAgenda } from './agendas.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { dieData } from './lookup.ts';
import { takeTrackToken } from './track.ts';

/** EE-8 the Generate turn: claim, recover, refine, roll, pollution. */

export function startGenerate(ctx: Ctx, seat: Seat): void {
  const p = ctx.s.players[seat]!;
  p.lastTurn = 'generate';
  // EE-8.1 / ER-27: only workers and energy on the mat count.
  const mayClaim = p.workersOnMat + p.energyOnMat >= 2;
  ctx.s.turn = { kind: 'generate', stage: 'claim', mayClaim, oilDice: 0, rolled: [], token: false };
  say(ctx, 'generate', { seat }, `${nameOf(ctx, seat)} takes a Generate turn.`);
}

/** D-G1 claim moves (EE-8.1): one per display agenda, with a discard when holding the maximum. */
export function claimMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat]!;
  const out: EeMove[] = [{ t: 'claim', agenda: null, discard: null }];
  for (const id of s.agendaDisplay) {
    if (id === null) continue;
    if (p.agendas.length < eeLimits().agendas) out.push({ t: 'claim', agenda: id, discard: null });
    else for (const own of p.agendas) out.push({ t: 'claim', agenda: id, discard: own.id });
  }
  return out;
}

export function doClaim(ctx: Ctx, seat: Seat, move: Extract<EeMove, { t: 'claim' }>): void {
  if (move.agenda !== null) claimAgenda(ctx, seat, move.agenda, move.discard);
  recover(ctx, seat);
}

/** EE-8.2 all workers back to the mat, every energy token discarded, structures and nation card available again. */
export function recover(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  for (const loc of Object.values(s.locations)) loc.stacks = loc.stacks.filter((st) => st.owner !== seat);
  p.workersOnMat = p.workersOwned;
  p.energyOnMat = 0;
  p.energyInPlay = 0;
  for (const st of p.structures) {
    st.tokens = { workers: 0, energy: 0 };
    st.uses = 0;
  }
  p.nationTokens = { workers: 0, energy: 0 };
  if (s.turn.kind === 'generate') s.turn.stage = 'refine';
}

/** D-G2 refine 0..min(4, oil, oil dice in the supply) barrels (EE-8.3). */
export function refineMax(s: EeState, seat: Seat): number {
  return Math.min(eeDice().maxTemporaryOilDice, s.players[seat]!.res.oil, s.diceSupply.oil);
}

export function doRefine(ctx: Ctx, seat: Seat, n: number): void {
  const s = ctx.s;
  if (s.turn.kind !== 'generate') return;
  s.players[seat]!.res.oil -= n;
  s.diceSupply.oil -= n;
  s.turn.oilDice = n;
  s.turn.stage = 'roll';
  if (n > 0) say(ctx, 'refine', { seat, oil: n }, `${nameOf(ctx, seat)} refines ${n} oil into ${n} oil ${n === 1 ? 'die' : 'dice'}.`);
}

/** The dice available to roll: owned dice plus this turn's oil dice, counted by type. */
export function rollableDice(s: EeState, seat: Seat): Partial<Record<DieType, number>> {
  const counts: Partial<Record<DieType, number>> = {};
  for (const d of s.players[seat]!.dice) counts[d] = (counts[d] ?? 0) + 1;
  if (s.turn.kind === 'generate' && s.turn.oilDice > 0) counts.oil = (counts.oil ?? 0) + s.turn.oilDice;
  return counts;
}

/** D-G3 every subset of the dice, by count per type (dice of a type are interchangeable). */
export function rollMoves(s: EeState, seat: Seat): EeMove[] {
  const have = rollableDice(s, seat);
  let combos: Partial<Record<DieType, number>>[] = [{}];
  for (const type of DIE_TYPES) {
    const n = have[type] ?? 0;
    if (n === 0) continue;
    combos = combos.flatMap((c) => Array.from({ length: n + 1 }, (_, k) => (k === 0 ? c : { ...c, [type]: k })));
  }
  return combos.map((dice) => ({ t: 'roll', dice }));
}

/** EE-8.4 roll the chosen dice (seeded RNG); energy = energy symbols, at most 10 on the mat (ER-14). */
export function doRoll(ctx: Ctx, seat: Seat, dice: Partial<Record<DieType, number>>): void {
  const s = ctx.s;
  if (s.turn.kind !== 'generate') return;
  const rolled: RolledDie[] = [];
  for (const type of DIE_TYPES) {
    const faces = dieData(type).faces;
    for (let i = 0; i < (dice[type] ?? 0); i++) {
      const face = faces[randomInt(s.rng, faces.length)]!;
      rolled.push({ type, rank: face.rank, energy: face.energy });
    }
  }
  const total = rolled.reduce((a, d) => a + d.energy, 0);
  const p = s.players[seat]!;
  const got = Math.min(total, eeLimits().energy - p.energyInPlay);
  p.energyOnMat += got;
  p.energyInPlay += got;
  s.turn.rolled = rolled;
  s.turn.stage = 'highest';
  s.lastRoll = { seat, dice: rolled, energy: got };
  say(
    ctx,
    'roll',
    { seat, dice: rolled.map((d) => ({ ...d })), total, energy: got },
    rolled.length === 0
      ? `${nameOf(ctx, seat)} rolls no dice.`
      : `${nameOf(ctx, seat)} rolls ${rolled.map((d) => `${dieData(d.type).name} ${d.rank} (${d.energy}⚡)`).join(', ')}: ${total} energy${got < total ? `, ${got} kept (max ${eeLimits().energy})` : ''}.`,
  );
}

/** EE-8.5 the dice tied for the highest number whose pollution outcomes differ: the player chooses among them (D-G4). */
export function highestChoices(s: EeState): DieType[] {
  if (s.turn.kind !== 'generate' || s.turn.rolled.length === 0) return [];
  const top = Math.max(...s.turn.rolled.map((d) => d.rank));
  const tied = [...new Set(s.turn.rolled.filter((d) => d.rank === top).map((d) => d.type))];
  const outcomes = new Set(tied.map((t) => dieData(t).pollutionWhenHighest));
  return outcomes.size > 1 ? tied : [];
}

/** EE-8.5 step 5 begins: one token leaves the track every Generate turn (from the supply in the final turns). */
export function takeGenerateToken(ctx: Ctx): void {
  if (ctx.s.turn.kind !== 'generate' || ctx.s.turn.token) return;
  ctx.s.turn.token = true;
  takeTrackToken(ctx);
}

/** EE-8.5 resolve the token by the highest die, then return the dice (oil dice to the supply). */
export function resolveHighest(ctx: Ctx, seat: Seat, chosen: DieType | null): void {
  const s = ctx.s;
  if (s.turn.kind !== 'generate') return;
  const rolled = s.turn.rolled;
  let type: DieType | null = chosen;
  if (type === null && rolled.length > 0) {
    const top = Math.max(...rolled.map((d) => d.rank));
    type = rolled.find((d) => d.rank === top)!.type;
  }
  const outcome = type === null ? 'none' : dieData(type).pollutionWhenHighest;
  if (outcome === 'none') say(ctx, 'highest-die', { seat, die: type, pollution: 'none' }, `No pollution: ${type === null ? 'no die was rolled' : `the highest die is ${dieData(type).name}`}; the token is discarded.`);
  else {
    say(ctx, 'highest-die', { seat, die: type, pollution: outcome }, `The highest die is ${dieData(type!).name}: ${nameOf(ctx, seat)} receives ${outcome === 'nuclear' ? 'nuclear pollution' : 'pollution'}.`);
    s.tasks.push({ k: 'place-pollution', seat, kind: outcome, row: null });
  }
  s.diceSupply.oil += s.turn.oilDice;
  s.turn.oilDice = 0;
  s.turn.stage = 'done';
}
