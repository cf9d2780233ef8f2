/**
 * `npx tsx scripts/readme-images.ts`: the README's end-of-game pictures. Each game is played to its end by seeded random
 * legal moves (weighted like random play); its full board at the end is written, and for Advanced Civilization at
 * 8 players also the phone card of a late movement and the final card, into assets/readme/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import type { BoardImageContext, AnyGameEntry } from '../src/games/entry.ts';
import { games } from '../src/games/registry.ts';
import { svgToPng } from '../src/render/png.ts';
import { loadSharp } from '../src/render/sharp-loader.ts';
import { pickWeighted } from '../src/sandbox/playout.ts';
import { boardPng, cardLayout, type CardText } from '../src/tables/images.ts';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi'];
const OUT = 'assets/readme';

interface Played {
  state: unknown;
  ctx: BoardImageContext;
  /** The last move in words, as the turn post says it. */
  words: string;
}

/** Plays to the end; `keep` is called after every move and may hold on to a position (e.g. a late movement). */
function playToEnd(entry: AnyGameEntry, players: number, seed: string, keep: (p: Played) => void = () => {}): Played {
  const g = entry.module;
  const names = NAMES.slice(0, players);
  let state = g.setup(g.options.parse({}), names.map((name) => ({ name })), seed);
  const rng = seedRng(`readme:${seed}`);
  let last: Played = { state, ctx: { seatNames: names }, words: '' };
  for (let i = 0; i < 50_000 && g.result(state) === null; i++) {
    const pending = g.pending(state);
    const seat = pending[randomInt(rng, pending.length)]!.seat;
    const played = playNotation(g, state, seat, pickWeighted(rng, g.legal(state, seat), g.randomPlayWeights));
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    last = { state, ctx: { seatNames: names, lastMove: played.notation, lastSeat: seat }, words: played.events.map((e) => e.text).join(' ') || `${names[seat]}: ${played.notation}` };
    keep(last);
  }
  if (g.result(state) === null) throw new Error(`${g.id} did not end`);
  return last;
}

/** The card's words as the platform gives them: whose turn, or at the end the ranking. */
function words(entry: AnyGameEntry, p: Played): CardText {
  const g = entry.module;
  const names = p.ctx.seatNames;
  const result = g.result(p.state);
  if (!result) return { status: g.statusLine(p.state), toAct: g.pending(p.state).map((d) => ({ name: names[d.seat]!, prompt: d.prompt })), lastMove: p.words };
  const ranked = [...result.scores].sort((a, b) => a.rank - b.rank);
  return {
    status: g.statusLine(p.state),
    toAct: [],
    lastMove: p.words,
    result: { ranking: ranked.map((s) => ({ rank: s.rank, name: names[s.seat]!, total: s.total, breakdown: Object.entries(s.breakdown) })), summary: result.summary, seats: ranked.map((s) => s.seat) },
  };
}

const sharp = await loadSharp();
mkdirSync(OUT, { recursive: true });
async function write(name: string, png: Buffer, width: number): Promise<void> {
  const small = await sharp(png).resize({ width, withoutEnlargement: true }).png({ palette: true, effort: 7, compressionLevel: 9 }).toBuffer();
  writeFileSync(`${OUT}/${name}`, small);
  console.log(name, small.length, 'bytes');
}

for (const [id, players] of [['terra-mystica', 3], ['cargo-empire', 3], ['energy-empire', 3], ['advanced-civilization', 8]] as const) {
  const entry = games.get(id)!;
  let movement: Played | undefined;
  const end = playToEnd(entry, players, 'readme', (p) => {
    if (id === 'advanced-civilization' && /^move [a-z-]+>[a-z-]+/.test(p.ctx.lastMove ?? '')) movement = p;
  });
  await write(`final-board-${id}.png`, await boardPng(entry, entry.module.view(end.state, null), end.ctx), 1200);
  if (movement) {
    await write(`card-${id}-8p-turn.png`, await svgToPng(cardLayout(entry, movement.state, movement.ctx, words(entry, movement)).svg), 780);
    await write(`card-${id}-8p-final.png`, await svgToPng(cardLayout(entry, end.state, end.ctx, words(entry, end)).svg), 780);
  }
}
