/**
 * `npx tsx scripts/phone-images.ts`: the README's before/after pair. A Terra Mystica game part-way
 * through, drawn as the full board and as the phone card, each scaled to 780 px (a 390 pt wide phone
 * screen at 2x), into assets/readme/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { games } from '../src/games/registry.ts';
import { svgToPng } from '../src/render/png.ts';
import { loadSharp } from '../src/render/sharp-loader.ts';
import { cardLayout } from '../src/tables/images.ts';
import { midGame } from '../test/support/mid-game.ts';

const entry = games.get('terra-mystica')!;
const g = entry.module;
const { state, ctx, words } = midGame(entry, 40, ['Alice', 'Bob', 'Carol']);
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
