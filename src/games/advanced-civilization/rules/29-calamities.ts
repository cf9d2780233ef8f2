/**
 * 29: resolution of calamities. Primary victims (29.2-29.4), at most two per player drawn at random (29.5), the
 * order of 29.6, one calamity at a time with its prompts (K1-K14) addressed only to the seats they name (secondary
 * victims answer together, hidden until all have answered), then Monotheism (32.941, K15) and the city support
 * re-check (29.8). Prompts use the simultaneous mechanism of D.1 (`state.sim`) with the decision in `state.calamity.ask`.
 */
import { shuffle } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { calamities, isCalamity } from '../data/cards.ts';
import type { AcMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import type { AcState } from '../state.ts';
import { defaultReductions, reductionPreference, reductionProblem, reduceForSupport, shortOfSupport } from './26-support.ts';
import { monotheism } from './32.941-monotheism.ts';
import { volcanoEarthquake } from './calamities/30.21-volcano-earthquake.ts';
import { treachery } from './calamities/30.22-treachery.ts';
import { famine } from './calamities/30.31-famine.ts';
import { superstition } from './calamities/30.32-superstition.ts';
import { civilWar } from './calamities/30.41-civil-war.ts';
import { slaveRevolt, slaveDefault, slaveProblem } from './calamities/30.42-slave-revolt.ts';
import { flood } from './calamities/30.51-flood.ts';
import { barbarianHordes } from './calamities/30.52-barbarian-hordes.ts';
import { epidemic } from './calamities/30.61-epidemic.ts';
import { civilDisorder } from './calamities/30.71-civil-disorder.ts';
import { iconoclasm } from './calamities/30.81-iconoclasm-heresy.ts';
import { piracy } from './calamities/30.91-piracy.ts';
import { calamityName, type Answers, type Handler } from './calamities/common.ts';
import { defaultLoss, lossDue, lossProblem, poolPoints } from './calamities/loss.ts';
import type { Ask, CalamityRun, Strike } from './calamities/types.ts';
import { astOrder, citiesOf, nationOf, player, seatName } from './units.ts';

const HANDLERS: Record<string, Handler> = {
  volcano_earthquake: volcanoEarthquake,
  treachery,
  famine,
  superstition,
  civil_war: civilWar,
  slave_revolt: slaveRevolt,
  flood,
  barbarian_hordes: barbarianHordes,
  epidemic,
  civil_disorder: civilDisorder,
  iconoclasm_heresy: iconoclasm,
  piracy,
};

/** 29.2-29.6: the strikes of this turn in resolution order; 29.5 voids all but two random cards per player. */
function strikes(s: AcState, events: GameEvent[]): Strike[] {
  const out: Strike[] = [];
  for (const seat of astOrder(s)) {
    const p = player(s, seat);
    let held = p.hand.filter(isCalamity).sort();
    if (held.length === 0) continue;
    p.hand = p.hand.filter((c) => !isCalamity(c));
    if (held.length > 2) {
      const drawn = shuffle(s.rng, held);
      const voided = drawn.slice(2).sort();
      held = drawn.slice(0, 2);
      s.spentCalamities.push(...voided);
      for (const c of voided) delete s.calamityTraders[c];
      events.push({ kind: 'calamities-voided', data: { seat, held: held.length + voided.length, voided: [...voided] }, text: `${seatName(s, seat)} holds ${held.length + voided.length} calamities: two strike, drawn at random; ${voided.map(calamityName).join(', ')} ${voided.length === 1 ? 'has' : 'have'} no effect (29.5).` });
    }
    for (const card of held) {
      const trader = s.calamityTraders[card] ?? null;
      out.push({ card, victim: seat, trader: trader === seat ? null : trader });
    }
  }
  return out.sort((a, b) => calamities()[a.card]!.order - calamities()[b.card]!.order);
}

/** 18.2: a seat with a single possible answer (one option, or a loss that takes every unit it may) is not asked. */
function forcedAnswer(ask: Ask, seat: number): AcMove | null {
  if (ask.kind === 'pick' && ask.options.length === 1) return { kind: 'pick', choice: ask.options[0]! };
  if (ask.kind === 'loss') {
    const spec = ask.specs[seat]!;
    if (lossDue(spec) === poolPoints(spec.pool)) return { kind: ask.verb, items: defaultLoss(spec) };
  }
  return null;
}

/** Opens the prompt for the seats that have a choice; returns the answers when nobody has. */
function openAsk(s: AcState, run: CalamityRun, ask: Ask): Answers | null {
  run.ask = ask;
  const seats = askSeats(ask);
  const forced = new Map<number, AcMove>();
  for (const x of seats) {
    const m = forcedAnswer(ask, x);
    if (m) forced.set(x, m);
  }
  if (forced.size === seats.length) return forced;
  s.sim = { seats: seats.filter((x) => !forced.has(x)), answers: Object.fromEntries([...forced].map(([x, m]) => [x, formatMove(m)])) };
  return null;
}

export function askSeats(ask: Ask): number[] {
  switch (ask.kind) {
    case 'loss':
      return Object.keys(ask.specs).map(Number);
    case 'reduce':
      return Object.keys(ask.counts).map(Number);
    case 'grain':
      return Object.keys(ask.max).map(Number);
    case 'support':
      return ask.seats;
    default:
      return [ask.seat];
  }
}

/** Runs the calamity machine until a prompt is needed (true) or the phase is over (false). */
function run(s: AcState, answers: Answers | null, events: GameEvent[]): boolean {
  const r = s.calamity!;
  let given = answers;
  for (;;) {
    if (r.current) {
      const result = HANDLERS[r.current.card]!(s, r, r.current, given, events);
      given = null;
      if (result !== 'done') {
        given = openAsk(s, r, result);
        if (given) continue;
        return true;
      }
      const c = r.current.card;
      s.calamityCounts = { ...(s.calamityCounts ?? {}), [c]: (s.calamityCounts?.[c] ?? 0) + 1 };
      s.spentCalamities.push(c);
      delete s.calamityTraders[c];
      r.current = null;
      r.ask = null;
      r.stage = 'start';
    }
    const next = r.queue.shift();
    if (next) {
      r.current = next;
      r.stage = 'start';
      r.memo = {};
      const by = next.trader === null ? 'drawn by the victim' : `traded by ${seatName(s, next.trader)}`;
      events.push({ kind: 'calamity-strikes', data: { calamity: next.card, victim: next.victim, trader: next.trader }, text: `Calamity: ${calamityName(next.card)} strikes ${seatName(s, next.victim)} (${by}; ${calamities()[next.card]!.rule}).` });
      continue;
    }
    // 32.941 Monotheism, holders in A.S.T. order.
    r.monotheism ??= astOrder(s).filter((x) => player(s, x).civ.includes('monotheism'));
    if (r.monotheism.length > 0) {
      const ask = monotheism(s, r, r.monotheism[0]!, given, events);
      given = null;
      if (ask) {
        given = openAsk(s, r, ask);
        if (given) continue;
        return true;
      }
      r.monotheism.shift();
      r.stage = 'start';
      continue;
    }
    // 29.8: a new city support check for every player (U1).
    if (!r.supportChecked) {
      r.supportChecked = true;
      const seats = shortOfSupport(s);
      if (seats.length > 0) {
        r.ask = { kind: 'support', k: 'U1', seats, text: 'City support check after calamities (29.8): choose cities to reduce' };
        s.sim = { seats, answers: {} };
        return true;
      }
      continue;
    }
    s.calamity = null;
    return false;
  }
}

/** Phase 11 begins: true while a calamity prompt waits. */
export function startCalamities(s: AcState, events: GameEvent[]): boolean {
  s.phase = 'calamities';
  s.queue = [];
  s.sim = null;
  const queue = strikes(s, events);
  s.calamity = { queue, current: null, stage: 'start', memo: {}, ask: null, monotheism: null, supportChecked: false };
  return run(s, null, events);
}

/** Every asked seat has answered: the answers go to the waiting calamity; true while another prompt waits. */
export function continueCalamities(s: AcState, answers: Map<number, AcMove>, events: GameEvent[]): boolean {
  const r = s.calamity!;
  const ask = r.ask;
  if (ask?.kind === 'support') {
    const lists: Record<number, string[]> = {};
    for (const [seat, m] of answers) if (m.kind === 'reduce') lists[seat] = m.areas;
    reduceForSupport(s, lists, events);
    r.ask = null;
    return run(s, null, events);
  }
  return run(s, answers, events);
}

/** Why an answer to the waiting calamity prompt is wrong, or null. */
export function calamityAnswerProblem(s: AcState, seat: number, m: AcMove): string | null {
  const ask = s.calamity?.ask;
  if (!ask) return 'No calamity decision is waiting.';
  const expected = expectedKind(ask);
  if (m.kind !== expected) return `"${formatMove(m)}" does not answer this decision: ${ask.text} (answer with "${expected} ...", e.g. "${calamityDefault(s, seat) ?? ''}").`;
  switch (ask.kind) {
    case 'pick':
      return m.kind === 'pick' && ask.options.includes(m.choice) ? null : `Choose one of: ${ask.options.join(', ')}.`;
    case 'loss': {
      const spec = ask.specs[seat];
      return m.kind === ask.verb && spec ? lossProblem(spec, m.items) : 'You have no units to give here.';
    }
    case 'reduce': {
      const n = ask.counts[seat] ?? 0;
      const mine = citiesOf(s, nationOf(s, seat));
      if (m.kind !== 'reduce') return null;
      return m.areas.length === n && new Set(m.areas).size === n && m.areas.every((a) => mine.includes(a)) ? null : `Reduce exactly ${n} of your cities (${mine.join(', ')}).`;
    }
    case 'slave':
      return m.kind === 'reduce' ? slaveProblem(s, seat, ask.excluded, m.areas) : null;
    case 'support':
      return m.kind === 'reduce' ? reductionProblem(s, seat, m.areas) : null;
    case 'grain': {
      const max = ask.max[seat] ?? 0;
      return m.kind === 'grain' && m.count >= 0 && m.count <= max ? null : `Show 0 to ${max} Grain cards (30.312).`;
    }
    case 'seize':
      return m.kind === 'seize' && m.areas.length === ask.n && new Set(m.areas).size === ask.n && m.areas.every((a) => ask.options.includes(a)) ? null : `Choose exactly ${ask.n} of: ${ask.options.join(', ')} (30.911).`;
    case 'assign':
      return m.kind === 'assign' ? assignProblem(s, ask, m.shares) : null;
  }
}

function expectedKind(ask: Ask): AcMove['kind'] {
  switch (ask.kind) {
    case 'loss':
      return ask.verb;
    case 'reduce':
    case 'slave':
    case 'support':
      return 'reduce';
    default:
      return ask.kind;
  }
}

function assignProblem(s: AcState, ask: Extract<Ask, { kind: 'assign' }>, shares: readonly [string, string][]): string | null {
  const eligible = Object.keys(ask.caps).map(Number);
  const names = eligible.map((x) => nationOf(s, x)).join(', ') || 'nobody';
  const seen = new Set<number>();
  let total = 0;
  for (const [nation, value] of shares) {
    const seat = s.players.find((p) => p.nation === nation)?.seat;
    if (seat === undefined || !eligible.includes(seat) || seen.has(seat)) return `You may name each of ${names} once.`;
    seen.add(seat);
    if (ask.mode === 'coastal') {
      if (!(ask.coastal?.[seat] ?? []).includes(value)) return `Name one coastal city of ${nation}: ${(ask.coastal?.[seat] ?? []).join(', ')}.`;
      total += 1;
      continue;
    }
    const n = /^\d+$/.test(value) ? Number(value) : -1;
    if (n < 1 || n > ask.caps[seat]!) return `${nation} may be given 1 to ${ask.caps[seat]} ${ask.mode === 'points' ? 'unit points' : 'cities'}.`;
    total += n;
  }
  if (total > ask.total) return `At most ${ask.total} ${ask.mode === 'points' ? 'unit points' : ask.mode === 'cities' ? 'cities' : 'players'} in total.`;
  if (ask.mandatory) {
    const need = Math.min(ask.total, eligible.reduce((k, x) => k + ask.caps[x]!, 0));
    if (total !== need) return `All ${need} unit points must be assigned (30.512).`;
  }
  return null;
}

function defaultAssign(ask: Extract<Ask, { kind: 'assign' }>, s: AcState): string {
  if (!ask.mandatory) return 'assign none';
  let left = ask.total;
  const shares: [string, string][] = [];
  for (const seat of Object.keys(ask.caps).map(Number).sort((a, b) => astOrder(s).indexOf(a) - astOrder(s).indexOf(b))) {
    const n = Math.min(left, ask.caps[seat]!);
    if (n > 0) shares.push([nationOf(s, seat), String(n)]);
    left -= n;
  }
  return formatMove({ kind: 'assign', shares });
}

/** The D.2 default answer of the seat to the waiting calamity prompt. */
export function calamityDefault(s: AcState, seat: number): string | undefined {
  const ask = s.calamity?.ask;
  if (!ask || !s.sim?.seats.includes(seat)) return undefined;
  switch (ask.kind) {
    case 'pick':
      return `pick ${ask.options[0]}`;
    case 'loss':
      return formatMove({ kind: ask.verb, items: defaultLoss(ask.specs[seat]!) });
    case 'reduce':
      return formatMove({ kind: 'reduce', areas: reductionPreference(s, seat).slice(0, ask.counts[seat] ?? 0) });
    case 'slave':
      return formatMove({ kind: 'reduce', areas: slaveDefault(s, seat, ask.excluded) });
    case 'support':
      return formatMove({ kind: 'reduce', areas: defaultReductions(s, seat) });
    case 'grain':
      return `grain ${ask.enough[seat] ?? 0}`;
    case 'seize':
      return formatMove({ kind: 'seize', areas: ask.options.slice(0, ask.n) });
    case 'assign':
      return defaultAssign(ask, s);
  }
}

/** Legal answers (the full list where small, else a handful of valid ones including the default). */
export function calamityOptions(s: AcState, seat: number): string[] {
  const ask = s.calamity?.ask;
  const def = calamityDefault(s, seat);
  if (!ask || def === undefined) return [];
  const out = new Set<string>([def]);
  switch (ask.kind) {
    case 'pick':
      for (const o of ask.options) out.add(`pick ${o}`);
      break;
    case 'loss':
      // Two ways to pay in tokens and one in cities, so random play keeps its cities more often than not.
      out.add(formatMove({ kind: ask.verb, items: defaultLoss(ask.specs[seat]!, false, true) }));
      out.add(formatMove({ kind: ask.verb, items: defaultLoss(ask.specs[seat]!, true) }));
      break;
    case 'reduce': {
      const pref = reductionPreference(s, seat);
      const n = ask.counts[seat] ?? 0;
      out.add(formatMove({ kind: 'reduce', areas: [...pref].reverse().slice(0, n) }));
      for (let i = 0; i + n <= pref.length && out.size < 6; i++) out.add(formatMove({ kind: 'reduce', areas: pref.slice(i, i + n) }));
      break;
    }
    case 'grain':
      for (let k = 0; k <= (ask.max[seat] ?? 0); k++) out.add(`grain ${k}`);
      break;
    case 'seize':
      for (let i = 0; i + ask.n <= ask.options.length && out.size < 6; i++) out.add(formatMove({ kind: 'seize', areas: ask.options.slice(i, i + ask.n) }));
      break;
    case 'assign':
      for (const x of Object.keys(ask.caps).map(Number)) {
        const value = ask.mode === 'coastal' ? ask.coastal?.[x]?.[0] : String(Math.min(ask.caps[x]!, ask.total));
        const text = formatMove({ kind: 'assign', shares: [[nationOf(s, x), value ?? '']] });
        if (value && assignProblem(s, ask, [[nationOf(s, x), value]]) === null) out.add(text);
      }
      break;
    default:
      break;
  }
  return [...out];
}

export function calamityPrompt(s: AcState): string {
  const r = s.calamity;
  if (!r?.ask) return 'Resolve calamities';
  const what = r.current ? `${calamityName(r.current.card)} (${calamities()[r.current.card]!.rule}, ${r.ask.k})` : r.ask.k;
  return `${what}: ${r.ask.text}`;
}
