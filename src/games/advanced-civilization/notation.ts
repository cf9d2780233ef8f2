/**
 * Text notation for every decision (D.2); parse(format(m)) == m. Steps of a movement or ship plan are joined by ';'.
 *   nation egypt | start thebes | rate 3 | revolt roma, neapolis | grow etruria-2 2, roma 1
 *   ships none | ship build crete 1; ship upkeep 4 levy; ship scrap 2 | move thebes>memphis 2; board 1 3; sail 1 gaza; land 1 3 | done
 *   pillage 3 | cities none | cities roma, knossos:3 (3 treasury with Architecture) | reduce roma, athens
 *   gold 2 | buy nothing | buy pottery, music pay grain 3, papyrus 2 treasury 10 mining iron | discard ochre 2, salt 1
 * Trade moves (offer, accept, ...) are at the end of the file.
 */
import { CommonErrors, ruleError, type RuleError } from '../../engine/errors.ts';
import { normalizeNotation } from '../../engine/notation.ts';
import { isNation } from './data/nations.ts';
import { CLAIM_MAX, HIDDEN_ANSWERS, type AcMove, type TradeMove } from './moves.ts';
import type { ShipStep } from './rules/22-ships.ts';
import type { MoveStep } from './rules/23-movement.ts';
import { formatCalamityMove, parseCalamityMove } from './rules/calamities/notation.ts';
import type { OfferTerms } from './state.ts';

const bad = (message: string): RuleError => ruleError(CommonErrors.badNotation, message);
const ID = /^[a-z0-9][a-z0-9_#-]*$/;

function int(word: string | undefined, what: string): number | RuleError {
  if (word === undefined || !/^\d{1,4}$/.test(word)) return bad(`Expected a number for ${what}, got "${word ?? ''}".`);
  return Number(word);
}

function idList(text: string, what: string): string[] | RuleError {
  const ids = text.split(',').map((x) => x.trim()).filter((x) => x !== '');
  for (const id of ids) if (!ID.test(id)) return bad(`"${id}" is not a valid ${what}.`);
  return ids;
}

/** "grain 3, ochre 1" -> ['grain','grain','grain','ochre'] */
export function cardCounts(text: string): string[] | RuleError {
  const out: string[] = [];
  for (const part of text.split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    const [card, n, extra] = part.split(' ');
    if (!card || !ID.test(card) || extra !== undefined) return bad(`Write cards as "name count", e.g. "grain 3"; got "${part}".`);
    const k = n === undefined ? 1 : int(n, card);
    if (typeof k !== 'number') return k;
    for (let i = 0; i < k; i++) out.push(card);
  }
  return out.sort();
}

export function countsText(cards: readonly string[]): string {
  const m = new Map<string, number>();
  for (const c of [...cards].sort()) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m].map(([c, n]) => `${c} ${n}`).join(', ');
}

function parseShipStep(words: string[]): ShipStep | RuleError {
  const [, verb, a, b] = words;
  if (verb === 'build') {
    if (!a || !ID.test(a)) return bad('Write "ship build <area> <treasury 0-2>".');
    const t = b === undefined ? 2 : int(b, 'treasury tokens');
    if (typeof t !== 'number') return t;
    return { kind: 'build', area: a, treasury: t };
  }
  const id = int(a, 'the ship number');
  if (typeof id !== 'number') return id;
  if (verb === 'scrap') return { kind: 'scrap', ship: id };
  if (verb === 'upkeep' && (b === 'treasury' || b === 'levy')) return { kind: 'upkeep', ship: id, pay: b };
  return bad('Ship steps: "ship build <area> <0-2>", "ship upkeep <n> treasury|levy", "ship scrap <n>".');
}

function parseMoveStep(part: string): MoveStep | RuleError {
  const words = part.split(' ');
  if (words[0] === 'move') words.shift();
  const [w0, w1, w2] = words;
  if (w0 === 'board' || w0 === 'land' || w0 === 'sail') {
    const ship = int(w1, 'the ship number');
    if (typeof ship !== 'number') return ship;
    if (w0 === 'sail') return w2 && ID.test(w2) && words.length === 3 ? { kind: 'sail', ship, to: w2 } : bad('Write "sail <ship> <area>".');
    const n = int(w2, 'tokens');
    if (typeof n !== 'number') return n;
    return w0 === 'board' ? { kind: 'board', ship, count: n } : { kind: 'disembark', ship, count: n };
  }
  if (w0 && w0.includes('>') && words.length === 2) {
    const path = w0.split('>');
    if (path.some((x) => !ID.test(x))) return bad(`"${w0}" is not a path of areas like "roma>etruria-2".`);
    const n = int(w1, 'tokens');
    if (typeof n !== 'number') return n;
    return { kind: 'land', path, count: n };
  }
  return bad(`"${part}" is not a movement step: use "move <from>><to> <count>", "board <ship> <n>", "sail <ship> <area>", "land <ship> <n>" or "done".`);
}

/** Steps of a plan joined by ';', optionally ending with 'done'. */
function splitPlan(t: string): { parts: string[]; done: boolean } {
  const parts = t.split(';').map((x) => x.trim()).filter(Boolean);
  const done = parts.length > 1 && parts[parts.length - 1] === 'done';
  return { parts: done ? parts.slice(0, -1) : parts, done };
}

export function parseMove(text: string): AcMove | RuleError {
  const t = normalizeNotation(text);
  const words = t.split(' ');
  const rest = t.slice((words[0] ?? '').length).trim();
  const trade = parseTradeMove(t);
  if (trade) return trade;
  const calamity = parseCalamityMove(words[0], rest);
  if (calamity) return calamity;
  switch (words[0]) {
    case 'nation':
      return words[1] && isNation(words[1]) && words.length === 2 ? { kind: 'nation', nation: words[1] } : bad('Write "nation <name>", e.g. "nation egypt".');
    case 'start':
      return words[1] && ID.test(words[1]) && words.length === 2 ? { kind: 'start', area: words[1] } : bad('Write "start <area>".');
    case 'rate': {
      const r = int(words[1], 'the tax rate');
      return typeof r === 'number' && words.length === 2 ? { kind: 'rate', rate: r } : bad('Write "rate 1", "rate 2" or "rate 3".');
    }
    case 'revolt': {
      const ids = idList(rest, 'area');
      return Array.isArray(ids) ? { kind: 'revolt', areas: ids } : ids;
    }
    case 'reduce': {
      const ids = idList(rest, 'area');
      return Array.isArray(ids) ? { kind: 'reduce', areas: ids } : ids;
    }
    case 'grow': {
      const placement: [string, number][] = [];
      for (const part of rest.split(',').map((x) => x.trim()).filter(Boolean)) {
        const [a, n, extra] = part.split(' ');
        const k = int(n, `tokens in ${a ?? ''}`);
        if (!a || !ID.test(a) || typeof k !== 'number' || extra) return bad('Write "grow <area> <n>, <area> <n>".');
        placement.push([a, k]);
      }
      return { kind: 'grow', placement };
    }
    case 'done':
      return words.length === 1 ? { kind: 'done' } : bad('"done" takes nothing after it.');
    case 'insist':
      return rest === 'strict' ? { kind: 'insist' } : bad('Write "insist strict" to demand strict order (17.2).');
    case 'leave':
    case 'join':
      return words.length === 1 ? { kind: words[0] } : bad(`"${words[0]}" takes nothing after it.`);
    case 'pillage': {
      const n = int(words[1], 'tokens');
      return typeof n === 'number' && words.length === 2 ? { kind: 'pillage', tokens: n } : bad('Write "pillage <0-3>".');
    }
    case 'gold': {
      const n = int(words[1], 'cards');
      return typeof n === 'number' && words.length === 2 ? { kind: 'gold', count: n } : bad('Write "gold <count>".');
    }
    case 'cities': {
      if (rest === 'none') return { kind: 'cities', builds: [] };
      const builds = [];
      for (const part of rest.split(',').map((x) => x.trim()).filter(Boolean)) {
        const [area, tr, extra] = part.split(':');
        const k = tr === undefined ? 0 : int(tr, 'treasury tokens');
        if (!area || !ID.test(area) || typeof k !== 'number' || extra !== undefined) return bad('Write "cities <area>, <area>:<treasury>" or "cities none".');
        builds.push({ area, treasury: k });
      }
      return builds.length > 0 ? { kind: 'cities', builds } : bad('Write "cities <area>, ..." or "cities none".');
    }
    case 'discard': {
      const cards = cardCounts(rest);
      return Array.isArray(cards) ? { kind: 'discard', cards } : cards;
    }
    case 'buy': {
      if (rest === 'nothing') return { kind: 'buy', purchase: { cards: [], surrender: [], treasury: 0, mining: null } };
      const m = /^(.+?)(?: pay (.+?))?(?: treasury (\d+))?(?: mining ([a-z]+))?$/.exec(rest);
      if (!m) return bad('Write "buy <card>, <card> pay <commodity> <n>, ... treasury <n> mining <commodity>" or "buy nothing".');
      const cards = idList(m[1]!, 'civilization card');
      if (!Array.isArray(cards)) return cards;
      const surrender = m[2] ? cardCounts(m[2]) : [];
      if (!Array.isArray(surrender)) return surrender;
      return { kind: 'buy', purchase: { cards, surrender, treasury: m[3] ? Number(m[3]) : 0, mining: m[4] ?? null } };
    }
    case 'ships':
      return rest === 'none' ? { kind: 'ships', steps: [] } : bad('Write "ships none" or a plan of "ship ..." steps.');
    case 'ship': {
      const steps: ShipStep[] = [];
      for (const part of t.split(';').map((x) => x.trim()).filter(Boolean)) {
        const w = part.split(' ');
        if (w[0] !== 'ship') return bad('Every ship step starts with "ship".');
        const st = parseShipStep(w);
        if ('kind' in st) steps.push(st);
        else return st;
      }
      return { kind: 'ships', steps };
    }
    default: {
      const steps: MoveStep[] = [];
      const { parts, done } = splitPlan(t);
      for (const part of parts) {
        const st = parseMoveStep(part);
        if ('kind' in st) steps.push(st);
        else return st;
      }
      return steps.length > 0 ? { kind: 'move', steps, ...(done ? { done } : {}) } : bad('Empty move.');
    }
  }
}

function formatMoveStep(st: MoveStep): string {
  switch (st.kind) {
    case 'land':
      return `move ${st.path.join('>')} ${st.count}`;
    case 'board':
      return `board ${st.ship} ${st.count}`;
    case 'disembark':
      return `land ${st.ship} ${st.count}`;
    case 'sail':
      return `sail ${st.ship} ${st.to}`;
  }
}

function formatShipStep(st: ShipStep): string {
  if (st.kind === 'build') return `ship build ${st.area} ${st.treasury}`;
  if (st.kind === 'scrap') return `ship scrap ${st.ship}`;
  return `ship upkeep ${st.ship} ${st.pay}`;
}

export function formatMove(m: AcMove): string {
  if (m.kind === 'lose' || m.kind === 'select' || m.kind === 'pick' || m.kind === 'assign' || m.kind === 'grain' || m.kind === 'seize') return formatCalamityMove(m);
  switch (m.kind) {
    case 'nation':
      return `nation ${m.nation}`;
    case 'start':
      return `start ${m.area}`;
    case 'rate':
      return `rate ${m.rate}`;
    case 'revolt':
      return `revolt ${m.areas.join(', ')}`;
    case 'reduce':
      return `reduce ${m.areas.join(', ')}`;
    case 'grow':
      return `grow ${m.placement.map(([a, n]) => `${a} ${n}`).join(', ')}`;
    case 'done':
      return 'done';
    case 'insist':
      return 'insist strict';
    case 'leave':
    case 'join':
      return m.kind;
    case 'pillage':
      return `pillage ${m.tokens}`;
    case 'gold':
      return `gold ${m.count}`;
    case 'cities':
      return m.builds.length === 0 ? 'cities none' : `cities ${m.builds.map((b) => (b.treasury > 0 ? `${b.area}:${b.treasury}` : b.area)).join(', ')}`;
    case 'discard':
      return `discard ${countsText(m.cards)}`;
    case 'buy': {
      const p = m.purchase;
      if (p.cards.length === 0) return 'buy nothing';
      return [`buy ${p.cards.join(', ')}`, p.surrender.length > 0 ? `pay ${countsText(p.surrender)}` : '', p.treasury > 0 ? `treasury ${p.treasury}` : '', p.mining ? `mining ${p.mining}` : ''].filter(Boolean).join(' ');
    }
    case 'ships':
      return m.steps.length === 0 ? 'ships none' : m.steps.map(formatShipStep).join('; ');
    case 'offer':
    case 'accept':
    case 'reject':
    case 'counter':
    case 'withdraw':
    case 'resume':
      return formatTradeMove(m);
    case 'move':
      return [...m.steps.map(formatMoveStep), ...(m.done ? ['done'] : [])].join('; ');
  }
}

/** D.1: answers of simultaneous phases stay private while the game runs. */
export function publicNotation(notation: string): string {
  const trade = tradePublicNotation(normalizeNotation(notation));
  if (trade) return trade;
  const kind = normalizeNotation(notation).split(' ')[0];
  return (HIDDEN_ANSWERS as readonly string[]).includes(kind ?? '') ? 'submitted' : notation;
}

/**
 * Notation of the trade moves (D.3); parse(format(m)) == m.
 *   offer babylon give salt 2, iron 1 guarantee salt 2 ask 3 grain 1, iron 1 claim "the third is iron"
 *   accept 4 give grain 1, iron 1, ochre 1 | reject 4 | counter 4 give ... guarantee ... ask ... | withdraw 4 | resume
 * The claim is free text between double quotes (lower-cased, spaces folded, no double quote inside, at most CLAIM_MAX).
 * Publicly (publicNotation) an offer, counter or rejection logs as its first word only and an acceptance as "accept #n":
 * never cards, claims or who received which offer.
 */
const TERMS_HELP = 'Write "give <card> <n>, ... guarantee <card> <n>, ... ask <count> <card> <n>, ..." and optionally claim "<text>".';

function offerId(word: string | undefined): number | RuleError {
  const m = word === undefined ? null : /^#?(\d{1,6})$/.exec(word);
  return m ? Number(m[1]) : bad(`Expected an offer number like "#3", got "${word ?? ''}".`);
}

/** Parses "give ... guarantee ... ask <n> ... [claim "..."]" (already normalized). */
export function parseTerms(text: string): OfferTerms | RuleError {
  const m = /^give (.+?) guarantee (.+?) ask (\d{1,2})(?: (.+?))?(?: claim "([^"]*)")?$/.exec(text);
  if (!m) return bad(TERMS_HELP);
  const give = cardCounts(m[1]!);
  if (!Array.isArray(give)) return give;
  const guaranteed = cardCounts(m[2]!);
  if (!Array.isArray(guaranteed)) return guaranteed;
  const askGuaranteed = m[4] === undefined ? [] : cardCounts(m[4]);
  if (!Array.isArray(askGuaranteed)) return askGuaranteed;
  const claim = (m[5] ?? '').trim();
  if (claim.length > CLAIM_MAX) return bad(`A claim may have at most ${CLAIM_MAX} characters (it has ${claim.length}).`);
  return { give, guaranteed, askCount: Number(m[3]), askGuaranteed, claim };
}

export function formatTerms(t: OfferTerms): string {
  const ask = t.askGuaranteed.length > 0 ? `ask ${t.askCount} ${countsText(t.askGuaranteed)}` : `ask ${t.askCount}`;
  return [`give ${countsText(t.give)}`, `guarantee ${countsText(t.guaranteed)}`, ask, t.claim ? `claim "${t.claim}"` : ''].filter(Boolean).join(' ');
}

/** Parses a normalized trade move, or returns null when the text is not one. */
export function parseTradeMove(t: string): TradeMove | RuleError | null {
  const words = t.split(' ');
  const rest = (n: number) => words.slice(n).join(' ');
  switch (words[0]) {
    case 'offer': {
      const to = words[1];
      if (!to || !isNation(to)) return bad(`Write "offer <nation> ${TERMS_HELP.slice(7)}`);
      const terms = parseTerms(rest(2));
      return 'give' in terms ? { kind: 'offer', to, terms } : terms;
    }
    case 'counter': {
      const id = offerId(words[1]);
      if (typeof id !== 'number') return id;
      const terms = parseTerms(rest(2));
      return 'give' in terms ? { kind: 'counter', offer: id, terms } : terms;
    }
    case 'accept': {
      const id = offerId(words[1]);
      if (typeof id !== 'number') return id;
      if (words[2] !== 'give') return bad('Write "accept <offer> give <card> <n>, ...", naming every card you give.');
      const cards = cardCounts(rest(3));
      return Array.isArray(cards) ? { kind: 'accept', offer: id, cards } : cards;
    }
    case 'reject':
    case 'withdraw': {
      const id = offerId(words[1]);
      if (typeof id !== 'number') return id;
      return words.length === 2 ? { kind: words[0], offer: id } : bad(`Write "${words[0]} <offer>".`);
    }
    case 'resume':
      return words.length === 1 ? { kind: 'resume' } : bad('"resume" takes nothing after it.');
    default:
      return null;
  }
}

export function formatTradeMove(m: TradeMove): string {
  switch (m.kind) {
    case 'offer':
      return `offer ${m.to} ${formatTerms(m.terms)}`;
    case 'counter':
      return `counter ${m.offer} ${formatTerms(m.terms)}`;
    case 'accept':
      return `accept ${m.offer} give ${countsText(m.cards)}`;
    case 'reject':
    case 'withdraw':
      return `${m.kind} ${m.offer}`;
    case 'resume':
      return 'resume';
  }
}

/** The public log form of a trade move (H: offers are private to their two parties), or null for other moves. */
export function tradePublicNotation(normalized: string): string | null {
  const [kind, id] = normalized.split(' ');
  // Who received which offer stays private: only an acceptance (a public trade, D.3.4) names its offer.
  if (kind === 'offer' || kind === 'counter' || kind === 'reject') return kind;
  if (kind === 'accept') return `accept #${(id ?? '').replace('#', '')}`;
  return null;
}
