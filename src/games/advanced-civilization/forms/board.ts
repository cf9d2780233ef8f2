/**
 * Board forms where a select beats typing area ids: revolting cities taken over (T2, 19.32), growth placement
 * (P1, 20.2), city construction with Architecture (B1, 25) and city support reductions (U1, 26.31).
 */
import { citiesOf, nationOf, player, seatName } from '../rules/units.ts';
import { fail } from '../rules/fail.ts';
import { revoltTake } from '../rules/19-taxation.ts';
import { entitlements, growthProblem } from '../rules/20-growth.ts';
import { buildableAreas, citiesProblem, cityCost, type CityBuild } from '../rules/25-cities.ts';
import { reductionPreference, reductionProblem } from '../rules/26-support.ts';
import type { AcState } from '../state.ts';
import { countOptions, MAX_OPTIONS, MAX_SELECTS, multiSelect, splitSelect, splitValues, sumCounts, type SelectOption } from './fields.ts';
import { orderReductions } from './reductions.ts';
import { areaName, type FormSpec } from './spec.ts';

function areaOptions(s: AcState, areas: readonly string[]): SelectOption[] {
  return areas.map((a) => ({ label: areaName(s, a), value: a }));
}


function revoltSpec(s: AcState, seat: number): FormSpec | null {
  const r = s.revolts[0];
  if (!r) return null;
  const k = revoltTake(s, r.victim, r.count, seat);
  const theirs = citiesOf(s, nationOf(s, r.victim));
  if (k === 0 || theirs.length === 0) return null;
  return {
    form: {
      id: 'revolt',
      label: 'Choose the revolting cities',
      title: `Tax revolt (19.32): ${k} cit${k === 1 ? 'y' : 'ies'} of ${seatName(s, r.victim)} revolt; choose the ones you take over.`,
      fields: [{ ...multiSelect('cities', `Exactly ${k} cities`, areaOptions(s, theirs), k), max: Math.min(k, theirs.length) }],
      style: 'primary',
    },
    compose: (values) => ({ kind: 'revolt', areas: [...(values.cities ?? [])] }),
  };
}

function growthSpec(s: AcState, seat: number): FormSpec {
  const ent = entitlements(s, seat);
  const stock = player(s, seat).stock;
  const groups = Object.entries(ent).map(([a, n]) => ({ key: a, label: areaName(s, a), max: n, description: `may grow by ${n}` }));
  return {
    form: {
      id: 'grow',
      label: 'Place your growth',
      title: `Population expansion (20.2): your stock is short; place exactly your ${stock} stock tokens, each area at most its growth. Counts of one area add up.`,
      fields: splitSelect('tokens', 'Tokens per area', countOptions(groups, MAX_OPTIONS * MAX_SELECTS), MAX_SELECTS),
      style: 'primary',
    },
    compose: (values) => {
      const placement = [...sumCounts(splitValues(values, 'tokens'))];
      const problem = growthProblem(s, seat, Object.fromEntries(placement));
      return problem ? fail('form-grow', problem) : { kind: 'grow', placement };
    },
  };
}

function citiesSpec(s: AcState, seat: number): FormSpec | null {
  const areas = buildableAreas(s, seat);
  if (areas.length === 0) return null;
  const plain = areas.filter((a) => a.plain).map((a) => a.area);
  const arch: SelectOption[] = areas.flatMap((a) =>
    Array.from({ length: a.maxTreasury - Math.max(1, a.minTreasury) + 1 }, (_, i) => Math.max(1, a.minTreasury) + i).map((t) => ({
      label: `${areaName(s, a.area)}: ${t} treasury + ${cityCost(s, a.area) - t} tokens`,
      value: `${a.area}:${t}`,
    })),
  );
  const fields = [];
  if (plain.length > 0) fields.push(...splitSelect('areas', 'Cities built with your tokens', areaOptions(s, plain), 2));
  if (arch.length > 0) fields.push(...splitSelect('architecture', 'One city with Architecture (optional)', arch, MAX_SELECTS - fields.length, true));
  return {
    form: {
      id: 'cities',
      label: 'Build cities',
      title: `City construction (25): a city takes 6 of your tokens on a city site, 12 elsewhere; ${player(s, seat).citiesInStock} city pieces in stock. Choose none to build nothing.`,
      fields,
      style: 'primary',
    },
    compose: (values) => {
      const chosen = splitValues(values, 'architecture');
      if (chosen.length > 1) return fail('form-cities', 'Architecture helps one city per turn (25.3).');
      const builds: CityBuild[] = splitValues(values, 'areas').map((area) => ({ area, treasury: 0 }));
      for (const v of chosen) {
        const [area, t] = v.split(':') as [string, string];
        const i = builds.findIndex((b) => b.area === area);
        if (i >= 0) builds.splice(i, 1);
        builds.push({ area, treasury: Number(t) });
      }
      const problem = citiesProblem(s, seat, builds);
      return problem ? fail('form-cities', problem) : { kind: 'cities', builds };
    },
  };
}

function supportSpec(s: AcState, seat: number): FormSpec {
  const pref = reductionPreference(s, seat);
  return {
    form: {
      id: 'reduce',
      label: 'Choose cities to reduce',
      title: 'City support (26.31): you have fewer than 2 tokens per city. Choose the cities to reduce: cities built this turn first, and no more than support needs (26.32).',
      fields: [multiSelect('cities', 'Cities to reduce', areaOptions(s, pref))],
      style: 'primary',
    },
    compose: (values) => {
      const list = orderReductions(values.cities ?? [], pref, (l) => reductionProblem(s, seat, l));
      return Array.isArray(list) ? { kind: 'reduce', areas: list } : fail('form-reduce', list as string);
    },
  };
}

export function boardForms(s: AcState, seat: number): FormSpec[] {
  const asked = s.sim ? s.sim.seats.includes(seat) : s.queue[0] === seat;
  if (!asked) return [];
  const spec =
    s.phase === 'revolt' ? revoltSpec(s, seat)
    : s.phase === 'growth' ? growthSpec(s, seat)
    : s.phase === 'cities' ? citiesSpec(s, seat)
    : s.phase === 'support' ? supportSpec(s, seat)
    : null;
  return spec ? [spec] : [];
}
