import { goalCards } from '../data/pack.ts';
import { currentDecisions } from '../rules/decisions.ts';
import { activeParticipant, config, participant, participantOfSeat } from '../rules/participants.ts';
import { formatCards } from '../rules/payment.ts';
import { describePos } from '../rules/track.ts';
import type { CeState } from '../state.ts';

function goalName(id: number): string {
  const g = goalCards().find((x) => x.id === id);
  return g ? `${id} (${g.name}: ${g.text})` : String(id);
}

/** One public status line: round, phase, whose turn. */
export function statusLine(s: CeState): string {
  if (s.phase === 'over') return 'Cargo Empire: game over.';
  if (s.phase === 'final') {
    const who = currentDecisions(s).map((d) => participant(s, d.p).name);
    return `Cargo Empire final scoring: waiting for ${who.join(', ') || 'nobody'} to decide whether the Tino crest city counts as a port.`;
  }
  if (s.phase.startsWith('setup')) {
    const waiting = currentDecisions(s).map((d) => participant(s, d.p).name);
    return `Cargo Empire setup: waiting for ${waiting.join(', ') || 'nobody'}.`;
  }
  const active = participant(s, activeParticipant(s));
  const who = currentDecisions(s).map((d) => participant(s, d.p).name);
  return `Cargo Empire round ${s.round}/3, turn ${Math.min(s.turn + 1, s.order.length * config(s).turnsPerRound)} of ${s.order.length * config(s).turnsPerRound}: ${active.name} to play${who.length > 0 && !who.includes(active.name) ? ` (waiting for ${who.join(', ')})` : ''}.`;
}

/** The seat's private information in words: goal cards, hand, cities, face-down city, goal choice. */
export function privateSummary(s: CeState, seat: number): string | null {
  const p = participantOfSeat(s, seat);
  if (p < 0) return null;
  const who = participant(s, p);
  const lines = [
    `Goal cards: ${who.goals.length > 0 ? who.goals.map(goalName).join(', ') : 'none'}`,
    `Transport cards: ${formatCards(who.hand) || 'none'}`,
    `Personal cities: ${who.cities.join(', ') || 'none'}`,
    `Markers: car ${describePos(s.track, who.markers.car)}; loco ${describePos(s.track, who.markers.loco)}; ship ${describePos(s.track, who.markers.ship)}`,
  ];
  if (who.hiddenCity) lines.push(`Face-down city card: ${who.hiddenCity}`);
  const drawn = s.phase === 'setup-goals' ? s.setupGoals[p] : s.tasks[0]?.t === 'goal' && s.tasks[0].p === p ? s.tasks[0].drawn : null;
  if (drawn) lines.push(`Goal cards to choose from: ${drawn.map(goalName).join(', ')}`);
  return lines.join('\n');
}

