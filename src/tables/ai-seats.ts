/** Computer players in the lobby (issue 25): the host seats the game's AI, one seat each, and may take it out again. */
import type { SeatRecord } from '../store/port.ts';
import { canAdminister, COMPUTER_PREFIX, isComputer, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { choosePicks, commitLobby } from './lobby.ts';
import { msg } from './messages.ts';
import { errorReply, type Outcome } from './outcome.ts';
import { activeTable } from './shared.ts';

/** How a computer player is named everywhere a player's name shows (posts, board, log, ranking, statistics). */
export function computerName(n: number): string {
  return `🤖 AI ${n}`;
}

/** The channel's table in its lobby when the actor may change its computer players, or the refusal to show. */
async function lobbyForHost(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<LoadedTable | Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  if (loaded.table.status !== 'lobby') return errorReply(msg('table.notLobby'), loaded.table.id);
  if (!canAdminister(loaded, actor)) return errorReply(msg('ai.notHost'), loaded.table.id);
  return loaded;
}

export async function addComputer(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<Outcome> {
  const loaded = await lobbyForHost(deps, actor, channelId);
  if (!('table' in loaded)) return loaded;
  const { table, game, seats } = loaded;
  if (!game.ai) return errorReply(msg('ai.none', { game: game.title }), table.id);
  if (seats.length >= game.maxPlayers) return errorReply(msg('table.full', { max: game.maxPlayers }), table.id);
  const used = new Set(seats.filter(isComputer).map((s) => s.userId));
  let n = 1;
  while (used.has(`${COMPUTER_PREFIX}${n}`)) n++;
  // The first free value of each lobby pick (a colour, a faction), as a person who picks nothing gets.
  const picks = choosePicks(game.lobbyPicks ?? [], {}, seats);
  if (typeof picks === 'string') return errorReply(picks, table.id);
  const seat: SeatRecord = { seat: seats.length, userId: `${COMPUTER_PREFIX}${n}`, displayName: computerName(n), picks, dmEnabled: false, muteUntilVersion: null, autopilot: true };
  const next = [...seats, seat];
  return commitLobby(deps, loaded, next, msg('ai.added', { actor: actor.name, user: seat.displayName, seat: seat.seat + 1, count: next.length, max: game.maxPlayers }));
}

/** Takes the last computer player out of the lobby. */
export async function removeComputer(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<Outcome> {
  const loaded = await lobbyForHost(deps, actor, channelId);
  if (!('table' in loaded)) return loaded;
  const { table, game, seats } = loaded;
  const last = seats.filter(isComputer).at(-1);
  if (!last) return errorReply(msg('ai.noneSeated'), table.id);
  const next = seats.filter((s) => s.userId !== last.userId).map((s, index) => ({ ...s, seat: index }));
  return commitLobby(deps, loaded, next, msg('ai.removed', { actor: actor.name, user: last.displayName, count: next.length, max: game.maxPlayers }));
}
