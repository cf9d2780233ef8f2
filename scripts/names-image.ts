/**
 * `npx tsx scripts/names-image.ts`: the README's picture of player names in every script (issue 28): the statistics
 * chart with a name in Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic, Hebrew, Thai and Devanagari, with
 * emoji, emoji only, and 32 characters long (cut to its column), into assets/readme/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { barChart } from '../src/render/bar-chart.ts';
import { svgToPng } from '../src/render/png.ts';
import { loadSharp } from '../src/render/sharp-loader.ts';
import { ALL_NAMES } from '../test/render/script-names.ts';

const svg = barChart({ title: 'Wins on this server', subtitle: 'player names in every script', bars: ALL_NAMES.map((label, i) => ({ label, value: ALL_NAMES.length - i })) });
const sharp = await loadSharp();
mkdirSync('assets/readme', { recursive: true });
const png = await sharp(await svgToPng(svg)).png({ palette: true, effort: 7, compressionLevel: 9 }).toBuffer();
writeFileSync('assets/readme/names-every-script.png', png);
console.log('names-every-script.png', png.length, 'bytes');
