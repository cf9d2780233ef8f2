import { NEUTRAL, group, rect, text, token } from '../../../render/primitives.ts';
import { ROWS } from '../data/index.ts';
import type { EePlayerView, EePublicView, EeStructureView } from '../view.ts';
import { DIE_LABELS, RESOURCE_LABELS, TYPE_COLOURS, agendaName, nationName, seatColour, seatName } from './view-data.ts';
import { fit } from './text-fit.ts';

const HEADER = 40;
const CHIP_W = 310;
const CHIP_H = 30;
const COLUMNS = 5;
const CELL = 40;
const TOKEN_MARK = { pollution: 'P', nuclear: 'N', oilWell: 'W' } as const;
const TOKEN_FILL = { pollution: '#6B4E2E', nuclear: '#D55E00', oilWell: '#222222' } as const;

/** How a structure is activated, shortly: one token, one token twice, or two tokens at once (EE-7). */
function activationText(a: EeStructureView['activation']): string {
  return a === 'double' ? ' (2 tok)' : a === 'single2' ? ' (x2)' : '';
}

function structuresHeight(p: EePlayerView): number {
  return Math.ceil((p.structures.length + 1) / 2) * (CHIP_H + 4);
}

export function playerBlockHeight(p: EePlayerView): number {
  return HEADER + Math.max(3 * CELL + 70, 8 + structuresHeight(p)) + 12;
}

/** One structure: name, VP, activation need, tokens on it and whether it can be activated now. */
function structureChip(st: EeStructureView | { name: string; type: 'nation'; workers: number; energy: number }, x: number, y: number, lastActivated: boolean): string {
  const on = [st.workers > 0 ? `${st.workers}W` : '', st.energy > 0 ? `${st.energy}E` : ''].filter(Boolean).join('+');
  const full = 'uid' in st;
  const used = full ? !st.available : st.workers + st.energy > 0;
  const label = full ? `${st.name} ${st.vp}VP${activationText(st.activation)}` : st.name;
  const fill = st.type === 'nation' ? '#EEEEEE' : TYPE_COLOURS[st.type];
  return group([
    rect(x, y, CHIP_W, CHIP_H, { fill: used ? '#FFFFFF' : fill, stroke: lastActivated ? NEUTRAL.highlight : NEUTRAL.gridLine, strokeWidth: lastActivated ? 4 : 1, rx: 5, strokeDasharray: used ? '5 3' : undefined }),
    text(x + 6, y + CHIP_H / 2, fit(label, CHIP_W - 56, 16, 1)[0]!, { size: 16, valign: 'middle', fill: NEUTRAL.ink }),
    text(x + CHIP_W - 6, y + CHIP_H / 2, on === '' ? (used ? 'used' : '') : on, { size: 15, anchor: 'end', valign: 'middle', weight: 'bold', fill: NEUTRAL.ink }),
  ]);
}

/** The environment grid: rows air, forest, ocean by 5 columns; pollution, nuclear waste and oil wells marked by letter. */
function environmentGrid(p: EePlayerView, x: number, y: number, highlight: string | null): string {
  const parts: string[] = [];
  ROWS.forEach((row, r) => {
    parts.push(text(x, y + r * CELL + CELL / 2, row, { size: 16, valign: 'middle', fill: NEUTRAL.ink }));
    for (let c = 1; c <= COLUMNS; c++) {
      const id = `${row}-${c}`;
      const tok = p.environment[id] ?? null;
      const cx = x + 62 + (c - 1) * CELL;
      const cy = y + r * CELL;
      parts.push(rect(cx, cy, CELL - 3, CELL - 3, { fill: tok ? TOKEN_FILL[tok] : '#DDEEDD', stroke: id === highlight ? NEUTRAL.highlight : NEUTRAL.gridLine, strokeWidth: id === highlight ? 4 : 1, rx: 4 }));
      if (tok) parts.push(text(cx + (CELL - 3) / 2, cy + (CELL - 3) / 2, TOKEN_MARK[tok], { size: 18, anchor: 'middle', valign: 'middle', weight: 'bold', fill: '#FFFFFF' }));
    }
  });
  for (let c = 1; c <= COLUMNS; c++) parts.push(text(x + 62 + (c - 1) * CELL + (CELL - 3) / 2, y + 3 * CELL + 16, `${c}`, { size: 14, anchor: 'middle', fill: NEUTRAL.mutedInk }));
  return group(parts);
}

/** The VP in the panel's heading: in-game VP while the game runs; at the end the final total, its rank and the in-game part (EE-15.4). */
function vpText(view: EePublicView, p: EePlayerView): string {
  const final = view.final?.find((f) => f.seat === p.seat);
  return final ? `Final ${final.total} VP (#${final.rank}; ${p.vp} in game)` : `${p.vp} VP`;
}

/** A player's public holdings: money and resources, workers, energy, dice, agendas (count and public ones), environment, structures. */
export function renderPlayer(view: EePublicView, player: EePlayerView, names: readonly string[], x: number, y: number, width: number, marks: { space: string | null; structure: string | null; mover: number | null }): string {
  // A seat's own view carries its nation during setup; the board shows nations only once all are public (EE-3.10).
  const p = view.phase === 'setup' ? { ...player, nation: null } : player;
  const colour = seatColour(p.seat);
  const h = playerBlockHeight(p);
  const current = view.current === p.seat;
  const res = (Object.keys(RESOURCE_LABELS) as (keyof typeof RESOURCE_LABELS)[]).map((r) => (r === 'money' ? `$${p.resources.money}` : `${RESOURCE_LABELS[r]} ${p.resources[r]}`)).join(' · ');
  const dice = p.dice.length === 0 ? 'no dice' : p.dice.map((d) => DIE_LABELS[d]).join(', ');
  const publicAgendas = p.agendas.public.map(agendaName);
  const hidden = p.agendas.count - p.agendas.public.length;
  const agendas = `Agendas: ${[...publicAgendas, hidden > 0 ? `${hidden} secret` : ''].filter(Boolean).join(', ') || 'none'}`;
  const mover = marks.mover === p.seat;
  const parts = [
    rect(x, y, width, h - 8, { fill: current ? '#FFF8E1' : NEUTRAL.board, stroke: current ? NEUTRAL.highlight : NEUTRAL.gridLine, strokeWidth: current ? 3 : 1, rx: 8 }),
    token({ cx: x + 24, cy: y + 22, r: 15, colour, patterned: true }),
    text(x + 48, y + 22, `${current ? '▶ ' : ''}${seatName(view, p.seat, names, { width: 420, size: 22, bold: true })} · ${nationName(p.nation)}`, { size: 22, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    text(x + width - 12, y + 22, `${vpText(view, p)} · UN ${p.un}${p.lastTurn ? ` · last: ${p.lastTurn}` : ''}`, { size: 20, anchor: 'end', weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    text(x + 14, y + HEADER + 22, res, { size: 19, fill: NEUTRAL.ink }),
    text(x + 14, y + HEADER + 50, `Workers ${p.workers.onMat}/${p.workers.owned} · Energy ${p.energy.onMat} (${p.energy.inPlay} out)`, { size: 18, fill: NEUTRAL.ink }),
    ...fit(`Dice: ${dice}`, 410, 18, 2).map((l, i) => text(x + 14, y + HEADER + 78 + i * 22, l, { size: 18, fill: NEUTRAL.ink })),
    ...fit(agendas, 410, 18, 2).map((l, i) => text(x + 14, y + HEADER + 124 + i * 22, l, { size: 18, fill: NEUTRAL.ink })),
    environmentGrid(p, x + 440, y + HEADER + 4, mover ? marks.space : null),
  ];
  const nation = { name: `Nation: ${nationName(p.nation)}`, type: 'nation' as const, ...p.nationTokens };
  [nation, ...p.structures].forEach((st, i) => {
    const cx = x + 720 + (i % 2) * (CHIP_W + 6);
    const cy = y + HEADER + 4 + Math.floor(i / 2) * (CHIP_H + 4);
    parts.push(structureChip(st, cx, cy, mover && 'uid' in st && st.uid === marks.structure));
  });
  return group(parts);
}

export function playersHeight(view: EePublicView): number {
  return view.players.reduce((sum, p) => sum + playerBlockHeight(p), 0);
}
