/**
 * Notation of the trade moves (D.3); parse(format(m)) == m.
 *   offer babylon give salt 2, iron 1 guarantee salt 2 ask 3 grain 1, iron 1 claim "the third is iron"
 *   accept 4 give grain 1, iron 1, ochre 1 | reject 4 | counter 4 give ... guarantee ... ask ... | withdraw 4 | resume
 * The claim is free text between double quotes (lower-cased, spaces folded, no double quote inside, at most CLAIM_MAX).
 * Publicly (publicNotation) an offer, counter or rejection logs as its first word only and an acceptance as "accept #n":
 * never cards, claims or who received which offer.
 */
import { CommonErrors, ruleError, type RuleError } from '../../engine/errors.ts';
import { isNation } from './data/nations.ts';
import { cardCounts, countsText } from './notation.ts';
import { CLAIM_MAX, type OfferTerms, type TradeMove } from './trade-moves.ts';

const bad = (message: string): RuleError => ruleError(CommonErrors.badNotation, message);
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
