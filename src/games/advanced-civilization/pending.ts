/** The decisions waiting now (D.2), with their defaults and timing. */
import type { Decision } from '../../engine/types.ts';
import { defaultMove } from './legal.ts';
import { calamityPrompt } from './rules/29-calamities.ts';
import type { AcState } from './state.ts';
import { tradeDecisions } from './rules/28-trade-legal.ts';

const PROMPTS: Record<string, string> = {
  nation: 'Choose your nation',
  start: 'Choose your start area',
  tax: 'Choose your tax rate (Coinage)',
  revolt: 'Choose the revolting cities you take over',
  growth: 'Place your population growth (stock is short)',
  ships: 'Build, maintain or scrap ships (unpaid upkeep: treasury, else levy, else scrap)',
  move: 'Move tokens and ships, then done',
  pillage: 'Choose how many tokens to pillage into your treasury',
  cities: 'Choose where to build cities',
  support: 'Choose cities to reduce for lack of support',
  'trade-cards': 'Buy cards from stack 9 before drawing',
  trade: 'Trade',
  calamities: 'Resolve calamities',
  civ: 'Buy civilization cards',
  'hand-limit': 'Discard down to 8 trade cards',
};

export function pendingDecisions(s: AcState): Decision[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'trade') return tradeDecisions(s);
  const seats = s.sim ? s.sim.seats : s.queue.slice(0, 1);
  return seats.map((seat) => {
    const answered = s.sim?.answers[seat] !== undefined;
    const text = s.phase === 'calamities' ? calamityPrompt(s) : (PROMPTS[s.phase] ?? s.phase);
    return {
      seat,
      kind: s.phase === 'calamities' ? (s.calamity?.ask?.k ?? s.phase) : s.phase,
      prompt: answered ? `${text} (you may change your answer until everyone has answered)` : text,
      defaultMove: defaultMove(s, seat),
      timing: s.sim ? 'off-turn' : 'turn',
      ...(answered ? { answered: true } : {}),
    };
  });
}
