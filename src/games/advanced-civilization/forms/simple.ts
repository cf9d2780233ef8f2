/**
 * One-select forms for decisions that are one choice of a short list: nation (S1, 15.3), start area (S2, 15.3),
 * tax rate with Coinage (T1, 19.2), tokens pillaged (C1, 24.52) and Gold/Ivory cards bought (A1, 27.51).
 */
import { goldPrice } from '../data/cards.ts';
import { NATION_NAMES, type NationId } from '../data/nations.ts';
import { freeNations, startAreas } from '../rules/15-setup.ts';
import { taxRates } from '../rules/19-taxation.ts';
import { maxGoldPurchase } from '../rules/27-trade-cards.ts';
import { nationOf, player } from '../rules/units.ts';
import type { AcMove } from '../moves.ts';
import type { AcState } from '../state.ts';
import { singleSelect, type SelectOption } from './fields.ts';
import { areaName, type FormSpec } from './spec.ts';

function oneSelect(id: string, label: string, title: string, placeholder: string, options: SelectOption[], move: (value: string) => AcMove): FormSpec | null {
  if (options.length < 2) return null;
  return {
    form: { id, label, title, fields: [singleSelect('choice', placeholder, options)], style: 'primary' },
    compose: (values) => move(values.choice?.[0] ?? ''),
  };
}

function counts(max: number, unit: (n: number) => string, preselect: number): SelectOption[] {
  return Array.from({ length: max + 1 }, (_, n) => ({ label: unit(n), value: String(n), ...(n === preselect ? { default: true } : {}) }));
}

export function simpleForms(s: AcState, seat: number): FormSpec[] {
  let spec: FormSpec | null = null;
  switch (s.phase) {
    case 'nation':
      spec = oneSelect('nation', 'Choose your nation', 'Choose your nation (15.3).', 'Nation', freeNations(s).map((n) => ({ label: NATION_NAMES[n], value: n })), (v) => ({ kind: 'nation', nation: v as NationId }));
      break;
    case 'start':
      spec = oneSelect('start', 'Choose your start area', 'Choose the area of your first token (15.3).', 'Start area', startAreas(s, nationOf(s, seat)).map((a) => ({ label: areaName(s, a), value: a })), (v) => ({ kind: 'start', area: v }));
      break;
    case 'tax':
      spec = oneSelect('rate', 'Choose the tax rate', 'Taxation with Coinage (19.2): each of your cities pays this many treasury tokens.', 'Tax rate per city', counts(3, (n) => `${n} per city`, 2).filter((o) => taxRates(s, seat).includes(Number(o.value))), (v) => ({ kind: 'rate', rate: Number(v) }));
      break;
    case 'pillage': {
      const max = Math.min(3, player(s, seat).stock);
      spec = oneSelect('pillage', 'Pillage', 'Pillage (24.52): move up to 3 tokens from your stock to your treasury.', 'Tokens to pillage', counts(max, (n) => `${n} token${n === 1 ? '' : 's'}`, max), (v) => ({ kind: 'pillage', tokens: Number(v) }));
      break;
    }
    case 'trade-cards':
      spec = oneSelect('gold', 'Buy from stack 9', `Before drawing (27.51): buy cards from stack 9 at ${goldPrice()} treasury each.`, 'Cards to buy', counts(maxGoldPurchase(s, seat), (n) => `${n} card${n === 1 ? '' : 's'} (${n * goldPrice()} treasury)`, 0), (v) => ({ kind: 'gold', count: Number(v) }));
      break;
    default:
      break;
  }
  return spec ? [spec] : [];
}
