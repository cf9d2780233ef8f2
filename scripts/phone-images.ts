/**
 * `npx tsx scripts/phone-images.ts`: the README's before/after pair. A Terra Mystica game part-way
 * through, drawn as the full board and as the phone card, each scaled to 780 px (a 390 pt wide phone
 * screen at 2x), into assets/readme/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { playNotation } from '../src/engine/play.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { games } from '../src/games/registry.ts';
import { svgToPng } from '../src/render/png.ts';
import { loadSharp } from '../src/render/sharp-loader.ts';
import { cardLayout } from '../src/tables/images.ts';

const entry = games.get('terra-mystica')!;
const g = entry.module;
const names = ['Alice', 'Bob', 'Carol'];
let state = g.setup(g.options.parse({}), names.map((name) => ({ name })), 'phone-card');
let last: { notation: string; seat: number; text: string } | undefined;
for (let i = 0; i < 40; i++) {
  const seat = g.pending(state)[0]!.seat;
  const legal = g.legal(state, seat);
  const played = playNotation(g, state, seat, legal[(i * 7) % legal.length]!);
  if (isRuleError(played)) throw new Error(played.message);
  state = played.state;
  last = { notation: played.notation, seat, text: played.events.map((e) => e.text).join(' ') };
}
const ctx = { seatNames: names, lastMove: last?.notation, lastSeat: last?.seat };
const words = {
  status: g.statusLine(state),
  toAct: g.pending(state).map((d) => ({ name: names[d.seat]!, prompt: d.prompt })),
  lastMove: last ? `${names[last.seat]}: ${last.text || last.notation}` : undefined,
  details: g.statusDetails?.(state) ?? [],
};
const sharp = await loadSharp();
mkdirSync('assets/readme', { recursive: true });
for (const [name, svg] of [
  ['phone-before-board.png', entry.renderBoard(g.view(state, null), ctx)],
  ['phone-after-card.png', cardLayout(entry, state, ctx, words).svg],
] as const) {
  const png = await sharp(await svgToPng(svg)).resize({ width: 780 }).png({ palette: true, effort: 7, compressionLevel: 9 }).toBuffer();
  writeFileSync(`assets/readme/${name}`, png);
  console.log(name, png.length, 'bytes');
}
