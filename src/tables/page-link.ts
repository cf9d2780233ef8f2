import type { TableRecord } from '../store/port.ts';
import type { TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import type { LinkButton } from './outcome.ts';

/** The public page of a table (PUBLIC_URL/t/<public id>), when the bot serves pages. */
export function pageUrl(deps: Pick<TableServiceDeps, 'web'>, table: Pick<TableRecord, 'publicId'>): string | undefined {
  return deps.web ? `${deps.web.publicUrl}/t/${table.publicId}` : undefined;
}

/** The "Open board" link button of turn posts and /game board, when the bot serves pages. */
export function pageLink(deps: Pick<TableServiceDeps, 'web'>, table: Pick<TableRecord, 'publicId'>): LinkButton | undefined {
  const url = pageUrl(deps, table);
  return url ? { label: msg('button.openBoard'), url } : undefined;
}
