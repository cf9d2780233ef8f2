import type { ImageCache, ImageKey } from '../render/cache.ts';
import { svgToPng } from '../render/png.ts';
import type { Seat } from '../engine/types.ts';
import type { BoardImageContext, GameEntry } from '../games/entry.ts';
import type { Attachment } from './outcome.ts';

export interface ImageRequest {
  tableId: string;
  version: number;
  /** A past position: the board after this move of the log, cached by table and move instead of version. */
  atMove?: number;
  entry: GameEntry;
  state: unknown;
  ctx: BoardImageContext;
}

/** Board and private pictures for a table at one version; implementations cache by table, version and viewer. */
export interface TableImages {
  board(req: ImageRequest): Promise<Attachment | undefined>;
  /** One seat's private picture, drawn only from that seat's view. */
  privateImage(req: ImageRequest, seat: Seat): Promise<Attachment | undefined>;
  /** A statistics chart drawn as SVG (not cached: the numbers change with every finished game). */
  chart?(svg: string, name: string): Promise<Attachment | undefined>;
}

/** For tests and tools that want no pictures. */
export const noImages: TableImages = {
  board: async () => undefined,
  privateImage: async () => undefined,
};

/**
 * Renders through src/render (SVG -> PNG with the bundled fonts) and caches by table, version and
 * viewer. The board is drawn from the public view only; a private image only from that seat's view.
 */
export function renderedImages(cache: ImageCache): TableImages {
  return {
    async board(req) {
      const png = await cache.getOrRender(boardKey(req), () => svgToPng(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)));
      const name = req.atMove === undefined ? `${req.entry.module.id}-board-v${req.version}.png` : `${req.entry.module.id}-board-move${req.atMove}.png`;
      return { name, data: png, description: `${req.entry.module.title} board` };
    },
    async privateImage(req, seat) {
      const draw = req.entry.renderPrivate;
      if (!draw) return undefined;
      const svg = draw(req.entry.module.view(req.state, seat), seat, req.ctx);
      if (svg === null) return undefined;
      const png = await cache.getOrRender({ tableId: req.tableId, version: req.version, viewer: `seat:${seat}`, kind: 'private' }, () => svgToPng(svg));
      return { name: `${req.entry.module.id}-private.png`, data: png, description: 'Your private view' };
    },
    async chart(svg, name) {
      return { name, data: await svgToPng(svg) };
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
