import { waitingDecisions } from '../engine/decisions.ts';
import { loadTable, seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { replyOnly, type Outcome } from './outcome.ts';
import { seatName } from './posts.ts';

export const MINE_PAGE_SIZE = 10;

interface MyTable {
  loaded: LoadedTable;
  /** The caller's own decision prompt when the table waits on them. */
  myPrompt: string | null;
  /** Since when the table has been waiting in its current position: its latest move, or its last change. */
  since: Date;
}

/**
 * `/game mine`: every lobby or running table on this server where the caller is seated, those waiting on
 * them first (longest waiting first), then the others. Only public facts and the caller's own prompts,
 * and only ever as an ephemeral reply to the caller.
 */
export async function myTables(deps: TableServiceDeps, actor: Actor, guildId: string | null, page = 1): Promise<Outcome> {
  const records = (await deps.store.listTablesForUser(actor.userId, { activeOnly: true })).filter((t) => t.guildId === guildId && deps.games.has(t.gameId));
  if (records.length === 0) return replyOnly({ kind: 'info', text: msg('mine.none') });
  const lastMoves = await deps.store.lastMoveTimes(records.map((t) => t.id));
  const tables: MyTable[] = [];
  for (const record of records) {
    const loaded = await loadTable(deps, record);
    tables.push({ loaded, myPrompt: promptFor(loaded, actor.userId), since: lastMoves.get(record.id) ?? record.updatedAt });
  }
  tables.sort((a, b) => Number(b.myPrompt !== null) - Number(a.myPrompt !== null) || a.since.getTime() - b.since.getTime());
  const pages = Math.ceil(tables.length / MINE_PAGE_SIZE);
  const shownPage = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pages);
  const lines = [msg('mine.header', { count: tables.length, waiting: tables.filter((t) => t.myPrompt !== null).length, page: shownPage, pages })];
  for (const t of tables.slice((shownPage - 1) * MINE_PAGE_SIZE, shownPage * MINE_PAGE_SIZE)) lines.push(line(t));
  if (shownPage < pages) lines.push(msg('mine.more', { next: shownPage + 1 }));
  return replyOnly({ kind: 'info', text: lines.join('\n') });
}

function promptFor(loaded: LoadedTable, userId: string): string | null {
  const seat = seatOf(loaded.seats, userId);
  if (!seat || loaded.table.status !== 'active') return null;
  return waitingDecisions(loaded.game.pending(loaded.state)).find((d) => d.seat === seat.seat)?.prompt ?? null;
}

/** Discord shows <t:unix:R> as a relative time ("3 days ago") in each reader's own language and zone. */
function relative(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}

function line(t: MyTable): string {
  const { table, game, seats, state } = t.loaded;
  const link = table.lastPostId ? msg('mine.link', { url: `https://discord.com/channels/${table.guildId ?? '@me'}/${table.channelId}/${table.lastPostId}` }) : '';
  const round = table.status === 'lobby' ? msg('status.lobby', { count: seats.length, max: game.maxPlayers }) : (game.statusLine(state).split('\n')[0] ?? '');
  const head = msg('mine.table', { game: game.title, channel: `<#${table.channelId}>`, link, round });
  if (t.myPrompt !== null) return `${head}\n  ${msg('mine.yourTurn', { prompt: t.myPrompt, since: relative(t.since) })}`;
  if (table.status === 'lobby') return head;
  const others = [...new Set(waitingDecisions(game.pending(state)).map((d) => seatName(seats, d.seat)))];
  return `${head}\n  ${msg('mine.waitingFor', { who: others.join(', ') || '—', since: relative(t.since) })}`;
}
