import { borrowable, cubeTargets, PAID_B } from './rules/abilities.ts';
import { decisionOf, mayUseAbilities, type Current } from './rules/decisions.ts';
import { participant } from './rules/participants.ts';
import { formatMove } from './notation.ts';
import { cubesOn, payments, plans, refillChoices } from './rules/plan.ts';
import { vassalPlacements } from './rules/vassal.ts';
import { cityIds } from './rules/world.ts';
import type { Cargo, CeState } from './state.ts';
import type { CeMove, FamilyAbility } from './moves.ts';

/** Complete legal moves for participant p now (empty when p holds no decision). */
export function legalMoveObjects(s: CeState, p: number): CeMove[] {
  const d = decisionOf(s, p);
  if (!d) return [];
  const moves = decisionMoves(s, d);
  if (mayUseAbilities(s, p)) moves.push(...abilityMoves(s, p));
  return moves;
}

export function legalMoves(s: CeState, p: number): string[] {
  return [...new Set(legalMoveObjects(s, p).map(formatMove))];
}

export function transportMoves(s: CeState, p: number): Extract<CeMove, { kind: 'ship' }>[] {
  const out: Extract<CeMove, { kind: 'ship' }>[] = [];
  for (const plan of plans(s, p)) {
    for (const cards of payments(s, p, plan.origin, plan.destination)) {
      if (plan.spaces.length === 1) out.push({ kind: 'ship', cube: plan.cube, origin: plan.origin, destination: plan.destination, cards });
      else for (const space of plan.spaces) out.push({ kind: 'ship', cube: plan.cube, origin: plan.origin, destination: plan.destination, cards, space });
    }
  }
  return out;
}

function decisionMoves(s: CeState, d: Current): CeMove[] {
  switch (d.kind) {
    case 'setup-goal':
      return d.drawn.map((goal) => ({ kind: 'keep-goal', goal }));
    case 'setup-first':
      return s.display
        .filter((c) => s.cities[c] !== undefined && !s.setupChosen.includes(c))
        .flatMap((city) => (['upper', 'lower'] as const).filter((sp) => s.cities[city]!.demand[sp] === null).map((space) => ({ kind: 'post' as const, city, space })));
    case 'setup-second': {
      const city = participant(s, d.p).hiddenCity;
      if (city === null) return [];
      return (['upper', 'lower'] as const).filter((sp) => s.cities[city]!.demand[sp] === null).map((space) => ({ kind: 'post' as const, city, space }));
    }
    case 'setup-crest':
      return cityIds(s).map((city) => ({ kind: 'crest' as const, city }));
    case 'plan':
      if (d.fallback) return [...refillChoices(s, d.p).map((city) => ({ kind: 'refill' as const, city })), { kind: 'take-cards' }];
      return transportMoves(s, d.p);
    case 'port':
      return [
        { kind: 'port', count: true },
        { kind: 'port', count: false },
      ];
    case 'task': {
      const task = d.task;
      switch (task.t) {
        case 'runs':
          return task.runs.map((r) => ({ kind: 'advance', marker: r.marker }));
        case 'advance':
          return [
            { kind: 'row', row: 'upper' },
            { kind: 'row', row: 'lower' },
          ];
        case 'flex':
          return task.eligible.map((marker) => ({ kind: 'step', marker }));
        case 'city':
          return [...new Set(s.display)].map((card) => ({ kind: 'take-city', card }));
        case 'goal':
          return task.drawn.map((goal) => ({ kind: 'keep-goal', goal }));
        case 'any':
          return (['car', 'loco', 'ship'] as const).map((card) => ({ kind: 'gain', card }));
        case 'cityOrGoal':
          return [
            { kind: 'choose', bonus: 'city' },
            { kind: 'choose', bonus: 'goal' },
          ];
        case 'vassal':
          return vassalPlacements(s).flatMap((v) =>
            v.spaces.length === 1
              ? [{ kind: 'vassal' as const, cube: v.cube, origin: v.origin, destination: v.destination }]
              : v.spaces.map((space) => ({ kind: 'vassal' as const, cube: v.cube, origin: v.origin, destination: v.destination, space })),
          );
        case 'express':
          return [...task.spaces.map((space) => ({ kind: 'express' as const, space })), ...(task.none ? [{ kind: 'express' as const, space: null }] : [])];
        case 'rewards':
          return [];
      }
    }
  }
}

/** Distinct ways to pay 2 cubes from the player's cubes. */
export function payPairs(cubes: Record<Cargo, number>): Cargo[][] {
  const colours = (['orange', 'white', 'gray', 'brown'] as const).filter((c) => cubes[c] > 0);
  const out: Cargo[][] = [];
  for (let i = 0; i < colours.length; i++) {
    for (let j = i; j < colours.length; j++) {
      if (i === j && cubes[colours[i]!] < 2) continue;
      out.push([colours[i]!, colours[j]!]);
    }
  }
  return out;
}

function abilityMoves(s: CeState, p: number): CeMove[] {
  const who = participant(s, p);
  const pairs = payPairs(who.cubes);
  if (pairs.length === 0) return [];
  const abilities: FamilyAbility[] = cityIds(s).filter((c) => c !== who.crest).map((city) => ({ id: 'move-crest', city }));
  switch (PAID_B[who.colour]) {
    case 'buy-car':
      abilities.push({ id: 'buy-car' });
      break;
    case 'enhance':
      abilities.push({ id: 'enhance' });
      break;
    case 'swap':
      for (const card of ['car', 'loco', 'ship'] as const) if (who.hand[card] > 0) abilities.push({ id: 'swap', card });
      break;
    case 'borrow':
      for (const colour of borrowable(s, p)) abilities.push({ id: 'borrow', colour });
      break;
    case 'move-cube':
      for (const from of cityIds(s)) {
        for (const cube of cubesOn(s, from)) for (const to of cubeTargets(s, from, cube)) abilities.push({ id: 'move-cube', cube, from, to });
      }
      break;
  }
  return abilities.flatMap((ability) => pairs.map((pay) => ({ kind: 'ability' as const, ability, pay })));
}
