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
