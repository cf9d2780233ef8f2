import { moveSeconds, movesTotal, timed } from '../metrics.ts';
import { mayMove, waitingDecisions } from '../engine/decisions.ts';
import { isRuleError, type RuleError } from '../engine/errors.ts';
import { MAX_NOTATION_LENGTH } from '../engine/notation.ts';
import { playNotation, type PlayedMove } from '../engine/play.ts';
import { ConflictError } from '../store/port.ts';
import { seatOf, settingsOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlinePatch } from './deadlines.ts';
import { msg } from './messages.ts';
import { errorReply, type Outcome } from './outcome.ts';
import { button, decisionOptions, eventsText, seatName } from './posts.ts';
import { moveAsSeenBy } from './move-text.ts';
import { afterChange, locateTable, nextReminderAt } from './shared.ts';
import { currentPrompt } from './views.ts';
import { rateFinishedTable } from './ratings.ts';

/** How often a move is re-validated and retried when another player's move landed first. */
const MAX_ATTEMPTS = 4;

export interface MoveRequest {
  /** The table: by channel (slash commands) or by id (buttons). */
  channelId?: string;
  tableId?: string;
  text: string;
  /** Ask the player to confirm before applying (costly or irreversible subcommands). */
  confirmFirst?: boolean;
  /** Set by a game's own command: the table must be playing that game. */
  gameId?: string;
}

/** How many allowed moves a refusal lists at most; when there are more, it says how many it shows. */
export const MAX_ALLOWED_LISTED = 20;

/**
 * A refused move's text: the game's message, then the allowed moves, unless the message already lists them in its own
 * words (it names the first ones in order), so they are never listed twice.
 */
export function ruleErrorText(error: RuleError): string {
  const allowed = error.allowed ?? [];
  // A single move named in passing ("you cannot pass now") is not a list: then the message must say it is allowed.
  const listed = error.message.includes(allowed.slice(0, 2).join(', ')) && (allowed.length > 1 || /allowed/i.test(error.message));
  if (allowed.length === 0 || listed) return error.message;
  const moves = allowed.slice(0, MAX_ALLOWED_LISTED).join(', ');
  const list = allowed.length > MAX_ALLOWED_LISTED ? msg('rule.allowedSome', { moves, shown: MAX_ALLOWED_LISTED, count: allowed.length }) : msg('rule.allowed', { moves });
  return `${error.message}\n${list}`;
}

/**
 * What a move request plays at the table as loaded for one attempt: its notation, or the refusal to answer with (a form
 * whose values no longer fit the state). Called again on every attempt, so a retry after a conflict is checked anew.
 */
export type Compose = (loaded: LoadedTable, seat: number) => string | Outcome;

/**
 * Submits a move for the actor's seat: the one path of every move (typed, button, confirmation, form). The table is
 * loaded once (or taken as the caller loaded it), the move composed and validated against that state, applied once
 * and committed once; only if another write lands first is the table loaded again and the move validated again, so a
 * move that is still legal (answers to simultaneous decisions) is never lost, and one that is not is refused clearly.
 */
export async function submitMove(deps: TableServiceDeps, actor: Actor, req: MoveRequest, opts: { loaded?: LoadedTable; compose?: Compose } = {}): Promise<Outcome> {
  const outcome = await timed(moveSeconds, {}, () => submitMoveNow(deps, actor, req, opts));
  movesTotal.inc({ outcome: outcome.reply?.kind === 'error' ? 'refused' : 'played' });
  return outcome;
}

async function submitMoveNow(deps: TableServiceDeps, actor: Actor, req: MoveRequest, opts: { loaded?: LoadedTable; compose?: Compose }): Promise<Outcome> {
  if (req.text.length > MAX_NOTATION_LENGTH) return errorReply(msg('error.tooLong', { max: MAX_NOTATION_LENGTH }));
  let conflicted = false;
  let preloaded = opts.loaded;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const loaded = preloaded ?? (await locateTable(deps, req));
    preloaded = undefined;
    if (!loaded) return errorReply(msg('table.none'));
    if (loaded.table.status !== 'active') return errorReply(msg('table.notActive', { status: loaded.table.status }), loaded.table.id);
    if (req.gameId && req.gameId !== loaded.table.gameId) {
      return errorReply(msg('table.otherGame', { game: loaded.game.title, command: loaded.game.commands.name }), loaded.table.id);
    }
    const seat = seatOf(loaded.seats, actor.userId);
    if (!seat) return errorReply(msg('table.notSeated'), loaded.table.id);
    if (!mayMove(loaded.game, loaded.state, seat.seat)) return notYourTurn(loaded, conflicted);
    const text = opts.compose ? opts.compose(loaded, seat.seat) : req.text;
    if (typeof text !== 'string') return text;
    const played = playNotation(loaded.game, loaded.state, seat.seat, text);
    if (isRuleError(played)) {
      const refusal = conflicted ? `${msg('table.conflict')}\n${ruleErrorText(played)}` : ruleErrorText(played);
      return errorReply(refusal, loaded.table.id);
    }
    if (req.confirmFirst) return confirmation(loaded, seat.seat, played);
    try {
      return await commitMove(deps, actor, loaded, seat.seat, played);
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      conflicted = true;
    }
  }
  return errorReply(msg('table.conflict'));
}

function confirmation(loaded: LoadedTable, seat: number, played: PlayedMove<unknown>): Outcome {
  return {
    reply: {
      kind: 'info',
      text: `${msg('table.confirm', { move: moveAsSeenBy(loaded, { notation: played.notation, seat }, seat) })}\n${eventsText(played.events)}`,
      buttons: [
        button(loaded.table, { type: 'confirm-move', notation: played.notation }, msg('button.confirm'), 'danger'),
        button(loaded.table, { type: 'cancel' }, msg('button.cancel')),
      ],
    },
    posts: [],
    dms: [],
    tableId: loaded.table.id,
  };
}

async function commitMove(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable, seat: number, played: PlayedMove<unknown>): Promise<Outcome> {
  const { table, game } = loaded;
  const result = game.result(played.state);
  const now = (deps.clock ?? (() => new Date()))();
  const updated = await deps.store.commit(table.id, table.version, {
    moves: [{ seat, userId: actor.userId, notation: played.notation }],
    table: {
      snapshot: played.state,
      ...(result
        ? { status: 'finished' as const, result, nextReminderAt: null, deadlines: null, deadlineAt: null }
        : { remindersSent: 0, ...deadlinePatch(deps, loaded, { state: played.state, reminder: nextReminderAt(table, now), mover: seat }) }),
      // A new move cancels any open undo request.
      settings: { ...settingsOf(table), undoVote: null },
    },
  });
  if (result) await rateFinishedTable(deps.store, updated);
  const after: LoadedTable = { ...loaded, table: updated, state: played.state };
  const described = eventsText(played.events);
  const headline = msg('table.moved', { user: actor.name, events: described || moveAsSeenBy(after, { notation: played.notation, seat }, 'everyone') });
  const outcome = await afterChange(deps, after, headline, played.events, { lastMove: { notation: played.notation, seat }, previous: { state: loaded.state }, mover: seat });
  const buttons = !played.reveals && !result ? [button(updated, { type: 'undo' }, msg('button.undo'))] : [];
  // The mover is not pinged for the next step of their own turn (notifyRule): the reply says what it is.
  const next = waitingDecisions(game.pending(played.state)).filter((d) => d.seat === seat).map((d) => msg('table.yourNext', { prompt: d.prompt }));
  const done = msg('table.moveDone', { events: described || moveAsSeenBy(after, { notation: played.notation, seat }, seat) });
  return { ...outcome, reply: { text: [done, ...next].join('\n'), kind: 'success', buttons } };
}

/**
 * A click on a decision option. A click made for an older version still counts when the clicking
 * player's decision still offers the same move (another player answering a simultaneous decision
 * must not invalidate everyone else's buttons); otherwise it is refused as out of date.
 */
export async function chooseOption(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable, version: number, choice: { notation?: string; index?: number }): Promise<Outcome> {
  const tableId = loaded.table.id;
  const seat = seatOf(loaded.seats, actor.userId);
  // The real reason first: not seated, the game over, not this seat's turn; only then an out-of-date prompt.
  if (!seat) return errorReply(msg('table.notSeated'), tableId);
  if (loaded.table.status !== 'active') return notRunning(loaded);
  const mine = loaded.game.pending(loaded.state).filter((d) => d.seat === seat.seat);
  if (mine.length === 0) return notYourTurn(loaded);
  const options = decisionOptions(mine);
  let notation = choice.notation || undefined;
  if (notation === undefined) {
    if (version !== loaded.table.version || choice.index === undefined || choice.index < 0) return stale(loaded, actor);
    notation = decisionOptions(loaded.game.pending(loaded.state))[choice.index]?.notation;
  }
  if (notation === undefined) return stale(loaded, actor);
  if (!options.some((o) => o.notation === notation)) {
    return version === loaded.table.version ? errorReply(msg('table.notYourDecision'), tableId) : stale(loaded, actor);
  }
  return submitMove(deps, actor, { tableId, text: notation }, { loaded });
}

/** The confirmed move must be made at exactly the version it was confirmed for. */
export async function confirmMove(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable, version: number, notation: string): Promise<Outcome> {
  const tableId = loaded.table.id;
  if (!seatOf(loaded.seats, actor.userId)) return errorReply(msg('table.notSeated'), tableId);
  if (loaded.table.status !== 'active') return notRunning(loaded);
  if (loaded.table.version !== version) return stale(loaded, actor);
  return submitMove(deps, actor, { tableId, text: notation }, { loaded });
}

/** Who the game waits for, by name and seat ("Ann (seat 1)"): with a random order "seat 1" alone reads as yourself. */
export function waitingFor(loaded: LoadedTable): string {
  const seats = [...new Set(loaded.game.pending(loaded.state).map((d) => d.seat))];
  return seats.map((seat) => msg('table.seatWaiting', { name: seatName(loaded.seats, seat), seat: seat + 1 })).join(', ');
}

function notYourTurn(loaded: LoadedTable, conflicted = false): Outcome {
  const who = waitingFor(loaded);
  const text = who ? msg('table.notYourTurn', { who }) : msg('table.nobodyToMove', { status: loaded.game.statusLine(loaded.state) });
  return errorReply(conflicted ? `${msg('table.conflict')}\n${text}` : text, loaded.table.id);
}

/** A prompt of a game that is over or aborted: says so, not "out of date". */
export function notRunning(loaded: Pick<LoadedTable, 'table'>): Outcome {
  return errorReply(msg('table.over', { status: loaded.table.status }), loaded.table.id);
}

/** The refusal of an out-of-date click: the actor's current prompt (options, forms) with a note that it changed. */
export function stale(loaded: LoadedTable, actor: Actor): Outcome {
  const prompt = currentPrompt(loaded, actor.userId);
  return { reply: { ...prompt, text: `${msg('table.stale')}\n${prompt.text}`, kind: 'error' }, posts: [], dms: [], tableId: loaded.table.id };
}
