/**
 * Tables waiting for players: `/game open` lists a server's lobbies with a Join button each, and a new lobby is
 * announced in the channel the server chose (`/game server lobby-channel:`). Only public facts are shown: the
 * game, its options, who sits, the host and the host's time zone (the zone a player set for quiet hours).
 */
import type { OpenLobby, SeatRecord, TableRecord } from '../store/port.ts';
import type { TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { errorReply, replyOnly, type ActionButton, type Outcome, type PublicPost } from './outcome.ts';
import { button } from './posts.ts';

/** Lobbies listed at most (Discord: 25 buttons a message; ten keep the message well under 2,000 characters). */
export const MAX_LISTED = 10;
const MINUTE_MS = 60_000;

/** How long a lobby has waited, in the largest whole unit (minutes, hours or days). */
export function waited(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / MINUTE_MS));
  if (minutes < 60) return msg('open.minutes', { n: minutes });
  if (minutes < 48 * 60) return msg('open.hours', { n: Math.floor(minutes / 60) });
  return msg('open.days', { n: Math.floor(minutes / (24 * 60)) });
}

function hostSeat(table: TableRecord, seats: readonly SeatRecord[]): SeatRecord | undefined {
  return seats.find((s) => s.userId === table.hostUserId);
}

interface LobbyFacts {
  game: string;
  options: string;
  taken: number;
  free: number;
  max: number;
  host: string;
  zone: string;
}

function factsOf(deps: TableServiceDeps, lobby: OpenLobby): LobbyFacts | null {
  const entry = deps.games.get(lobby.table.gameId);
  if (!entry) return null;
  const game = entry.module;
  const host = hostSeat(lobby.table, lobby.seats);
  const options = game.describeOptions(lobby.table.options as Record<string, unknown>).join('; ') || '—';
  return {
    game: game.title,
    options,
    taken: lobby.seats.length,
    free: Math.max(0, game.maxPlayers - lobby.seats.length),
    max: game.maxPlayers,
    host: host?.displayName ?? msg('open.hostGone'),
    zone: host?.timeZone ? msg('open.zone', { zone: host.timeZone }) : '',
  };
}

/** `/game open`: this server's lobbies, oldest first, each with a Join button while it has a free seat. */
export async function openTables(deps: TableServiceDeps, guildId: string | null): Promise<Outcome> {
  if (!guildId) return errorReply(msg('open.noGuild'));
  const now = (deps.clock ?? (() => new Date()))();
  const lobbies = (await deps.store.listOpenLobbies(guildId)).flatMap((lobby) => {
    const facts = factsOf(deps, lobby);
    return facts ? [{ lobby, facts }] : [];
  });
  if (lobbies.length === 0) return replyOnly({ kind: 'info', text: msg('open.none') });
  const shown = lobbies.slice(0, MAX_LISTED);
  const lines = [msg('open.heading', { count: lobbies.length })];
  const buttons: ActionButton[] = [];
  shown.forEach(({ lobby, facts }, index) => {
    const number = index + 1;
    lines.push(msg(facts.free > 0 ? 'open.line' : 'open.lineFull', { number, channel: `<#${lobby.table.channelId}>`, waited: waited(lobby.table.createdAt, now), ...facts }));
    if (facts.free > 0) buttons.push(button(lobby.table, { type: 'join' }, msg('open.joinButton', { number, game: facts.game }), 'primary'));
  });
  if (lobbies.length > shown.length) lines.push(msg('open.more', { more: lobbies.length - shown.length }));
  return replyOnly({ kind: 'info', text: lines.join('\n'), buttons });
}

/** The announcement of a new lobby in the server's lobby channel: what it is, where, and a Join button. */
export function lobbyAnnouncement(deps: TableServiceDeps, lobby: OpenLobby): PublicPost | null {
  const facts = factsOf(deps, lobby);
  if (!facts) return null;
  return {
    text: msg('open.announce', { channel: `<#${lobby.table.channelId}>`, ...facts }),
    mentions: [],
    buttons: [button(lobby.table, { type: 'join' }, msg('button.join'), 'primary')],
  };
}
