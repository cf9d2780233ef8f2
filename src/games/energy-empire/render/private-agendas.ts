import { NEUTRAL, svgDocument, text, titleBar, token } from '../../../render/primitives.ts';
import type { Seat } from '../../../engine/types.ts';
import type { BoardImageContext } from '../../entry.ts';
import { isProvisional, type Metric } from '../data/index.ts';
import { agendaData, nationData } from '../rules/lookup.ts';
import type { EePublicView, EeSeatView } from '../view.ts';
import { asSeatView, seatColour, seatName } from './view-data.ts';
import { fit } from './text-fit.ts';

const WIDTH = 900;

/** An agenda's condition in words (EE-14), from its data. */
export function metricText(m: Metric): string {
  if ('unpollutedSpaces' in m) return `unpolluted ${m.unpollutedSpaces === 'any' ? '' : `${m.unpollutedSpaces} `}spaces`;
  if ('pollutedSpaces' in m) return 'polluted spaces';
  if ('structures' in m) return `${m.structures === 'any' ? '' : `${m.structures} `}structures`;
  if ('completeStructureSets' in m) return 'sets of one structure of each type';
  if ('dice' in m) return `${m.dice.replace('_', '/')} dice`;
  if ('distinctDieTypes' in m) return 'different die types';
  if ('workersOwnedAbove' in m) return `workers above ${m.workersOwnedAbove}`;
  if ('resource' in m) return m.resource;
  if ('resourcesSum' in m) return m.resourcesSum.join(' + ');
  if ('unPosition' in m) return 'spaces on the UN track';
  if ('fullyUnpollutedColumns' in m) return 'fully clean columns';
  return 'having no nuclear die';
}

export function agendaLine(id: string): string {
  const a = agendaData(id);
  return `${a.name}: ${a.scoring.vp} VP per ${a.scoring.per > 1 ? `${a.scoring.per} ` : ''}${metricText(a.scoring.metric)} (at most ${a.cap})`;
}

/**
 * One seat's private picture, drawn only from its own seat view: its agendas (secret and public) with how they
 * score, the setup deal while choosing, Global Impact cards it has looked at, its reference nation.
 */
export function renderPrivate(seatView: EePublicView | EeSeatView, seat: Seat, ctx: BoardImageContext): string | null {
  const view = asSeatView(seatView);
  if (!view || view.seat !== seat) return null;
  const lines: { text: string; bold?: boolean }[] = [];
  const mine = view.private;
  if (mine.dealt) {
    lines.push({ text: 'Your deal: keep one nation and one agenda', bold: true });
    for (const n of mine.dealt.nations) lines.push({ text: `Nation ${n}: ${nationData(n).name}` });
    for (const a of mine.dealt.agendas) lines.push({ text: `Agenda ${a}: ${agendaLine(a)}` });
  }
  lines.push({ text: mine.agendas.length === 0 ? 'No agendas yet' : 'Your agendas', bold: true });
  for (const a of mine.agendas) lines.push({ text: `${a.public ? 'public' : 'SECRET'} · ${agendaLine(a.id)}` });
  if (mine.peeks.length > 0) {
    lines.push({ text: 'Global Impact cards you looked at', bold: true });
    for (const p of mine.peeks) lines.push({ text: `Position ${p.position}: ${p.name}` });
  }
  if (mine.referenceNation) lines.push({ text: `Reference nation (out of play): ${nationData(mine.referenceNation).name}` });
  if (isProvisional('agendas.json', 'nations.json')) lines.push({ text: 'Provisional data: agendas and nations are placeholders.' });
  const wrapped = lines.flatMap((l) => fit(l.text, WIDTH - 48, 24, 3).map((t) => ({ text: t, bold: l.bold })));
  const height = 80 + wrapped.length * 34 + 20;
  return svgDocument({ width: WIDTH, height, background: NEUTRAL.background }, [
    titleBar({ width: WIDTH, height: 60, title: `Private · ${seatName(view, seat, ctx.seatNames, { width: 500, size: 27, bold: true })}` }),
    token({ cx: WIDTH - 36, cy: 30, r: 18, colour: seatColour(seat) }),
    ...wrapped.map((l, i) => text(24, 100 + i * 34, l.text, { size: 24, weight: l.bold ? 'bold' : 'normal', fill: NEUTRAL.ink })),
  ]);
}
