import { z } from 'zod';
import { seedRng, shuffle } from '../engine/rng.ts';
import { LATE_JOIN_NOTATION, type AnyGameModule, type LobbyPick } from '../engine/types.ts';
import { isRuleError } from '../engine/errors.ts';
import { playNotation } from '../engine/play.ts';
import { ActiveTableExistsError, ConflictError, type SeatRecord } from '../store/port.ts';
import { canAdminister, dataSetsOf, defaultSettings, gameTitle, isVacant, loadTable, randomSeed, seatInfos, seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { errorReply, type Outcome } from './outcome.ts';
import { deadlinePatch } from './deadlines.ts';
import { lobbyAnnouncement } from './open-tables.ts';
import { lobbyPost, pickText } from './posts.ts';
import { activeTable, afterChange, nextReminderAt, privateViewDms } from './shared.ts';

export interface NewTableInput {
  guildId: string | null;
  channelId: string;
  gameId: string;
  options: Record<string, unknown>;
  picks?: Record<string, string>;
}

export async function newTable(deps: TableServiceDeps, actor: Actor, input: NewTableInput): Promise<Outcome> {
  const entry = deps.games.get(input.gameId);
  if (!entry) return errorReply(msg('table.unknownGame', { game: input.gameId, games: [...deps.games.keys()].join(', ') }));
  const game = entry.module;
  if (input.guildId && !actor.canManage) {
    const role = (await deps.store.getGuildSettings(input.guildId))?.creatorRoleId;
    if (role && !(actor.roleIds ?? []).includes(role)) return errorReply(msg('table.creatorRole', { role: `<@&${role}>` }));
  }
  const parsed = checkOptions(game, input.options);
  if (typeof parsed === 'string') return errorReply(parsed);
  const picks = choosePicks(game.lobbyPicks ?? [], input.picks ?? {}, []);
  if (typeof picks === 'string') return errorReply(picks);
  try {
    const table = await deps.store.createTable({
      guildId: input.guildId,
      channelId: input.channelId,
      gameId: game.id,
      options: parsed.data,
      seed: (deps.newSeed ?? randomSeed)(),
      hostUserId: actor.userId,
      hostName: actor.name,
      hostPicks: picks,
      engineVersion: game.engineVersion,
      settings: { ...defaultSettings },
    });
    const loaded = await loadTable(deps, table);
    const headline = msg('table.created', {
      game: game.title,
      host: actor.name,
      options: game.describeOptions(parsed.data).join('; ') || '—',
      min: game.minPlayers,
      max: game.maxPlayers,
    });
    const announcements = await announce(deps, loaded);
    return { reply: { text: headline, kind: 'success' }, posts: [lobbyPost(loaded, headline)], announcements, dms: [], tableId: table.id, channelId: table.channelId, version: table.version };
  } catch (err) {
    if (err instanceof ActiveTableExistsError) {
      return errorReply(msg('table.exists', { game: gameTitle(deps.games, err.existing.gameId), status: err.existing.status, link: `<#${err.existing.channelId}>` }), err.existing.id);
    }
    throw err;
  }
}

/** The announcement of a new lobby in the server's lobby channel, if it chose one (and it is not this channel). */
async function announce(deps: TableServiceDeps, loaded: LoadedTable): Promise<Outcome['announcements']> {
  const { table, seats } = loaded;
  const channelId = table.guildId ? (await deps.store.getGuildSettings(table.guildId))?.lobbyChannelId : null;
  if (!channelId || channelId === table.channelId) return undefined;
  const post = lobbyAnnouncement(deps, { table, seats });
  return post ? [{ channelId, post }] : undefined;
}

/**
 * A table's options checked against the game's schema: the parsed options, or the message saying what is wrong (unknown
 * option names are refused rather than silently ignored, and then the valid names are listed).
 */
export function checkOptions(game: AnyGameModule, options: Record<string, unknown>): { data: Record<string, unknown> } | string {
  const schema = game.options instanceof z.ZodObject ? game.options.strict() : game.options;
  const parsed = schema.safeParse(options);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ');
  const unknownKey = parsed.error.issues.some((i) => i.code === 'unrecognized_keys');
  const valid = game.options instanceof z.ZodObject ? optionNames(game.options) : [];
  return msg('table.badOptions', { problems }) + (unknownKey && valid.length > 0 ? ` ${msg('table.validOptions', { options: valid.join(', ') })}` : '');
}

/** A game's option names as typed in `key=value` pairs (kebab-case; camelCase is accepted too). */
export function optionNames(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape).map((k) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
}

/** Validates requested lobby picks and fills the rest with the first free choice. Returns an error text on bad input. */
export function choosePicks(defs: readonly LobbyPick[], requested: Record<string, string>, others: readonly SeatRecord[]): Record<string, string> | string {
  const result: Record<string, string> = {};
  for (const key of Object.keys(requested)) {
    if (!defs.some((d) => d.key === key)) return msg('error.unknownOption', { option: key, allowed: defs.map((d) => d.key).join(', ') || '—' });
  }
  for (const def of defs) {
    const taken = new Set(def.unique ? others.map((s) => s.picks[def.key]).filter((v): v is string => v !== undefined) : []);
    const free = def.choices.filter((c) => !taken.has(c.value));
    const wanted = requested[def.key];
    if (wanted !== undefined) {
      const choice = def.choices.find((c) => c.value === wanted.toLowerCase() || c.label.toLowerCase() === wanted.toLowerCase());
      if (!choice) return msg('table.pickInvalid', { value: wanted.slice(0, 40), pick: def.label, choices: def.choices.map((c) => c.label).join(', ') });
      if (taken.has(choice.value)) return msg('table.pickTaken', { value: choice.label, choices: free.map((c) => c.label).join(', ') });
      result[def.key] = choice.value;
    } else if (free[0]) {
      result[def.key] = free[0].value;
    } else if (def.required) {
      return msg('table.pickRequired', { pick: def.label, choices: def.choices.map((c) => c.label).join(', ') });
    }
  }
  return result;
}

export async function join(deps: TableServiceDeps, actor: Actor, channelId: string, requested: Record<string, string> = {}): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  return joinLoaded(deps, actor, loaded, requested);
}

/**
 * Joins with one value for the game's first lobby pick (the `pick` option of /game join: a colour or a faction),
 * whatever the game calls that pick.
 */
export async function joinWithPick(deps: TableServiceDeps, actor: Actor, channelId: string, pick: string | null): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  const key = loaded.game.lobbyPicks?.[0]?.key;
  return joinLoaded(deps, actor, loaded, pick && key ? { [key]: pick } : {});
}

async function joinLoaded(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable, requested: Record<string, string>): Promise<Outcome> {
  const { table, game, seats } = loaded;
  if (table.status === 'active') return takeVacantSeat(deps, actor, loaded);
  const existing = seatOf(seats, actor.userId);
  if (existing && Object.keys(requested).length === 0) return errorReply(msg('table.alreadySeated', { seat: existing.seat + 1 }), table.id);
  if (!existing && seats.length >= game.maxPlayers) return errorReply(msg('table.full', { max: game.maxPlayers }), table.id);
  const others = seats.filter((s) => s.userId !== actor.userId);
  const picks = choosePicks(game.lobbyPicks ?? [], { ...(existing?.picks ?? {}), ...requested }, others);
  if (typeof picks === 'string') return errorReply(picks, table.id);
  const seat: SeatRecord = existing
    ? { ...existing, picks }
    : { seat: seats.length, userId: actor.userId, displayName: actor.name, picks, dmEnabled: true, muteUntilVersion: null };
  const nextSeats = existing ? seats.map((s) => (s.userId === actor.userId ? seat : s)) : [...seats, seat];
  return commitLobby(deps, loaded, nextSeats, msg('table.joined', { user: actor.name, seat: seat.seat + 1, picks: pickText(seat), count: nextSeats.length, max: game.maxPlayers }));
}

async function takeVacantSeat(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable): Promise<Outcome> {
  const { table, seats } = loaded;
  if (seatOf(seats, actor.userId)) return errorReply(msg('table.alreadySeated', { seat: seatOf(seats, actor.userId)!.seat + 1 }), table.id);
  const vacant = seats.find(isVacant);
  if (!vacant) return joinLate(deps, actor, loaded);
  // Taking a seat on autopilot ends the autopilot: the newcomer plays it from now on.
  const nextSeats = seats.map((s) => (s.seat === vacant.seat ? { ...s, userId: actor.userId, displayName: actor.name, dmEnabled: true, muteUntilVersion: null, autopilot: false } : s));
  const text = msg('kick.seatTaken', { user: actor.name, seat: vacant.seat + 1 });
  try {
    const updated = await deps.store.commit(table.id, table.version, {
      seats: nextSeats,
      table: deadlinePatch(deps, loaded, { seats: nextSeats }),
      audit: [{ actorUserId: actor.userId, action: 'take-seat', detail: `seat ${vacant.seat + 1}` }],
    });
    const after: LoadedTable = { ...loaded, table: updated, seats: nextSeats };
    // The newcomer hears of everything open for the seat (decisions and forms); nobody else is pinged again.
    const outcome = await afterChange(deps, after, text, [], { previous: { state: loaded.state }, newPlayers: [vacant.seat] });
    outcome.dms.push(...privateViewDms(after, [vacant.seat]));
    return { ...outcome, reply: { text, kind: 'success' } };
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), table.id);
    throw err;
  }
}

/**
 * A player joins a running game as a new seat after the last, where the game accepts late players (its anyTimeMoves list
 * LATE_JOIN_NOTATION for that seat, e.g. Advanced Civilization 15.5): the seat and the game's `join` move are committed
 * together, so the move log alone tells a replay which seats came late (engine/play.ts lateSeats).
 */
async function joinLate(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable): Promise<Outcome> {
  const { table, game, seats } = loaded;
  const seat = seats.length;
  if (!(game.anyTimeMoves?.(loaded.state, seat) ?? []).includes(LATE_JOIN_NOTATION)) return errorReply(msg('table.notLobby'), table.id);
  const played = playNotation(game, loaded.state, seat, LATE_JOIN_NOTATION);
  if (isRuleError(played)) return errorReply(played.message, table.id);
  const newcomer: SeatRecord = { seat, userId: actor.userId, displayName: actor.name, picks: {}, dmEnabled: true, muteUntilVersion: null };
  const nextSeats = [...seats, newcomer];
  const text = msg('table.lateJoined', { user: actor.name, seat: seat + 1 });
  try {
    const updated = await deps.store.commit(table.id, table.version, {
      seats: nextSeats,
      moves: [{ seat, userId: actor.userId, notation: played.notation }],
      table: { snapshot: played.state, ...deadlinePatch(deps, { ...loaded, seats: nextSeats }, { state: played.state, seats: nextSeats, mover: seat }) },
      audit: [{ actorUserId: actor.userId, action: 'late-join', detail: `seat ${seat + 1}` }],
    });
    const after: LoadedTable = { ...loaded, table: updated, seats: nextSeats, state: played.state };
    const outcome = await afterChange(deps, after, text, played.events, { previous: { state: loaded.state }, newPlayers: [seat] });
    outcome.dms.push(...privateViewDms(after, [seat]));
    return { ...outcome, reply: { text, kind: 'success' } };
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), table.id);
    throw err;
  }
}

export async function leave(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  const { table, game, seats } = loaded;
  if (table.status !== 'lobby') return errorReply(msg('table.notLobby'), table.id);
  if (!seatOf(seats, actor.userId)) return errorReply(msg('table.notSeated'), table.id);
  if (table.hostUserId === actor.userId) return errorReply(msg('table.hostCannotLeave'), table.id);
  const nextSeats = seats.filter((s) => s.userId !== actor.userId).map((s, index) => ({ ...s, seat: index }));
  return commitLobby(deps, loaded, nextSeats, msg('table.left', { user: actor.name, count: nextSeats.length, max: game.maxPlayers }));
}

export async function commitLobby(deps: TableServiceDeps, loaded: LoadedTable, seats: SeatRecord[], text: string): Promise<Outcome> {
  try {
    const updated = await deps.store.commit(loaded.table.id, loaded.table.version, { seats });
    const after = await loadTable(deps, updated);
    return { reply: { text, kind: 'success' }, posts: [lobbyPost(after, text)], dms: [], tableId: updated.id, channelId: updated.channelId, version: updated.version };
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), loaded.table.id);
    throw err;
  }
}

export async function start(deps: TableServiceDeps, actor: Actor, channelId: string, order: 'random' | 'join' = 'random'): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  const { table, game, seats } = loaded;
  if (table.status !== 'lobby') return errorReply(msg('table.notLobby'), table.id);
  if (!canAdminister(loaded, actor)) return errorReply(msg('table.notHost', { host: seats.find((s) => s.userId === table.hostUserId)?.displayName ?? 'the host' }), table.id);
  if (seats.length < game.minPlayers) return errorReply(msg('table.tooFew', { min: game.minPlayers, count: seats.length }), table.id);
  // Seat order comes from the table's own seed, so it is random but reproducible.
  const ordered = order === 'join' ? [...seats] : shuffle(seedRng(`${table.seed}:seats`), seats);
  const nextSeats = ordered.map((s, index) => ({ ...s, seat: index }));
  // The table starts with the data set new tables use now, and keeps it (issue 22): the store holds its content.
  const dataSetId = await dataSetsOf(deps).record(deps.store, table.gameId);
  const entry = await dataSetsOf(deps).entryForTable(deps.store, loaded.entry, { ...table, dataSetId });
  const refused = entry.module.checkSetup?.(table.options, seatInfos(nextSeats));
  if (refused) return errorReply(refused.message, table.id);
  let state: unknown;
  try {
    state = entry.module.setup(table.options, seatInfos(nextSeats), table.seed);
  } catch (err) {
    // Games signal option/player-count combinations the rules forbid with a RangeError.
    if (err instanceof RangeError) return errorReply(msg('table.cannotStart', { reason: err.message }), table.id);
    throw err;
  }
  const now = (deps.clock ?? (() => new Date()))();
  try {
    const updated = await deps.store.commit(table.id, table.version, {
      seats: nextSeats,
      table: { status: 'active', snapshot: state, dataSetId, remindersSent: 0, ...deadlinePatch(deps, { ...loaded, entry, game: entry.module, seats: nextSeats }, { state, seats: nextSeats, reminder: nextReminderAt(table, now), fresh: true }) },
      audit: [{ actorUserId: actor.userId, action: 'start', detail: `order ${order}` }],
    });
    const after: LoadedTable = { ...loaded, entry, game: entry.module, table: updated, seats: nextSeats, state };
    const headline = msg('table.started', { game: game.title, order: nextSeats.map((s) => `${s.seat + 1}. ${s.displayName}`).join(', ') });
    const outcome = await afterChange(deps, after, headline, [], { previous: { state: null } });
    outcome.dms.unshift(...privateViewDms(after, nextSeats.map((s) => s.seat)));
    return { ...outcome, reply: { text: headline, kind: 'success' } };
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), table.id);
    throw err;
  }
}

/**
 * Values to suggest for the lobby pick of a new table of `gameId`, or of the channel's table being joined (free ones
 * only when the pick is unique). Lobby picks are public information.
 */
export async function lobbyPickChoices(deps: TableServiceDeps, req: { channelId: string; gameId: string | null; joining: boolean }, typed: string): Promise<{ name: string; value: string }[]> {
  let gameId = req.joining ? null : req.gameId;
  let taken = new Set<string>();
  if (req.joining) {
    const loaded = await activeTable(deps, req.channelId);
    gameId = loaded?.table.gameId ?? null;
    if (loaded) taken = new Set(loaded.seats.flatMap((s) => Object.values(s.picks)));
  }
  const pick = gameId ? deps.games.get(gameId)?.module.lobbyPicks?.[0] : undefined;
  if (!pick) return [];
  return pick.choices
    .filter((c) => !(pick.unique && taken.has(c.value)) && c.label.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25)
    .map((c) => ({ name: c.label, value: c.value }));
}
