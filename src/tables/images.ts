import { renderSeconds, timed } from '../metrics.ts';
import type { ImageCache, ImageKey } from '../render/cache.ts';
import { layersToPng } from '../render/layers.ts';
import { isolateNames } from '../render/names.ts';
import { svgToPng } from '../render/png.ts';
import { renderResultCard, renderTurnCard, type CardDecision, type CardLabels, type CardLayout, type ResultCardData } from '../render/turn-card.ts';
import type { Seat } from '../engine/types.ts';
import type { BoardImageContext, AnyGameEntry } from '../games/entry.ts';
import type { Attachment } from './outcome.ts';

export interface ImageRequest {
  tableId: string;
  version: number;
  /** A past position: the board after this move of the log, cached by table and move instead of version. */
  atMove?: number;
  entry: AnyGameEntry;
  state: unknown;
  ctx: BoardImageContext;
}

/** What the platform knows in words for the phone card: the game adds its map crop and scores. */
export interface CardText {
  /** The card's headings in the table's language. */
  labels?: CardLabels;
  status: string;
  toAct: CardDecision[];
  lastMove?: string;
  details?: string[];
  /** At the end: the ranking instead of whose turn it is. */
  result?: Omit<ResultCardData, 'title' | 'lastMove'> & { seats: (Seat | undefined)[] };
}

/** Board and private pictures for a table at one version; implementations cache by table, version and viewer. */
export interface TableImages {
  board(req: ImageRequest): Promise<Attachment | undefined>;
  /** One seat's private picture, drawn only from that seat's view. */
  privateImage(req: ImageRequest, seat: Seat): Promise<Attachment | undefined>;
  /** A statistics chart drawn as SVG (not cached: the numbers change with every finished game). */
  chart?(svg: string, name: string): Promise<Attachment | undefined>;
  /** The compact card made for a phone that each turn post (and the final post) carries. */
  card?(req: ImageRequest, text: CardText): Promise<Attachment | undefined>;
}

/** For tests and tools that want no pictures. */
export const noImages: TableImages = {
  board: async () => undefined,
  privateImage: async () => undefined,
};

/** The card: from the public view only, the platform's words and the game's optional map crop and scores. */
export function cardLayout(entry: AnyGameEntry, state: unknown, ctx: BoardImageContext, text: CardText): CardLayout {
  const words = namesIsolated(text, ctx.seatNames);
  const view = entry.module.view(state, null);
  const scores = entry.turnCardScores?.(view, ctx) ?? [];
  if (words.result) {
    // The game's own line for a seat (faction and player, colour) names the ranking's rows where it has one.
    const lineOf = (seat: Seat | undefined) => scores.find((s) => s.seat !== undefined && s.seat === seat);
    const ranking = words.result.ranking.map((r, i) => {
      const own = lineOf(words.result!.seats[i]);
      return { ...r, name: own?.name ?? r.name, colour: r.colour ?? own?.colour };
    });
    return renderResultCard({ labels: words.labels, title: entry.module.title, ranking, summary: words.result.summary, lastMove: words.lastMove });
  }
  return renderTurnCard({ labels: words.labels, title: entry.module.title, status: words.status, toAct: words.toAct, lastMove: words.lastMove, map: entry.turnCardMap?.(view, ctx) ?? null, scores, scoresNote: entry.turnCardScoresNote, details: words.details });
}

/** The card's lines with every right-to-left player name in them isolated (names.ts), so the words keep their order. */
function namesIsolated(words: CardText, names: readonly string[]): CardText {
  const line = (l: string) => isolateNames(l, names);
  return {
    ...words,
    status: line(words.status),
    toAct: words.toAct.map((d) => ({ ...d, prompt: line(d.prompt) })),
    lastMove: words.lastMove === undefined ? undefined : line(words.lastMove),
    details: words.details?.map(line),
    result: words.result && { ...words.result, summary: words.result.summary === undefined ? undefined : line(words.result.summary) },
  };
}

/** The public board as a PNG: through the game's layers when it draws them, so an unchanging base is drawn once. */
export function boardPng(entry: AnyGameEntry, publicView: unknown, ctx: BoardImageContext): Promise<Buffer> {
  return entry.renderBoardLayers ? layersToPng(entry.renderBoardLayers(publicView, ctx)) : svgToPng(entry.renderBoard(publicView, ctx));
}

/**
 * Renders through src/render (SVG -> PNG with the bundled fonts) and caches by table, version and
 * viewer. The board is drawn from the public view only; a private image only from that seat's view.
 */
export function renderedImages(cache: ImageCache): TableImages {
  return {
    async board(req) {
      const png = await cache.getOrRender(boardKey(req), () => timed(renderSeconds, { kind: 'board' }, () => boardPng(req.entry, req.entry.module.view(req.state, null), req.ctx)));
      const name = req.atMove === undefined ? `${req.entry.module.id}-board-v${req.version}.png` : `${req.entry.module.id}-board-move${req.atMove}.png`;
      return { name, data: png, description: `${req.entry.module.title} board` };
    },
    async privateImage(req, seat) {
      const draw = req.entry.renderPrivate;
      if (!draw) return undefined;
      const svg = draw(req.entry.module.view(req.state, seat), seat, req.ctx);
      if (svg === null) return undefined;
      const png = await cache.getOrRender({ tableId: req.tableId, version: req.version, viewer: `seat:${seat}`, kind: 'private' }, () => timed(renderSeconds, { kind: 'private' }, () => svgToPng(svg)));
      return { name: `${req.entry.module.id}-private.png`, data: png, description: 'Your private view' };
    },
    async chart(svg, name) {
      return { name, data: await svgToPng(svg) };
    },
    async card(req, words) {
      const png = await cache.getOrRender({ tableId: req.tableId, version: req.version, viewer: 'public', kind: 'card' }, () => timed(renderSeconds, { kind: 'card' }, () => svgToPng(cardLayout(req.entry, req.state, req.ctx, words).svg)));
      return { name: `${req.entry.module.id}-turn-v${req.version}.png`, data: png, description: `${req.entry.module.title}: ${words.result ? 'final ranking' : words.status}`.slice(0, 1000) };
    },
  };
}

/**
 * The live board is cached by table version, a past position by table and move: the moves up to a move still
 * in the game never change (an undo takes back a whole suffix, and a taken-back move is never shown). What is
 * drawn around the position (player names, the last-move highlight) is part of the key too, so two requests
 * that draw differently never share an entry, and every process that shares the database draws the same
 * picture for the same key: nothing stale can be served, whichever process rendered first.
 */
function boardKey(req: ImageRequest): ImageKey {
  const around = JSON.stringify(req.ctx);
  if (req.atMove === undefined) return { tableId: req.tableId, version: req.version, viewer: 'public', kind: `board:${around}` };
  return { tableId: req.tableId, version: req.atMove, viewer: 'public', kind: `board-at-move:${around}` };
}
