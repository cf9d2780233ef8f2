// Player names as drawn in every picture: what the fonts cannot draw replaced, cut to the room they have (whole
// grapheme clusters), and right-to-left names isolated so they read in their own order inside left-to-right text. Pure.
import { MISSING_MARK, drawableText, graphemeEm, graphemes } from './glyphs.ts';

const ELLIPSIS = '…';
const ELLIPSIS_EM = 1;
/** First strong and isolate: the name's own direction, whatever surrounds it (Unicode bidi algorithm, BD8). */
const FSI = '\u2068';
/** Pop directional isolate. */
const PDI = '\u2069';
/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Embeddings, overrides and isolates typed into a name would reorder the text around it. */
// eslint-disable-next-line no-control-regex
const BIDI_CONTROLS_AND_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u0000-\u001f\u007f-\u009f]/g;

/** True when the text holds a right-to-left letter. */
export function hasRtl(content: string): boolean {
  return RTL.test(content);
}

/**
 * A right-to-left name wrapped in FSI … PDI: inside a left-to-right line it is laid out in its own direction and
 * nothing around it (a score, a bracket, a colon) is pulled into it. Other text unchanged.
 */
export function isolate(content: string): string {
  return hasRtl(content) ? `${FSI}${content}${PDI}` : content;
}

function cut(content: string, room: number, bold: boolean): string {
  const clusters = graphemes(content);
  let total = 0;
  for (const c of clusters) total += graphemeEm(c, bold);
  if (total <= room) return content;
  let kept = '';
  let width = 0;
  for (const c of clusters) {
    const w = graphemeEm(c, bold);
    if (width + w + ELLIPSIS_EM > room) break;
    kept += c;
    width += w;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

export interface NameFit {
  /** The room, in the picture's pixels. */
  readonly width: number;
  /** Font size in pixels. */
  readonly size: number;
  readonly bold?: boolean;
}

/**
 * A player name ready to draw in `fit.width` pixels at `fit.size`: control and bidi-control characters removed,
 * white space collapsed, every grapheme cluster no bundled font can draw replaced by a neutral mark, cut with an
 * ellipsis to whole grapheme clusters that fit, and isolated when written right to left. An empty result is MISSING_MARK.
 */
export function fitName(name: string, fit: NameFit): string {
  const clean = drawableText(name.replace(BIDI_CONTROLS_AND_CONTROLS, '').replace(/\s+/g, ' ').trim());
  const shown = cut(clean === '' ? MISSING_MARK : clean, fit.width / fit.size, fit.bold ?? false);
  return isolate(shown);
}

/**
 * A line that already holds player names (a status, the last move in words): each right-to-left name among `names`
 * isolated where it occurs, so the words around it keep their order. Longest names first, so one name inside another
 * is not isolated twice.
 */
export function isolateNames(line: string, names: readonly string[]): string {
  const rtl = [...new Set(names.filter((n) => n.trim() !== '' && hasRtl(n) && line.includes(n)))].sort((a, b) => b.length - a.length);
  if (rtl.length === 0) return line;
  const pattern = new RegExp(rtl.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return line.replace(pattern, (n) => isolate(n));
}

/**
 * The room for a player's name in brackets after a faction or nation on a turn card's score row ("Witches (Ann)"):
 * the card's 34 px text (turn-card.ts), beside a faction name and the score.
 */
export const CARD_NAME_FIT: NameFit = { width: 250, size: 34 };
