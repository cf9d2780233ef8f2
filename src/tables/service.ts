import type { DataSet } from '../engine/data-pack.ts';
import type { MoveForm } from '../engine/types.ts';
import { dataSetsOf, type Actor, type TableServiceDeps } from './context.ts';
import { describeDataSet } from './data-set-text.ts';
import { kick } from './seat-changes.ts';
import { audit, serverSettings, type ServerChanges } from './server-admin.ts';
import { settings, type PlayerSettingsInput, type TableSettingsInput } from './settings.ts';
import { abort, abortRefusal, resign, resignRefusal } from './table-end.ts';
import { undo, undoRefusal, undoVote } from './undo.ts';
import * as lobby from './lobby.ts';
import * as moves from './moves.ts';
import type { Outcome, TableAction } from './outcome.ts';
import { dueReminders } from './reminders.ts';
import { dueDeadlines, memberLeft, runAutopilot, withAutomatic } from './autopilot.ts';
import { tableIsOver } from './move-text.ts';
import { tableById, type Where } from './shared.ts';
import * as views from './views.ts';
import { historyAt, type HistoryView } from './history.ts';
import { myTables } from './mine.ts';
import { serverStats, type StatsRequest } from './stats.ts';
import { openTables } from './open-tables.ts';
import { msg } from './messages.ts';
import { lookupForm, openForm, submitForm } from './form-actions.ts';
import { errorReply, replyOnly } from './outcome.ts';
import { lastTurnPost, recordTurnPost } from './turn-posts.ts';
import { tableNow } from './table-now.ts';
import { addComputer, removeComputer } from './ai-seats.ts';
import * as web from './web-views.ts';


/**
 * The application layer: every table operation a transport can ask for, returning transport-neutral
 * Outcomes. Stateless apart from its dependencies, so any number of processes can share one database.
 */
/** Actions that play (or open) a move: they load the table once, as the move path uses it. */
const MOVE_ACTIONS = new Set<TableAction['type']>(['option', 'confirm-move', 'form-open', 'form-submit']);

/** The help line of a data set; a game without replaceable data says its data is the published game's. */
function describeNew(set: DataSet<unknown> | null): string {
  return set ? describeDataSet(set) : msg('help.dataFixed');
}

export class TableService {
  constructor(readonly deps: TableServiceDeps) {}

  get games() {
    return this.deps.games;
  }

  newTable(actor: Actor, input: lobby.NewTableInput) {
    return lobby.newTable(this.deps, actor, input);
  }
  join(actor: Actor, channelId: string, picks?: Record<string, string>) {
    return lobby.join(this.deps, actor, channelId, picks);
  }
  /** /game join with its `pick` option: the value of the game's first lobby pick. */
  joinWithPick(actor: Actor, channelId: string, pick: string | null) {
    return lobby.joinWithPick(this.deps, actor, channelId, pick);
  }
  lobbyPickChoices(req: { channelId: string; gameId: string | null; joining: boolean }, typed: string) {
    return lobby.lobbyPickChoices(this.deps, req, typed);
  }
  /** The transport sent a table's turn post (message id), or asks which one is the latest. */
  recordTurnPost(tableId: string, postId: string) {
    return recordTurnPost(this.deps, tableId, postId);
  }
  lastTurnPost(tableId: string) {
    return lastTurnPost(this.deps, tableId);
  }
  /** The running table of a channel for a local transport that shows every seat (the sandbox). */
  tableNow(channelId: string) {
    return tableNow(this.deps, channelId);
  }
  /** The host seats the game's computer player in the lobby (issue 25), or takes the last one out. */
  addComputer(actor: Actor, channelId: string) {
    return addComputer(this.deps, actor, channelId);
  }
  removeComputer(actor: Actor, channelId: string) {
    return removeComputer(this.deps, actor, channelId);
  }
  leave(actor: Actor, channelId: string) {
    return lobby.leave(this.deps, actor, channelId);
  }
  start(actor: Actor, channelId: string, order?: 'random' | 'join') {
    return this.thenAutopilot(lobby.start(this.deps, actor, channelId, order));
  }
  move(actor: Actor, req: moves.MoveRequest) {
    return this.thenAutopilot(moves.submitMove(this.deps, actor, req));
  }
  view(actor: Actor, where: Where) {
    return views.view(this.deps, actor, where);
  }
  status(where: Where) {
    return views.status(this.deps, where);
  }
  board(where: Where) {
    return views.board(this.deps, where);
  }
  log(where: Where, opts?: { page?: number; asFile?: boolean }) {
    return views.log(this.deps, where, opts);
  }
  /** The caller's open tables on this server, those waiting on them first. */
  mine(actor: Actor, guildId: string | null, page?: number) {
    return myTables(this.deps, actor, guildId, page);
  }
  /** Server statistics from finished tables: per game, per player, per faction or nation. */
  openTables(guildId: string | null) {
    return openTables(this.deps, guildId);
  }
  stats(req: StatsRequest) {
    return serverStats(this.deps, req);
  }
  /** The board or status as it was after a move of the log (0: the opening position). */
  history(where: Where, move: number, view: HistoryView) {
    return historyAt(this.deps, where, move, view);
  }
  /** The table's web page by its public id; with a personal link's token, what it opens too (src/web). */
  webPage(publicId: string, token?: string) {
    return web.webPage(this.deps, publicId, token);
  }
  /** The page's board and status after move N of the log (the history slider). */
  webPosition(publicId: string, move: number, token?: string) {
    return web.webPosition(this.deps, publicId, move, token);
  }
  /** Whether the table's server switched its pages off (/game server web-pages:false). */
  webPagesOff(publicId: string) {
    return web.webPagesOff(this.deps, publicId);
  }
  /** The table's version, polled for the page's live updates. */
  webVersion(publicId: string) {
    return web.webVersion(this.deps, publicId);
  }
  /** What a personal link opens at this table now (one seat's private layer), or why it opens nothing. */
  webPrivate(publicId: string, token: string) {
    return web.webPrivate(this.deps, publicId, token);
  }
  /** A personal link to the table's page for the actor's seat (valid a day); null when the page is off or they are not seated. */
  seatLink(actor: Actor, where: Where) {
    return web.seatLink(this.deps, actor, where);
  }
  /** True when the database answers (the web server's /healthz). */
  async healthy(): Promise<boolean> {
    try {
      await this.deps.store.versionByPublicId('health-check-0000000000');
      return true;
    } catch {
      return false;
    }
  }
  help(gameId?: string, topic?: string) {
    return views.help(this.deps.games, gameId, topic, gameId ? describeNew(dataSetsOf(this.deps).forNewTables(gameId)) : null);
  }
  /**
   * A game's help; with no topic, followed by the status of this channel's table if it plays that game, and naming the
   * component data set in use (the table's own when there is one).
   */
  async gameHelp(gameId: string, topic: string | undefined, channelId: string): Promise<Outcome> {
    const table = await this.deps.store.getActiveTable(channelId);
    const installed = this.deps.games.get(gameId);
    const sets = dataSetsOf(this.deps);
    const own = table && installed && table.gameId === gameId ? await sets.forTable(this.deps.store, table) : null;
    // Topics that quote numbers read them from the table's own data set.
    const games = own && installed ? new Map([[gameId, await sets.entryForTable(this.deps.store, installed, table!)]]) : this.deps.games;
    const outcome = views.help(games, gameId, topic, topic ? null : describeNew(own ?? sets.forNewTables(gameId)));
    if (topic || outcome.reply?.kind === 'error') return outcome;
    if (!table || table.gameId !== gameId) return outcome;
    const status = await views.status(this.deps, { tableId: table.id });
    // The table's status first: the rules summary is long and a Discord message holds 2,000 characters.
    return { ...outcome, reply: { kind: 'info', text: `${status.reply!.text}\n\n${outcome.reply!.text}` } };
  }
  /** A game's information subcommand (e.g. /civ area) for this channel's table, from the public view. */
  gameInfo(gameId: string, name: string, value: string, channelId: string) {
    return views.gameInfo(this.deps, gameId, name, value, channelId);
  }
  infoSuggest(gameId: string, name: string, channelId: string, typed: string) {
    return views.infoSuggest(this.deps, gameId, name, channelId, typed);
  }
  suggest(actor: Actor, channelId: string, req: Parameters<typeof views.suggest>[3]) {
    return views.suggest(this.deps, actor, channelId, req);
  }
  undo(actor: Actor, where: Where) {
    return this.thenAutopilot(undo(this.deps, actor, where));
  }
  resign(actor: Actor, where: Where, confirmed = false) {
    return resign(this.deps, actor, where, confirmed);
  }
  abort(actor: Actor, where: Where, confirmed = false) {
    return abort(this.deps, actor, where, confirmed);
  }
  /** With `autopilot`, the seat is freed and played by the game's default moves until someone takes it. */
  kick(actor: Actor, channelId: string, targetUserId: string, replacement?: { userId: string; name: string }, autopilot = false) {
    return this.thenAutopilot(kick(this.deps, actor, channelId, targetUserId, replacement, autopilot));
  }
  settings(actor: Actor, channelId: string, table: TableSettingsInput, player: PlayerSettingsInput) {
    return settings(this.deps, actor, channelId, table, player);
  }
  serverSettings(actor: Actor, guildId: string | null, creatorRoleId: string | null | undefined, changes?: ServerChanges) {
    return serverSettings(this.deps, actor, guildId, creatorRoleId, changes);
  }
  audit(actor: Actor, channelId: string) {
    return audit(this.deps, actor, channelId);
  }
  dueReminders() {
    return dueReminders(this.deps);
  }
  /** Plays the default moves of decisions whose deadline passed (the bot polls this with the reminders). */
  dueDeadlines(onError?: (tableId: string, err: unknown) => void) {
    return dueDeadlines(this.deps, onError);
  }
  /** A member left the server: their seats at this server's running tables go on autopilot. */
  memberLeft(guildId: string, userId: string) {
    return memberLeft(this.deps, guildId, userId);
  }

  /**
   * The actor's move form with this id as it is now, or the refusal to show (not seated, form gone). The Discord
   * adapter asks before answering a Submit with a modal, which must be its first response.
   */
  async form(actor: Actor, tableId: string, formId: string): Promise<{ form: MoveForm } | { refusal: Outcome }> {
    const found = await lookupForm(this.deps, actor, tableId, formId);
    return 'refusal' in found ? found : { form: found.form };
  }

  /** After a change, seats on autopilot answer their decisions at once (and deadlines that passed fire). */
  private async thenAutopilot(pending: Promise<Outcome>): Promise<Outcome> {
    const outcome = await pending;
    if (!outcome.tableId || outcome.reply?.kind === 'error' || outcome.version === undefined || !outcome.autopilot) return outcome;
    return withAutomatic(outcome, await runAutopilot(this.deps, outcome.tableId));
  }

  /** A button or select click: the action with the table id and version the component was made for. */
  act(actor: Actor, tableId: string, version: number, action: TableAction): Promise<Outcome> {
    return this.thenAutopilot(this.actNow(actor, tableId, version, action));
  }

  /**
   * The answer to a control that is not (or no longer) valid for a table: the table is gone, the game over, or the
   * actor's current prompt after "This prompt is out of date".
   */
  async stalePrompt(actor: Actor, tableId: string): Promise<Outcome> {
    const loaded = await tableById(this.deps, tableId);
    if (!loaded) return errorReply(msg('table.gone'));
    if (tableIsOver(loaded)) return moves.notRunning(loaded);
    return moves.stale(loaded, actor);
  }

  private async actNow(actor: Actor, tableId: string, version: number, action: TableAction): Promise<Outcome> {
    // A move (a decision button, a confirmation, a form) takes the table loaded here down the one move path.
    if (MOVE_ACTIONS.has(action.type)) {
      const loaded = await tableById(this.deps, tableId);
      if (!loaded) return errorReply(msg('table.gone'));
      if (action.type === 'option') return moves.chooseOption(this.deps, actor, loaded, version, action);
      if (action.type === 'confirm-move') return moves.confirmMove(this.deps, actor, loaded, version, action.notation);
      if (action.type === 'form-open') return openForm(actor, loaded, action.formId);
      if (action.type === 'form-submit') return submitForm(this.deps, actor, loaded, action.formId, action.values, action.confirmedAt);
    }
    const table = await this.deps.store.getTable(tableId);
    if (!table) return errorReply(msg('table.gone'));
    const where = { tableId };
    switch (action.type) {
      case 'pick': {
        if (table.status !== 'lobby') return errorReply(msg('table.notLobby'), tableId);
        const key = this.deps.games.get(table.gameId)?.module.lobbyPicks?.[0]?.key;
        if (!key) return this.stalePrompt(actor, tableId);
        return lobby.join(this.deps, actor, table.channelId, { [key]: action.value });
      }
      case 'my-view':
        return views.view(this.deps, actor, where);
      case 'board':
        return views.board(this.deps, where);
      case 'log':
        return views.log(this.deps, where);
      case 'history':
        return historyAt(this.deps, where, action.move, action.view);
      case 'join':
      case 'leave':
      case 'start': {
        if (table.status !== 'lobby' && action.type !== 'join') return errorReply(msg('table.notLobby'), tableId);
        if (tableIsOver({ table })) return moves.notRunning({ table });
        if (action.type === 'join') return lobby.join(this.deps, actor, table.channelId);
        if (action.type === 'leave') return lobby.leave(this.deps, actor, table.channelId);
        return lobby.start(this.deps, actor, table.channelId);
      }
      case 'undo':
        // The real reason first (not seated, the game over), then an out-of-date button.
        if (table.version !== version) return (await undoRefusal(this.deps, actor, where)) ?? this.stalePrompt(actor, tableId);
        return undo(this.deps, actor, where);
      case 'undo-vote':
        return undoVote(this.deps, actor, tableId, action.approve);
      case 'abort-confirm':
        if (table.version !== version) return (await abortRefusal(this.deps, actor, where)) ?? this.stalePrompt(actor, tableId);
        return abort(this.deps, actor, where, true);
      case 'resign-confirm':
        if (table.version !== version) return (await resignRefusal(this.deps, actor, where)) ?? this.stalePrompt(actor, tableId);
        return resign(this.deps, actor, where, true);
      case 'option':
      case 'confirm-move':
      case 'form-open':
      case 'form-submit':
        return errorReply(msg('table.gone'));
      case 'cancel':
        return replyOnly({ kind: 'info', text: msg('table.cancelled') }, tableId);
    }
  }
}
