/**
 * 30.51 Flood: the victim loses 17 unit points (Engineering 7, 30.515) of his vulnerable units on one flood plain
 * (tokens, and cities not on a black site, 30.511; K6); the plain with the greatest total damage floods, ties chosen
 * by the victim (30.513, D-17). Every other player with vulnerable units there shares 10 points assigned by the victim
 * (mandatory as far as they have units, K7, D-20) and chooses his units (K8). With nothing vulnerable, the victim loses
 * one coastal city (reduced with Engineering; 30.514-30.515).
 */
import type { AcState, Owner } from '../../state.ts';
import { boardOf, inPlay, nationOf, reduceCity, removeCity, seatName } from '../units.ts';
import { answerOf, applyLossAnswers, askPrimaryLoss, askSecondaryLosses, holds, lossAsk, primaryLossAnswered, sharesBySeat, type Handler } from './common.ts';
import { ownerPool, poolPoints } from './loss.ts';
import { coastalCities } from './30.91-piracy.ts';
import type { LossSpec, UnitPool } from './types.ts';

export function vulnerablePool(s: AcState, owner: Owner, plainId: string): UnitPool {
  const board = boardOf(s);
  const plain = board.floodPlains.find((p) => p.id === plainId);
  const pool = ownerPool(s, owner, plain?.areas ?? []);
  for (const a of Object.keys(pool.cities)) if (board.areas[a]?.citySite === 'black') delete pool.cities[a];
  return pool;
}

function cap(s: AcState, seat: number): number {
  return holds(s, seat, 'engineering') ? 7 : 17;
}

function others(s: AcState, victim: number, plain: string): Record<number, number> {
  const caps: Record<number, number> = {};
  for (const p of s.players) {
    if (p.seat === victim || !inPlay(p)) continue;
    const pts = Math.min(poolPoints(vulnerablePool(s, p.nation!, plain)), holds(s, p.seat, 'engineering') ? 7 : 10);
    if (pts > 0) caps[p.seat] = pts;
  }
  return caps;
}

/** Flood plains where the victim has vulnerable units, with the total damage of each (30.513). */
export function floodCandidates(s: AcState, victim: number): { plain: string; damage: number }[] {
  const out: { plain: string; damage: number }[] = [];
  for (const p of boardOf(s).floodPlains) {
    const own = poolPoints(vulnerablePool(s, nationOf(s, victim), p.id));
    if (own === 0) continue;
    const rest = Object.values(others(s, victim, p.id)).reduce((a, b) => a + b, 0);
    out.push({ plain: p.id, damage: Math.min(own, cap(s, victim)) + Math.min(10, rest) });
  }
  return out;
}

export const flood: Handler = (s, run, st, answers, events) => {
  const why = 'Flood, 30.51';
  const v = st.victim;
  const m = run.memo;
  for (;;) {
    switch (run.stage) {
      case 'start': {
        const cands = floodCandidates(s, v);
        if (cands.length === 0) {
          const coast = coastalCities(s, nationOf(s, v));
          if (coast.length === 0) return 'done';
          if (coast.length === 1) {
            m.area = coast[0]!;
            run.stage = 'coast';
            continue;
          }
          run.stage = 'coast-pick';
          return { kind: 'pick', k: '30.514', seat: v, options: coast, text: `${why}4: no vulnerable units on a flood plain; choose the coastal city you lose` };
        }
        const best = Math.max(...cands.map((c) => c.damage));
        const tied = cands.filter((c) => c.damage === best).map((c) => c.plain);
        m.plain = tied[0]!;
        run.stage = 'loss';
        if (tied.length === 1) continue;
        run.stage = 'plain-pick';
        return { kind: 'pick', k: '30.513', seat: v, options: tied, text: `${why}3: choose the flood plain that floods (equal damage)` };
      }
      case 'plain-pick':
        m.plain = answerOf(answers, v, 'pick')?.choice ?? m.plain;
        run.stage = 'loss';
        continue;
      case 'coast-pick':
        m.area = answerOf(answers, v, 'pick')?.choice;
        run.stage = 'coast';
        continue;
      case 'coast': {
        const area = m.area!;
        if (holds(s, v, 'engineering')) reduceCity(s, area);
        else removeCity(s, area);
        events.push({ kind: 'flood-coastal-city', data: { seat: v, area, destroyed: !holds(s, v, 'engineering') }, text: `${seatName(s, v)} loses the coastal city in ${area} (${holds(s, v, 'engineering') ? 'reduced, Engineering 30.515' : 'destroyed, 30.514'}).` });
        return 'done';
      }
      case 'loss': {
        events.push({ kind: 'flood-plain', data: { seat: v, plain: m.plain! }, text: `The flood plain ${m.plain} floods (30.511).` });
        const ask = askPrimaryLoss(run, lossAsk('K6', { [v]: { target: cap(s, v), pool: vulnerablePool(s, nationOf(s, v), m.plain!) } }, `${why}1: choose your vulnerable units on ${m.plain} worth the unit points you lose`));
        if (!ask) continue;
        return ask;
      }
      case 'lost':
        primaryLossAnswered(s, run, answers, why, events);
        continue;
      case 'assign': {
        const caps = others(s, v, m.plain!);
        if (Object.keys(caps).length === 0) return 'done';
        run.stage = 'assigned';
        return { kind: 'assign', k: 'K7', seat: v, mode: 'points', total: 10, caps, mandatory: true, text: `${why}2: assign 10 unit points among the other players on ${m.plain}` };
      }
      case 'assigned': {
        const named = sharesBySeat(s, answerOf(answers, v, 'assign')?.shares ?? []);
        const specs: Record<number, LossSpec> = {};
        for (const [x, n] of named) specs[x] = { target: Number(n), pool: vulnerablePool(s, nationOf(s, x), m.plain!) };
        return askSecondaryLosses(run, lossAsk('K8', specs, `${why}2: choose your vulnerable units on ${m.plain} worth the points assigned to you`));
      }
      default:
        applyLossAnswers(s, run.ask, answers, why, events);
        return 'done';
    }
  }
};
