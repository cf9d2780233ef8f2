import type { Seat } from '../../../engine/types.ts';
import { agendaValue } from '../rules/agendas.ts';
import { currentChoices } from '../rules/decisions.ts';
import { agendaData, impactData, locationData, nationData } from '../rules/lookup.ts';
import { oilPrice } from '../rules/track.ts';
import { eeUnTrack, isProvisional } from '../data/index.ts';
import type { EeState } from '../state.ts';

/** Public one- or two-line status: phase, whose turn, the track. */
export function statusLine(s: EeState): string {
  if (s.phase === 'over') return 'Energy Empire: game over.';
  if (s.phase === 'setup') {
    const waiting = s.players.filter((p) => p.nation === null).map((p) => p.name);
    return `Energy Empire setup: waiting for ${waiting.join(', ')} to keep a nation and an agenda.`;
  }
  const name = s.players[s.current]!.name;
  const t = s.turn;
  const doing = t.kind === 'start' ? 'to choose Work or Generate' : t.kind === 'work' ? `working at ${locationData(t.location).name}` : `on a Generate turn (${t.stage})`;
  const others = currentChoices(s).filter((c) => c.seat !== s.current);
  const off = others.length > 0 ? `; waiting for ${others.map((c) => s.players[c.seat]!.name).join(', ')}` : '';
  const final = s.end ? ' Final turns.' : '';
  return `Turn ${s.turnNo + 1}: ${name} ${doing}${off}. Track ${s.track.join('/')}, oil $${oilPrice(s, 'buy')}.${final}`;
}

export function statusDetails(s: EeState): string[] {
  const lines = s.players.map(
    (p, i) =>
      `${i === s.current && s.phase === 'play' ? '▶ ' : ''}${p.name}${p.nation && s.phase !== 'setup' ? ` (${nationData(p.nation).name})` : ''}: ${p.vp} VP, UN ${p.un}, $${p.res.money} sci ${p.res.science} steel ${p.res.steel} plastic ${p.res.plastic} oil ${p.res.oil}, workers ${p.workersOnMat}/${p.workersOwned}, energy ${p.energyOnMat}, dice ${p.dice.length}, agendas ${p.agendas.length}`,
  );
  const up = s.giRow.find((g) => g.status === 'up');
  if (up) lines.push(`Global Impact in force: ${impactData(up.card).name}`);
  if (isProvisional()) lines.push('Provisional data: cards, dice and numbers are placeholders.');
  return lines;
}

/** Private text for one seat: agendas with their current value, peeked Global Impact cards, the setup deal. */
export function privateSummary(s: EeState, seat: Seat): string | null {
  const p = s.players[seat];
  if (!p) return null;
  const lines: string[] = [];
  if (s.phase === 'setup' && p.nation === null) {
    lines.push(`Deal: nations ${p.dealtNations.map((n) => `${n} (${nationData(n).name})`).join(', ')}; agendas ${p.dealtAgendas.map((a) => `${a} (${agendaData(a).name})`).join(', ')}.`);
  }
  if (p.agendas.length > 0) {
    lines.push(`Your agendas: ${p.agendas.map((a) => `${agendaData(a.id).name} (${a.id}${a.public ? ', public' : ', secret'}): ${agendaValue(s, seat, a.id)} VP now`).join('; ')}.`);
  }
  const peeks = Object.entries(p.peeks).filter(([pos]) => s.giRow[Number(pos) - 1]?.status === 'down');
  if (peeks.length > 0) lines.push(`Global Impact cards you looked at: ${peeks.map(([pos, card]) => `position ${pos} = ${impactData(card).name}`).join(', ')}.`);
  if (p.referenceNation) lines.push(`Reference nation (out of play): ${nationData(p.referenceNation).name}.`);
  lines.push(`UN track values${isProvisional('un-track.json') ? ' (provisional)' : ''}: ${eeUnTrack().vp.join(', ')}.`);
  return lines.length > 0 ? lines.join('\n') : null;
}
