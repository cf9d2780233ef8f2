import type { ImageCache } from '../render/cache.ts';
import { svgToPng } from '../render/png.ts';
import type { Seat } from '../engine/types.ts';
import type { BoardImageContext, GameEntry } from '../games/entry.ts';
import type { Attachment } from './outcome.ts';

export interface ImageRequest {
  tableId: string;
  version: number;
  entry: GameEntry;
  state: unknown;
  ctx: BoardImageContext;
}

/** Board and private pictures for a table at one version; implementations cache by table, version and viewer. */
export interface TableImages {
  board(req: ImageRequest): Promise<Attachment | undefined>;
  /** One seat's private picture, drawn only from that seat's view. */
  privateImage(req: ImageRequest, seat: Seat): Promise<Attachment | undefined>;
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
      const png = await cache.getOrRender({ tableId: req.tableId, version: req.version, viewer: 'public', kind: 'board' }, () =>
        svgToPng(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)),
      );
      return { name: `${req.entry.module.id}-board-v${req.version}.png`, data: png, description: `${req.entry.module.title} board` };
    },
    async privateImage(req, seat) {
      const draw = req.entry.renderPrivate;
      if (!draw) return undefined;
      const svg = draw(req.entry.module.view(req.state, seat), seat, req.ctx);
      if (svg === null) return undefined;
      const png = await cache.getOrRender({ tableId: req.tableId, version: req.version, viewer: `seat:${seat}`, kind: 'private' }, () => svgToPng(svg));
      return { name: `${req.entry.module.id}-private.png`, data: png, description: 'Your private view' };
    },
  };
}
