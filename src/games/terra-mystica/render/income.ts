import { FACTIONS } from '../data/factions.ts';
import { BONUS_CARDS, FAVOR_TILES } from '../data/tiles.ts';
import type { TmFactionView } from './public-view.ts';

export interface IncomeTotals {
  C: number;
  W: number;
  P: number;
  PW: number;
}

const KEYS = ['C', 'W', 'P', 'PW'] as const;

function add(total: IncomeTotals, income: Partial<Record<string, number>>): void {
  for (const k of KEYS) total[k] += income[k] ?? 0;
}

/**
 * Phase I income from buildings, bonus card and favor tiles (TM-5), as the engine pays it
 * (rules/flow.ts), computed from the public view. The round's cult bonus (TM-12) is not included.
 */
export function regularIncome(f: TmFactionView): IncomeTotals {
  const data = FACTIONS[f.faction];
  const total: IncomeTotals = { C: 0, W: 0, P: 0, PW: 0 };
  for (const type of ['D', 'TP', 'TE', 'SH', 'SA'] as const) {
    const table = data.income[type];
    const n = f.built[type];
    for (const k of KEYS) total[k] += table[k]?.[n] ?? 0;
  }
  if (f.bonus) add(total, BONUS_CARDS[f.bonus].income);
  for (const id of f.favors) {
    const tile = FAVOR_TILES[id];
    if (tile.income) add(total, tile.income);
  }
  return total;
}

/** "3C 5W 1P 4PW", leaving out zeros. */
export function formatIncome(income: Partial<IncomeTotals>): string {
  const parts = KEYS.filter((k) => (income[k] ?? 0) !== 0).map((k) => `${income[k]}${k}`);
  return parts.length > 0 ? parts.join(' ') : '—';
}
