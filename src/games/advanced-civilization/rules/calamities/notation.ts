/**
 * Notation of the calamity answers (parse(format(m)) == m):
 *   lose none | lose b 3, c city, e reduce (K6, K8, K10) | select b 3, c city (K9, Civil War factions)
 *   pick d (K1 volcano, K3 city, K12 area, K15 area) | pick c>g (K2 earthquake site) | pick first (K11) | pick pass (K15)
 *   assign none | assign egypt 8, crete 4 (K7 points or cities) | assign egypt h, crete g (K14 pirate cities)
 *   grain 2 (K5) | seize c, g (K13)
 */
import { CommonErrors, ruleError, type RuleError } from '../../../../engine/errors.ts';
import type { CalamityMove, LossItem } from './types.ts';

const bad = (message: string): RuleError => ruleError(CommonErrors.badNotation, message);
const ID = /^[a-z0-9][a-z0-9_#-]*$/;
const WORDS = ['lose', 'select', 'pick', 'assign', 'grain', 'seize'];

function parts(rest: string): string[] {
  return rest.split(',').map((x) => x.trim()).filter(Boolean);
}

function parseItems(rest: string, verb: string): LossItem[] | RuleError {
  if (rest === 'none') return [];
  const items: LossItem[] = [];
  for (const part of parts(rest)) {
    const [area, what, extra] = part.split(' ');
    if (!area || !ID.test(area) || !what || extra !== undefined) return bad(`Write "${verb} <area> <tokens>, <area> city, <area> reduce" or "${verb} none".`);
    if (what === 'city' || what === 'reduce') items.push({ area, what });
    else if (/^\d{1,3}$/.test(what)) items.push({ area, what: 'tokens', n: Number(what) });
    else return bad(`"${part}": after the area write a number of tokens, "city" or "reduce".`);
  }
  return items.length > 0 ? items : bad(`Write "${verb} none" to lose nothing.`);
}

/** Parses a calamity answer; undefined when the first word is not one of them. */
export function parseCalamityMove(word: string | undefined, rest: string): CalamityMove | RuleError | undefined {
  if (word === undefined || !WORDS.includes(word)) return undefined;
  switch (word) {
    case 'lose':
    case 'select': {
      const items = parseItems(rest, word);
      return Array.isArray(items) ? { kind: word, items } : items;
    }
    case 'pick':
      return /^[a-z0-9][a-z0-9_#>-]*$/.test(rest) ? { kind: 'pick', choice: rest } : bad('Write "pick <choice>", e.g. "pick d", "pick c>g", "pick first" or "pick pass".');
    case 'grain':
      return /^\d{1,2}$/.test(rest) ? { kind: 'grain', count: Number(rest) } : bad('Write "grain <number of Grain cards shown>".');
    case 'seize': {
      const areas = parts(rest);
      return areas.length > 0 && areas.every((a) => ID.test(a)) ? { kind: 'seize', areas } : bad('Write "seize <city area>, <city area>".');
    }
    default: {
      if (rest === 'none') return { kind: 'assign', shares: [] };
      const shares: [string, string][] = [];
      for (const part of parts(rest)) {
        const [who, value, extra] = part.split(' ');
        if (!who || !ID.test(who) || !value || !ID.test(value) || extra !== undefined) return bad('Write "assign <nation> <points or cities>, ..." (or "<nation> <coastal city area>" for Piracy) or "assign none".');
        shares.push([who, value]);
      }
      return shares.length > 0 ? { kind: 'assign', shares } : bad('Write "assign none" to name nobody.');
    }
  }
}

export function formatLoss(items: readonly LossItem[]): string {
  return items.length === 0 ? 'none' : items.map((it) => (it.what === 'tokens' ? `${it.area} ${it.n}` : `${it.area} ${it.what}`)).join(', ');
}

export function formatCalamityMove(m: CalamityMove): string {
  switch (m.kind) {
    case 'lose':
    case 'select':
      return `${m.kind} ${formatLoss(m.items)}`;
    case 'pick':
      return `pick ${m.choice}`;
    case 'grain':
      return `grain ${m.count}`;
    case 'seize':
      return `seize ${m.areas.join(', ')}`;
    case 'assign':
      return m.shares.length === 0 ? 'assign none' : `assign ${m.shares.map(([w, v]) => `${w} ${v}`).join(', ')}`;
  }
}
