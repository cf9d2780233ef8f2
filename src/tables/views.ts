import { fillTemplate, normalizeNotation, valuesFromLegal } from '../engine/notation.ts';
import { webPagesOn } from './web-switch.ts';
import type { GameCatalog } from '../games/entry.ts';
import { isVacant, seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlineNote, discordTime } from './deadlines.ts';
import { seatLinkFor } from './web-views.ts';
import { jumpSelect } from './history.ts';
import { msg } from './messages.ts';
import { moveAsSeenBy, tableIsOver } from './move-text.ts';
import { onVacation } from './player-time.ts';
import { tableLog } from './position-at.ts';
import { formControls, seatForms } from './forms.ts';
import { errorReply, replyOnly, type ActionButton, type ActionSelect, type Outcome, type PrivateReply } from './outcome.ts';
import { button, decisionOptions, pickText, seatName } from './posts.ts';
import { type Where, activeTable, boardContext, boardImage, linkOf, locateTable } from './shared.ts';

const MAX_LEGAL_LISTED = 30;
/** Option buttons in a private view: four rows, so the seat's forms always have a row (see formControls). */
const MAX_OPTION_BUTTONS = 20;
export const LOG_PAGE_SIZE = 25;

/** The actor's private view as text plus their option buttons: only ever sent to them. */
export function currentPrompt(loaded: LoadedTable, userId: string): PrivateReply {
  const { table, game, state, seats } = loaded;
  const seat = seatOf(seats, userId);
  if (!seat || table.status === 'lobby') {
    return { kind: 'info', text: msg('view.spectator', { status: table.status === 'lobby' ? msg('status.lobby', { count: seats.length, max: game.maxPlayers }) : game.statusLine(state) }) };
  }
  const lines = [msg('view.header', { game: game.title, seat: seat.seat + 1, user: seat.displayName })];
  lines.push(game.privateSummary?.(state, seat.seat) ?? msg('view.noPrivate'));
  const mine = game.pending(state).filter((d) => d.seat === seat.seat);
  const buttons: ActionButton[] = [];
  if (table.status === 'active' && mine.length > 0) {
    lines.push(...mine.map((d) => `→ ${d.prompt}`));
    const legal = game.legal(state, seat.seat);
    const listed = legal.slice(0, MAX_LEGAL_LISTED).map((m) => `\`${m}\``).join(', ');
    lines.push(msg('view.legal', { count: legal.length, moves: listed }));
    if (legal.length > MAX_LEGAL_LISTED) lines.push(msg('view.legalMore', { more: legal.length - MAX_LEGAL_LISTED }));
    decisionOptions(mine)
      .slice(0, MAX_OPTION_BUTTONS)
      .forEach((o, index) => buttons.push(button(table, { type: 'option', index, notation: o.notation }, o.label, o.style)));
  } else {
    lines.push(msg('view.waiting', { status: game.statusLine(state) }));
  }
  const anyTime = table.status === 'active' ? (game.anyTimeMoves?.(state, seat.seat) ?? []) : [];
  if (anyTime.length > 0) lines.push(msg('view.anyTime', { moves: anyTime.slice(0, MAX_LEGAL_LISTED).map((m) => `\`${m}\``).join(', ') }));
  // The seat's private move forms: buttons (or one select menu when they do not fit) that open them.
  const forms = seatForms(loaded, seat.seat);
  let select: ActionSelect | undefined;
  if (forms.length > 0) {
    const controls = formControls(table, forms, buttons.length);
    buttons.push(...controls.buttons);
    select = controls.select;
    lines.push(msg('view.forms', { labels: forms.map((f) => f.label).join(', ') }));
    if (controls.hidden > 0) lines.push(msg('view.formsHidden', { count: controls.hidden }));
  }
  return { kind: 'info', text: lines.join('\n'), buttons, ...(select ? { select } : {}), ...(forms.length > 0 ? { forms } : {}) };
}

export async function view(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  if (!loaded) return errorReply(msg('table.none'));
  const reply = currentPrompt(loaded, actor.userId);
  const seat = seatOf(loaded.seats, actor.userId);
  if (seat && loaded.table.status !== 'lobby') {
    const image = await deps.images.privateImage(
      { tableId: loaded.table.id, version: loaded.table.version, entry: loaded.entry, state: loaded.state, ctx: boardContext(loaded) },
      seat.seat,
    );
    if (image) reply.image = image;
    // The table's page with this seat's hidden information: a personal link, signed and valid for a day.
    const personal = (await webPagesOn(deps, loaded.table.guildId)) ? seatLinkFor(deps, loaded, actor.userId) : null;
    if (personal) {
      reply.text += `\n${msg('view.personalLink', { at: discordTime(personal.expiresAt, 'f') })}`;
      reply.link = { label: msg('button.openBoard'), url: personal.url };
    }
  }
  return replyOnly(reply, loaded.table.id);
}

export async function status(deps: TableServiceDeps, where: Where): Promise<Outcome> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  if (!loaded) return errorReply(msg('table.none'));
  return replyOnly({ kind: 'info', text: statusText(loaded, (deps.clock ?? (() => new Date()))()) }, loaded.table.id);
}

export function statusText(loaded: LoadedTable, now: Date): string {
  const { table, game, seats, state } = loaded;
  const lines = [msg('status.header', { game: game.title, status: table.status, version: table.version })];
  lines.push(msg('status.seats', { seats: [...seats].sort((a, b) => a.seat - b.seat).map((s) => `${s.seat + 1}. ${s.displayName}${pickText(s)}${isVacant(s) ? ' (open seat)' : ''}${onVacation(s, now) ? ` (${msg('status.vacation')})` : ''}`).join(', ') || '—' }));
  if (table.status === 'lobby') {
    lines.push(msg('status.lobby', { count: seats.length, max: game.maxPlayers }));
    return lines.join('\n');
  }
  lines.push(game.statusLine(state));
  lines.push(...(game.statusDetails?.(state) ?? []));
  const pending = game.pending(state);
  if (pending.length > 0) lines.push(msg('status.waiting', { who: pending.map((d) => `${seatName(seats, d.seat)} (${d.prompt})${deadlineNote(loaded, d)}`).join('; ') }));
  return lines.join('\n');
}

export async function board(deps: TableServiceDeps, where: Where): Promise<Outcome> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  if (!loaded) return errorReply(msg('table.none'));
  if (loaded.table.status === 'lobby') return errorReply(msg('table.notActive', { status: 'lobby' }), loaded.table.id);
  // The last move highlighted, as on the turn post it followed.
  const last = (await deps.store.listMoves(loaded.table.id)).at(-1);
  const image = await boardImage(deps, loaded, last ? { notation: last.notation, seat: last.seat } : undefined);
  return replyOnly({ kind: 'info', text: loaded.game.statusLine(loaded.state), image, ...linkOf(deps, loaded, await webPagesOn(deps, loaded.table.guildId)) }, loaded.table.id);
}

/** The move log; while the game runs, notation that hides choices is shown in its public form. */
export async function log(deps: TableServiceDeps, where: Where, opts: { page?: number; asFile?: boolean } = {}): Promise<Outcome> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  if (!loaded) return errorReply(msg('table.none'));
  const moves = await tableLog(deps, loaded.table);
  const over = tableIsOver(loaded);
  const lines = moves.map((m) =>
    msg('log.line', {
      seq: m.seq,
      user: seatName(loaded.seats, m.seat),
      notation: moveAsSeenBy(loaded, m, 'everyone'),
      automatic: m.automatic ? msg('log.automatic') : '',
      undone: m.undoneAt ? msg('log.undone') : '',
    }),
  );
  if (opts.asFile) {
    const header = `# ${loaded.game.title} — table ${loaded.table.id} — seed ${over ? loaded.table.seed : '(hidden until the end)'}\n`;
    return replyOnly({ kind: 'info', text: msg('log.header', { page: 1, pages: 1 }), file: { name: `${loaded.game.id}-log.txt`, data: Buffer.from(header + lines.join('\n') + '\n') } }, loaded.table.id);
  }
  if (lines.length === 0) return replyOnly({ kind: 'info', text: msg('log.empty') }, loaded.table.id);
  const pages = Math.max(1, Math.ceil(lines.length / LOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(opts.page ?? pages)), pages);
  const shown = lines.slice((page - 1) * LOG_PAGE_SIZE, page * LOG_PAGE_SIZE);
  const select = jumpSelect(loaded, moves.slice((page - 1) * LOG_PAGE_SIZE, page * LOG_PAGE_SIZE));
  return replyOnly({ kind: 'info', text: [msg('log.header', { page, pages }), ...shown].join('\n'), select }, loaded.table.id);
}

/** `dataLine`: which component data set the game's tables use (data-sets.ts), said under the game's summary. */
export function help(games: GameCatalog, gameId?: string, topic?: string, dataLine?: string | null): Outcome {
  if (gameId) {
    const entry = games.get(gameId);
    if (!entry) return errorReply(msg('table.unknownGame', { game: gameId, games: [...games.keys()].join(', ') }));
    const { help: h } = entry.module;
    if (topic) {
      const text = h.topics?.[topic];
      if (!text) return errorReply(msg('help.unknownTopic', { topic, game: entry.module.title, topics: Object.keys(h.topics ?? {}).join(', ') || '—' }));
      return replyOnly({ kind: 'info', text });
    }
    const topics = Object.keys(h.topics ?? {});
    return replyOnly({ kind: 'info', text: `**${entry.module.title}**\n${h.summary}${topics.length ? `\nTopics: ${topics.join(', ')}` : ''}${dataLine ? `\n${dataLine}` : ''}` });
  }
  const list = [...games.values()].map((g) => `${g.module.title} (\`${g.module.id}\`, ${g.module.minPlayers}–${g.module.maxPlayers} players)`).join(', ');
  return replyOnly({ kind: 'info', text: `${msg('help.platform')}\n${msg('help.games', { games: list || '—' })}` });
}

/**
 * Autocomplete values for one option of a game subcommand (or of /move when subcommand is null),
 * drawn only from the actor's own legal moves, so nothing private of anyone else can appear.
 */
export async function suggest(
  deps: TableServiceDeps,
  actor: Actor,
  channelId: string,
  req: { subcommand: string | null; option: string; filled: Record<string, string>; typed: string },
): Promise<{ name: string; value: string }[]> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded || loaded.table.status !== 'active') return [];
  const seat = seatOf(loaded.seats, actor.userId);
  if (!seat) return [];
  const { game, state } = loaded;
  const typed = normalizeNotation(req.typed);
  let values: string[];
  if (req.subcommand === null) {
    values = [...game.legal(state, seat.seat), ...(game.anyTimeMoves?.(state, seat.seat) ?? [])];
  } else {
    const sub = game.commands.subcommands.find((s) => s.name === req.subcommand);
    if (!sub) return [];
    values = game.suggest
      ? game.suggest(state, seat.seat, sub.name, req.option, req.filled)
      : valuesFromLegal(sub.template, req.option, req.filled, [...game.legal(state, seat.seat), ...(game.anyTimeMoves?.(state, seat.seat) ?? [])]);
  }
  return values
    .filter((v) => normalizeNotation(v).includes(typed))
    .slice(0, 25)
    .map((v) => ({ name: v.slice(0, 100), value: v.slice(0, 100) }));
}

/** Turns a game subcommand's options into notation, or says which option is missing. */
export function notationFor(games: GameCatalog, gameId: string, subcommand: string, values: Record<string, string>): string | { error: string } {
  const entry = games.get(gameId);
  const sub = entry?.module.commands.subcommands.find((s) => s.name === subcommand);
  if (!entry || !sub) return { error: msg('error.unknownOption', { option: subcommand, allowed: entry?.module.commands.subcommands.map((s) => s.name).join(', ') ?? '—' }) };
  const text = fillTemplate(sub.template, values);
  if (text === null) {
    const required = sub.options.filter((o) => o.required && !values[o.name]).map((o) => o.name);
    return { error: `Missing: ${required.join(', ') || 'an option'}.` };
  }
  return text;
}

/**
 * A game's information subcommand (AnyGameEntry.infoCommands) for this channel's table: drawn from the public view only,
 * so it is the same for everyone who asks. The image, if any, is rendered like a chart (not cached).
 */
export async function gameInfo(deps: TableServiceDeps, gameId: string, name: string, value: string, channelId: string): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  const info = loaded?.entry.infoCommands?.find((c) => c.name === name);
  if (!loaded || loaded.table.status !== 'active' || loaded.table.gameId !== gameId || !info) return errorReply(msg('table.none'));
  const answer = info.answer(loaded.game.view(loaded.state, null), value, boardContext(loaded));
  if ('error' in answer) return errorReply(answer.error, loaded.table.id);
  const image = answer.svg && deps.images.chart ? await deps.images.chart(answer.svg, `${gameId}-${name}.png`) : undefined;
  return replyOnly({ kind: 'info', text: answer.text, ...(image ? { image } : {}) }, loaded.table.id);
}

/** Autocomplete for an information subcommand: its values from the public view, filtered by what was typed. */
export async function infoSuggest(deps: TableServiceDeps, gameId: string, name: string, channelId: string, typed: string): Promise<{ name: string; value: string }[]> {
  const loaded = await activeTable(deps, channelId);
  const info = loaded?.entry.infoCommands?.find((c) => c.name === name);
  if (!loaded || loaded.table.status !== 'active' || loaded.table.gameId !== gameId || !info) return [];
  const t = typed.trim().toLowerCase();
  return info.values(loaded.game.view(loaded.state, null)).filter((v) => v.toLowerCase().includes(t)).slice(0, 25).map((v) => ({ name: v.slice(0, 100), value: v.slice(0, 100) }));
}
