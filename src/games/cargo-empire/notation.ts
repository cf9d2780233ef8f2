import { ruleError, CommonErrors, type RuleError } from '../../engine/errors.ts';
import { MAX_NOTATION_LENGTH, tokens } from '../../engine/notation.ts';
import { formatCards } from './rules/payment.ts';
import { europeCityIds, isCity, isExpressSpace, PLAYER_COLOURS } from './rules/world.ts';
import { BLANK, type Cargo, type Colour, type Counts, type DemandSpace, type Transport } from './state.ts';
import { type CeMove, type FamilyAbility } from './moves.ts';

/**
 * Notation (documented in the help text):
 *   ship <cube> <origin>-<destination> with <cards>[ on upper|lower]   e.g. ship orange warsaw-copenhagen with car+ship
 *   refill <city> | take cards                                         fallback turn (CE-9)
 *   advance <marker> | row upper|lower | step <marker>                 development (CE-8)
 *   take city <city|blank> | keep goal <n> | gain <card> | choose city|goal
 *   post <city> upper|lower | crest <city>                             setup
 *   vassal <cube> <origin>-<destination>[ on upper|lower]              vassal placement (CE-16.3)
 *   express <space>|none                                               Dior express tile (CE-17.3)
 *   port yes|no                                                        Tino crest city as a port at the end (CE-13.5)
 *   <ability> paying <cube>+<cube>                                     family abilities (CE-13): move crest <city>,
 *       buy car, move cube <cube> <from>-<to>, enhance loco, swap <card> for ship, borrow <colour>
 */
const CARGO_WORDS: Record<string, Cargo> = { orange: 'orange', white: 'white', gray: 'gray', grey: 'gray', brown: 'brown' };
const TRANSPORT_WORDS: Record<string, Transport> = { car: 'car', loco: 'loco', locomotive: 'loco', train: 'loco', ship: 'ship' };
const CITY_ALIASES: Record<string, string> = { kiev: 'kyiv' };

function bad(text: string, why?: string): RuleError {
  if (why) return ruleError(CommonErrors.badNotation, `I do not understand "${text}": ${why}.`);
  return ruleError(CommonErrors.badNotation, `I do not understand "${text}". Examples: "ship orange warsaw-copenhagen with car+ship", "step car", "keep goal 7". See /game help.`);
}

/** What each verb takes, for a known verb whose arguments could not be read. */
const VERB_USAGE: Record<string, string> = {
  ship: 'ship <cube> <origin>-<destination> with <cards>[ on upper|lower], e.g. "ship orange warsaw-copenhagen with car+ship"',
  vassal: 'vassal <cube> <origin>-<destination>[ on upper|lower]',
  refill: 'refill <city>',
  take: 'take cards, or take city <city|blank>',
  advance: 'advance car|loco|ship',
  step: 'step car|loco|ship',
  gain: 'gain car|loco|ship',
  row: 'row upper|lower',
  keep: 'keep goal <number>',
  choose: 'choose city|goal',
  post: 'post <city> upper|lower',
  crest: 'crest <city>',
  express: 'express <express space>|none, e.g. "express x3"',
  port: 'port yes|no',
};
const ABILITY_VERBS = ['move', 'buy', 'enhance', 'swap', 'borrow'];
const CUBES = 'cubes: orange, white, gray, brown';
const CARDS = 'cards: car, loco, ship';

/** The first word of a known verb's arguments that is not what it should be, in words with what is allowed. */
function whyNot(w: readonly string[]): string {
  const verb = w[0] ?? '';
  const usage = VERB_USAGE[verb];
  if (!usage) {
    return ABILITY_VERBS.includes(verb)
      ? 'family abilities take <ability> paying <cube>+<cube>, e.g. "buy car paying orange+white" (see help topic "families")'
      : `unknown command "${verb}" (commands: ${[...Object.keys(VERB_USAGE), ...ABILITY_VERBS].join(', ')})`;
  }
  const unknownCity = (word: string | undefined) => `unknown city "${word ?? ''}" (cities: ${europeCityIds().join(', ')})`;
  const badCity = (word: string | undefined) => (word === undefined ? null : city(word) ? null : unknownCity(word));
  switch (verb) {
    case 'ship':
    case 'vassal': {
      if (w[1] !== undefined && !cargo(w[1])) return `"${w[1]}" is not a cargo cube (${CUBES})`;
      const ends = (w[2] ?? '').split('-');
      if (w[2] !== undefined && ends.length !== 2) return `"${w[2]}" is not a route: write <origin>-<destination>, e.g. warsaw-copenhagen`;
      const cityProblem = w[2] === undefined ? null : (badCity(ends[0]) ?? badCity(ends[1]));
      if (cityProblem) return cityProblem;
      if (verb === 'ship' && w[4] !== undefined && !cards(w[4])) return `"${w[4]}" is not a set of transport cards (${CARDS}, joined by +)`;
      break;
    }
    case 'advance':
    case 'step':
    case 'gain':
      if (w[1] !== undefined && !transport(w[1])) return `"${w[1]}" is not a transport (${CARDS})`;
      break;
    case 'refill':
    case 'crest':
    case 'post': {
      const problem = badCity(w[1]);
      if (problem) return problem;
      break;
    }
    case 'take':
      if (w[1] === 'city' && w[2] !== undefined && w[2] !== BLANK) {
        const problem = badCity(w[2]);
        if (problem) return problem;
      }
      break;
  }
  return `"${verb}" takes ${usage}`;
}

function cargo(w: string | undefined): Cargo | null {
  return w !== undefined && Object.hasOwn(CARGO_WORDS, w) ? CARGO_WORDS[w]! : null;
}

function transport(w: string | undefined): Transport | null {
  return w !== undefined && Object.hasOwn(TRANSPORT_WORDS, w) ? TRANSPORT_WORDS[w]! : null;
}

function city(w: string | undefined): string | null {
  if (w === undefined) return null;
  const id = Object.hasOwn(CITY_ALIASES, w) ? CITY_ALIASES[w]! : w;
  return isCity(id) ? id : null;
}

function space(w: string | undefined): DemandSpace | null {
  return w === 'upper' || w === 'lower' ? w : null;
}

function route(w: string | undefined): [string, string] | null {
  const parts = (w ?? '').split('-');
  if (parts.length !== 2) return null;
  const a = city(parts[0]);
  const b = city(parts[1]);
  return a && b ? [a, b] : null;
}

function cards(w: string | undefined): Counts<Transport> | null {
  if (w === undefined) return null;
  const out = { car: 0, loco: 0, ship: 0 };
  for (const part of w.split(/[+,]/)) {
    const t = transport(part);
    if (!t) return null;
    out[t]++;
  }
  return out;
}

/** Trailing optional "on upper|lower"; returns undefined when absent, null when malformed. */
function optionalSpace(rest: string[]): DemandSpace | undefined | null {
  if (rest.length === 0) return undefined;
  if (rest.length === 2 && rest[0] === 'on') return space(rest[1]) ?? null;
  return null;
}

function pay(rest: string[]): Cargo[] | null {
  if (rest.length !== 2 || rest[0] !== 'paying') return null;
  const parts = rest[1]!.split(/[+,]/).map(cargo);
  return parts.every((x) => x !== null) ? (parts as Cargo[]) : null;
}

function parseAbility(w: string[]): { ability: FamilyAbility; rest: string[] } | null {
  if (w[0] === 'move' && w[1] === 'crest') {
    const c = city(w[2]);
    return c ? { ability: { id: 'move-crest', city: c }, rest: w.slice(3) } : null;
  }
  if (w[0] === 'buy' && w[1] === 'car') return { ability: { id: 'buy-car' }, rest: w.slice(2) };
  if (w[0] === 'move' && w[1] === 'cube') {
    const c = cargo(w[2]);
    const r = route(w[3]);
    return c && r ? { ability: { id: 'move-cube', cube: c, from: r[0], to: r[1] }, rest: w.slice(4) } : null;
  }
  if (w[0] === 'enhance' && transport(w[1]) === 'loco') return { ability: { id: 'enhance' }, rest: w.slice(2) };
  if (w[0] === 'swap' && w[2] === 'for' && w[3] === 'ship') {
    const t = transport(w[1]);
    return t ? { ability: { id: 'swap', card: t }, rest: w.slice(4) } : null;
  }
  if (w[0] === 'borrow' && PLAYER_COLOURS.includes(w[1] as Colour)) return { ability: { id: 'borrow', colour: w[1] as Colour }, rest: w.slice(2) };
  return null;
}

export function parseMove(text: string): CeMove | RuleError {
  if (typeof text !== 'string' || text.length > MAX_NOTATION_LENGTH) return bad(String(text).slice(0, 40));
  const w = tokens(text);
  const [a, b, c] = w;
  const n = w.length;
  switch (a) {
    case 'keep':
      if (n === 3 && b === 'goal' && /^\d{1,2}$/.test(c!)) return { kind: 'keep-goal', goal: Number(c) };
      break;
    case 'post': {
      const ct = city(b);
      const sp = space(c);
      if (n === 3 && ct && sp) return { kind: 'post', city: ct, space: sp };
      break;
    }
    case 'crest': {
      const ct = city(b);
      if (n === 2 && ct) return { kind: 'crest', city: ct };
      break;
    }
    case 'ship':
    case 'vassal': {
      const cube = cargo(b);
      const r = route(c);
      if (!cube || !r) break;
      if (a === 'vassal') {
        const sp = optionalSpace(w.slice(3));
        if (sp === null) break;
        return { kind: 'vassal', cube, origin: r[0], destination: r[1], ...(sp ? { space: sp } : {}) };
      }
      if (w[3] !== 'with') break;
      const cs = cards(w[4]);
      const sp = optionalSpace(w.slice(5));
      if (!cs || sp === null) break;
      return { kind: 'ship', cube, origin: r[0], destination: r[1], cards: cs, ...(sp ? { space: sp } : {}) };
    }
    case 'refill': {
      const ct = city(b);
      if (n === 2 && ct) return { kind: 'refill', city: ct };
      break;
    }
    case 'take':
      if (n === 2 && b === 'cards') return { kind: 'take-cards' };
      if (n === 3 && b === 'city') {
        if (c === BLANK) return { kind: 'take-city', card: BLANK };
        const ct = city(c);
        if (ct) return { kind: 'take-city', card: ct };
      }
      break;
    case 'advance':
    case 'step':
    case 'gain': {
      const t = transport(b);
      if (n !== 2 || !t) break;
      if (a === 'advance') return { kind: 'advance', marker: t };
      if (a === 'step') return { kind: 'step', marker: t };
      return { kind: 'gain', card: t };
    }
    case 'row':
      if (n === 2 && (b === 'upper' || b === 'lower')) return { kind: 'row', row: b };
      break;
    case 'choose':
      if (n === 2 && (b === 'city' || b === 'goal')) return { kind: 'choose', bonus: b };
      break;
    case 'express':
      if (n === 2 && b === 'none') return { kind: 'express', space: null };
      if (n === 2 && isExpressSpace(b!)) return { kind: 'express', space: b! };
      break;
    case 'port':
      if (n === 2 && (b === 'yes' || b === 'no')) return { kind: 'port', count: b === 'yes' };
      break;
    default: {
      const ab = parseAbility(w);
      if (!ab) break;
      const p = pay(ab.rest);
      if (p) return { kind: 'ability', ability: ab.ability, pay: p };
    }
  }
  return bad(text.slice(0, 60), whyNot(w));
}

function formatAbility(a: FamilyAbility): string {
  switch (a.id) {
    case 'move-crest':
      return `move crest ${a.city}`;
    case 'buy-car':
      return 'buy car';
    case 'move-cube':
      return `move cube ${a.cube} ${a.from}-${a.to}`;
    case 'enhance':
      return 'enhance loco';
    case 'swap':
      return `swap ${a.card} for ship`;
    case 'borrow':
      return `borrow ${a.colour}`;
  }
}

export function formatMove(m: CeMove): string {
  switch (m.kind) {
    case 'keep-goal':
      return `keep goal ${m.goal}`;
    case 'post':
      return `post ${m.city} ${m.space}`;
    case 'crest':
      return `crest ${m.city}`;
    case 'ship':
      return `ship ${m.cube} ${m.origin}-${m.destination} with ${formatCards(m.cards)}${m.space ? ` on ${m.space}` : ''}`;
    case 'refill':
      return `refill ${m.city}`;
    case 'take-cards':
      return 'take cards';
    case 'advance':
      return `advance ${m.marker}`;
    case 'row':
      return `row ${m.row}`;
    case 'step':
      return `step ${m.marker}`;
    case 'take-city':
      return `take city ${m.card}`;
    case 'gain':
      return `gain ${m.card}`;
    case 'choose':
      return `choose ${m.bonus}`;
    case 'vassal':
      return `vassal ${m.cube} ${m.origin}-${m.destination}${m.space ? ` on ${m.space}` : ''}`;
    case 'ability':
      return `${formatAbility(m.ability)} paying ${m.pay.join('+')}`;
    case 'express':
      return `express ${m.space ?? 'none'}`;
    case 'port':
      return `port ${m.count ? 'yes' : 'no'}`;
  }
}

/** While the game runs, the goal kept is hidden: "keep goal 7" is logged publicly as "keep goal". */
export function publicNotation(notation: string): string {
  return /^keep goal\b/.test(notation.trim().toLowerCase()) ? 'keep goal' : notation;
}
