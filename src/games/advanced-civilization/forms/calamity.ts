/**
 * Calamity prompt forms (29-30, K1-K15, 29.8 U1): one form per prompt (calamityFormId) for every seat the waiting ask names and
 * only for them (secondary victims get theirs at once). The fields offer the units, cities, players or counts the ask
 * allows; the answers are checked by the calamity rules before they are played.
 */
import type { RuleError } from '../../../engine/errors.ts';
import type { FormField } from '../../../engine/types.ts';
import { NATION_NAMES, type NationId } from '../data/nations.ts';
import type { AcMove } from '../moves.ts';
import { reductionPreference, reductionProblem } from '../rules/26-support.ts';
import { calamityDefault, calamityPrompt } from '../rules/29-calamities.ts';
import { slaveProblem } from '../rules/calamities/30.42-slave-revolt.ts';
import { lossDue, lossProblem } from '../rules/calamities/loss.ts';
import type { Ask, LossItem, LossSpec } from '../rules/calamities/types.ts';
import { astOrder, boardOf, citiesOf, nationOf } from '../rules/units.ts';
import { fail } from '../rules/fail.ts';
import type { AcState } from '../state.ts';
import { countOptions, multiSelect, MAX_OPTIONS, MAX_SELECTS, singleSelect, splitSelect, splitValues, sumCounts, type FormValues, type SelectOption } from './fields.ts';
import { orderReductions } from './reductions.ts';
import { areaName, type FormSpec } from './spec.ts';
import { givenAnswer, preselect, type GivenAnswer } from './answer.ts';

/** Fields offering one choice of many (split over several selects beyond 25). */
function oneOf(name: string, placeholder: string, options: SelectOption[]): FormField[] {
  return options.length <= MAX_OPTIONS ? [singleSelect(name, placeholder, options)] : splitSelect(name, placeholder, options, MAX_SELECTS, true);
}

function exactlyOne(values: FormValues, name: string): string | RuleError {
  const chosen = splitValues(values, name);
  return chosen.length === 1 ? chosen[0]! : fail('form-calamity', `Choose exactly one option (you chose ${chosen.length}).`);
}

function pickLabel(s: AcState, choice: string): string {
  if (choice === 'pass') return 'Pass';
  if (choice === 'first' || choice === 'second') return `Keep the ${choice} faction`;
  const [mine, theirs] = choice.split('>');
  if (theirs !== undefined) return `Your city in ${areaName(s, mine!)}, the foreign city in ${areaName(s, theirs)}`;
  return areaName(s, choice);
}

function cityChoices(s: AcState, areas: readonly string[]): SelectOption[] {
  return areas.map((a) => ({ label: areaName(s, a), value: a }));
}

function nationLabel(s: AcState, seat: number): string {
  return NATION_NAMES[nationOf(s, seat)];
}

/** K6 / K8 / K9 / K10: cities (destroy or reduce) in one select, tokens per area with counts in the others. */
function lossFields(s: AcState, spec: LossSpec, verb: 'lose' | 'select', given: GivenAnswer): FormField[] {
  const due = lossDue(spec);
  const cities: SelectOption[] = [];
  for (const [area, c] of Object.entries(spec.pool.cities)) {
    if (c.destroy !== null) cities.push({ label: `${areaName(s, area)}: ${spec.pool.cityLeavesToken ? 'city replaced by a token' : 'whole city'} (${c.destroy} points)`, value: `city:${area}` });
    if (c.reduce !== null) cities.push({ label: `${areaName(s, area)}: city reduced (${c.reduce} points)`, value: `reduce:${area}` });
  }
  const order = boardOf(s).order;
  const groups = Object.entries(spec.pool.tokens)
    .filter(([, n]) => n > 0)
    .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([area, n]) => ({ key: area, label: areaName(s, area), max: Math.min(n, due), description: `${n} token${n === 1 ? '' : 's'} ${verb === 'lose' ? 'there' : 'may be taken'}` }))
    .filter((g) => g.max > 0);
  const fields: FormField[] = [];
  if (cities.length > 0) fields.push(multiSelect('cities', 'Cities (optional)', cities.slice(0, MAX_OPTIONS), 0));
  const slots = MAX_SELECTS - fields.length;
  fields.push(...splitSelect('tokens', 'Tokens per area (counts of one area add up)', countOptions(groups, MAX_OPTIONS * slots, given.counts), slots));
  return fields;
}

function composeLoss(s: AcState, spec: LossSpec, verb: 'lose' | 'select', values: FormValues): AcMove | RuleError {
  const order = boardOf(s).order;
  const tokens = [...sumCounts(splitValues(values, 'tokens'))].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  const items: LossItem[] = tokens.map(([area, n]) => ({ area, what: 'tokens', n }));
  for (const v of values.cities ?? []) {
    const [what, area] = v.split(':');
    items.push({ area: area!, what: what === 'city' ? 'city' : 'reduce' });
  }
  const p = lossProblem(spec, items);
  return p ? fail('form-calamity', p) : { kind: verb, items };
}

function assignFields(s: AcState, ask: Extract<Ask, { kind: 'assign' }>, given: GivenAnswer): FormField[] {
  const seats = astOrder(s).filter((x) => ask.caps[x] !== undefined);
  if (ask.mode === 'coastal') {
    const options = seats.flatMap((x) => (ask.coastal?.[x] ?? []).map((a) => ({ label: `${nationLabel(s, x)}: ${areaName(s, a)}`, value: `${nationOf(s, x)}:${a}` })));
    return splitSelect('shares', `Players and one coastal city each (at most ${ask.total}; none to name nobody)`, options, MAX_SELECTS);
  }
  const unit = ask.mode === 'points' ? 'unit points' : 'cities';
  const groups = seats.map((x) => ({ key: nationOf(s, x), label: nationLabel(s, x), max: Math.min(ask.caps[x]!, ask.total), description: `at most ${ask.caps[x]} ${unit}` }));
  return splitSelect('shares', `${unit[0]!.toUpperCase()}${unit.slice(1)} per player (counts add up; none to name nobody)`, countOptions(groups, MAX_OPTIONS * MAX_SELECTS, given.counts), MAX_SELECTS);
}

function composeAssign(ask: Extract<Ask, { kind: 'assign' }>, values: FormValues): AcMove | RuleError {
  const chosen = splitValues(values, 'shares');
  if (ask.mode === 'coastal') {
    const shares: [string, string][] = [];
    for (const v of chosen) {
      const [nation, area] = v.split(':') as [string, string];
      if (shares.some(([n]) => n === nation)) return fail('form-calamity', `Name one coastal city per player (30.912): ${NATION_NAMES[nation as NationId] ?? nation} has two.`);
      shares.push([nation, area]);
    }
    return { kind: 'assign', shares };
  }
  return { kind: 'assign', shares: [...sumCounts(chosen)].map(([nation, n]) => [nation, String(n)]) };
}

function help(ask: Ask, s: AcState, seat: number): string {
  switch (ask.kind) {
    case 'loss':
      return `Choose units worth exactly ${lossDue(ask.specs[seat]!)} unit points if possible (29.62-29.63: a token is 1 point, a city 5, a reduced city 5 minus the tokens it leaves).`;
    case 'reduce':
      return `Choose exactly ${ask.counts[seat] ?? 0} of your cities.`;
    case 'slave':
    case 'support':
      return 'Choose the cities to reduce: cities built this turn first, and no more than support needs (26.32).';
    case 'grain':
      return `Each Grain card shown cancels 4 points (30.312); you may show 0 to ${ask.max[seat] ?? 0}.`;
    case 'seize':
      return `Choose exactly ${ask.n} cities.`;
    case 'assign':
      return ask.mandatory ? `All ${ask.total} unit points must be assigned.` : `At most ${ask.total} in total; choose none to name nobody.`;
    case 'pick':
      return `The default is ${pickLabel(s, ask.options[0]!)}.`;
  }
}

/**
 * The form id of the waiting prompt: "calamity-" and a short hash of the prompt, so that it stays the same while the
 * prompt waits and changes with the next prompt, even for the same seat (the platform announces new form ids by DM).
 */
export function calamityFormId(s: AcState): string {
  const r = s.calamity!;
  // Keys sorted: a state read back from the database (jsonb) has its object keys in another order.
  const text = canonicalJson([r.current, r.stage, r.monotheism, r.ask]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `calamity-${h.toString(36)}`;
}

/** JSON with object keys in sorted order, so equal values give equal text however they were built or stored. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const LABELS: Record<Ask['kind'], string> = {
  pick: 'Choose',
  loss: 'Choose losses',
  reduce: 'Choose cities to reduce',
  slave: 'Choose cities to reduce',
  support: 'Choose cities to reduce',
  grain: 'Show Grain',
  assign: 'Name players',
  seize: 'Choose cities',
};

export function calamityForms(s: AcState, seat: number): FormSpec[] {
  const ask = s.calamity?.ask;
  if (s.phase !== 'calamities' || !ask || !s.sim?.seats.includes(seat) || calamityDefault(s, seat) === undefined) return [];
  const mine = () => citiesOf(s, nationOf(s, seat));
  // Reopened after answering: the form shows the answer given (it may still be changed).
  const given = givenAnswer(s, seat);
  let fields: FormField[];
  let compose: FormSpec['compose'];
  switch (ask.kind) {
    case 'pick':
      fields = oneOf('choice', 'Your choice', ask.options.map((o) => ({ label: pickLabel(s, o), value: o })));
      compose = (values) => {
        const c = exactlyOne(values, 'choice');
        return typeof c === 'string' ? { kind: 'pick', choice: c } : c;
      };
      break;
    case 'loss': {
      const spec = ask.specs[seat]!;
      fields = lossFields(s, spec, ask.verb, given);
      compose = (values) => composeLoss(s, spec, ask.verb, values);
      break;
    }
    case 'reduce': {
      const n = ask.counts[seat] ?? 0;
      const options = cityChoices(s, mine());
      fields = [{ ...multiSelect('cities', `Exactly ${n} of your cities`, options, n), max: Math.min(n, options.length) }];
      compose = (values) => ({ kind: 'reduce', areas: [...(values.cities ?? [])] });
      break;
    }
    case 'slave':
    case 'support': {
      const problem = ask.kind === 'slave' ? (list: string[]) => slaveProblem(s, seat, ask.excluded, list) : (list: string[]) => reductionProblem(s, seat, list);
      fields = [multiSelect('cities', 'Cities to reduce', cityChoices(s, reductionPreference(s, seat)))];
      compose = (values) => {
        const list = orderReductions(values.cities ?? [], reductionPreference(s, seat), problem);
        return Array.isArray(list) ? { kind: 'reduce', areas: list } : fail('form-calamity', list as string);
      };
      break;
    }
    case 'grain': {
      const enough = ask.enough[seat] ?? 0;
      const options = Array.from({ length: (ask.max[seat] ?? 0) + 1 }, (_, k) => ({ label: `${k} Grain`, value: String(k), ...(k === enough ? { default: true } : {}) }));
      fields = [singleSelect('count', 'Grain cards to show', options)];
      compose = (values) => ({ kind: 'grain', count: Number(values.count?.[0] ?? 0) });
      break;
    }
    case 'seize': {
      const n = Math.min(ask.n, ask.options.length);
      fields = [{ ...multiSelect('cities', `Exactly ${n} cities for the pirates`, cityChoices(s, ask.options), n), max: n }];
      compose = (values) => ({ kind: 'seize', areas: [...(values.cities ?? [])] });
      break;
    }
    case 'assign':
      fields = assignFields(s, ask, given);
      compose = (values) => composeAssign(ask, values);
      break;
  }
  const title = `${calamityPrompt(s)}. ${help(ask, s, seat)}${s.sim.answers[seat] !== undefined ? ' You have answered (shown below); you may change your answer until everyone has answered.' : ''}`;
  return [{ form: { id: calamityFormId(s), label: LABELS[ask.kind], title, fields: preselect(fields, given), notify: true, style: 'primary' }, compose }];
}
