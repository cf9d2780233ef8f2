/** The decisions waiting now (D.2), with their defaults and timing. */
import type { Decision } from '../../engine/types.ts';
import { defaultMove } from './legal.ts';
import { calamityPrompt } from './rules/29-calamities.ts';
import type { AcState } from './state.ts';
import { tradeDecisions } from './rules/28-trade-legal.ts';
import { strictTurn } from './rules/17.2-strict-order.ts';
import { lateNationDefault } from './rules/15.5-late-join.ts';

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
  // A player who left (15.6) decides nothing, not even an answer he may no longer change.
  return [...phaseDecisions(s).filter((d) => s.players[d.seat]?.left !== true), ...lateNationDecisions(s)];
}

function phaseDecisions(s: AcState): Decision[] {
  if (s.phase === 'trade') return tradeDecisions(s);
  const turn = strictTurn(s);
  if (turn !== null) return [{ seat: turn, kind: decisionKind(s), prompt: `${promptText(s)} (strict order, 17.2)`, defaultMove: defaultMove(s, turn), timing: 'turn' }];
  const seats = s.sim ? s.sim.seats : s.queue.slice(0, 1);
  return seats.map((seat) => {
    const answered = s.sim?.answers[seat] !== undefined;
    const text = promptText(s);
    return {
      seat,
      kind: decisionKind(s),
      prompt: answered ? `${text} (you may change your answer until everyone has answered)` : text,
      defaultMove: defaultMove(s, seat),
      timing: s.sim ? 'off-turn' : 'turn',
      ...(answered ? { answered: true } : {}),
    };
  });
}

function promptText(s: AcState): string {
  return s.phase === 'calamities' ? calamityPrompt(s) : (PROMPTS[s.phase] ?? s.phase);
}

function decisionKind(s: AcState): string {
  return s.phase === 'calamities' ? (s.calamity?.ask?.k ?? s.phase) : s.phase;
}

/** 15.51: a player who joined the running game picks an unused nation, beside whatever the others decide. */
function lateNationDecisions(s: AcState): Decision[] {
  return s.players
    .filter((p) => p.waiting === true && p.nation === null)
    .map((p) => ({ seat: p.seat, kind: 'nation', prompt: 'Choose your nation, then wait for a Civil War (15.5)', defaultMove: lateNationDefault(s), timing: 'off-turn' as const }));
}
