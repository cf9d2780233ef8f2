import { waitingDecisions } from '../engine/decisions.ts';
import type { Decision, GameEvent, GameResult, Seat } from '../engine/types.ts';
import type { SeatRecord, TableRecord } from '../store/port.ts';
import { hasNoMember, mention, userAt, type LoadedTable } from './context.ts';
import { deadlineNote } from './deadlines.ts';
import { msg } from './messages.ts';
import { onVacation } from './player-time.ts';
import type { ActionButton, ActionSelect, Attachment, DirectMessage, PublicPost, TableAction } from './outcome.ts';

/** Most option buttons a post carries before it switches to a select menu (one row stays for My view/Board/Log). */
const MAX_OPTION_BUTTONS = 15;
const MAX_SELECT_OPTIONS = 25;

export function button(table: TableRecord, action: TableAction, label: string, style: ActionButton['style'] = 'secondary'): ActionButton {
  return { action, label, style, tableId: table.id, version: table.version };
}

export function seatName(seats: readonly SeatRecord[], seat: Seat): string {
  return userAt(seats, seat)?.displayName ?? `Seat ${seat + 1}`;
}

export function lobbyPost(loaded: LoadedTable, headline: string): PublicPost {
  const { table, game, seats } = loaded;
  const seated = seats.length === 0 ? msg('table.lobby.none') : seats.map((s) => `${s.seat + 1}. ${s.displayName}${pickText(s)}`).join(', ');
  // The first lobby pick (colour, faction) as a select menu: choosing joins, or changes your pick.
  const pick = game.lobbyPicks?.[0];
  const taken = new Set(pick?.unique ? seats.map((s) => s.picks[pick.key]).filter((v): v is string => v !== undefined) : []);
  const free = pick ? pick.choices.filter((c) => !taken.has(c.value)) : [];
  const select: ActionSelect | undefined =
    pick && free.length > 0
      ? { kind: 'pick', placeholder: msg('table.lobby.pick', { pick: pick.label }), tableId: table.id, version: table.version, options: free.slice(0, MAX_SELECT_OPTIONS).map((c) => ({ label: c.label, value: c.value })) }
      : undefined;
  return {
    text: [headline, msg('table.lobby.seats', { seats: seated }), `${seats.length}/${game.maxPlayers}`].join('\n'),
    mentions: [],
    select,
    buttons: [
      button(table, { type: 'join' }, msg('button.join'), 'primary'),
      button(table, { type: 'leave' }, msg('button.leave')),
      button(table, { type: 'start' }, msg('button.start'), 'success'),
    ],
  };
}

export function pickText(seat: SeatRecord): string {
  const values = Object.values(seat.picks);
  return values.length > 0 ? ` (${values.join(', ')})` : '';
}

/** Distinct decision options across all pending decisions, in a stable order: the index used by buttons. */
export function decisionOptions(decisions: readonly Decision[]): { label: string; notation: string; style: ActionButton['style'] }[] {
  const seen = new Map<string, { label: string; notation: string; style: ActionButton['style'] }>();
  for (const d of decisions) {
    for (const o of d.options ?? []) {
      if (!seen.has(o.notation)) seen.set(o.notation, { label: o.label, notation: o.notation, style: o.style ?? 'primary' });
    }
  }
  return [...seen.values()];
}

/** A decision is new when the seat did not hold the same one before the change. */
export function isNewDecision(d: Decision, before: readonly Decision[] | null): boolean {
  return before === null || !before.some((b) => b.seat === d.seat && b.kind === d.kind && b.prompt === d.prompt);
}

/** Which of the decisions open after a change their players are told about (pinged and DMed). */
export type NotifyRule = (d: Decision) => boolean;

/**
 * The players to tell after a change: a seat with a new player hears of everything open for it; the player who just
 * moved in person is not told again of the next step of their own turn (one Energy Empire turn is several moves);
 * everyone else hears of decisions that are new since before the change.
 */
export function notifyRule(before: readonly Decision[] | null, opts: { mover?: Seat; newPlayers?: readonly Seat[] } = {}): NotifyRule {
  const moverWasWaited = opts.mover !== undefined && (before ?? []).some((b) => b.seat === opts.mover && !b.answered);
  return (d) => opts.newPlayers?.includes(d.seat) === true || (!(moverWasWaited && d.seat === opts.mover) && isNewDecision(d, before));
}

/**
 * Who must act now, one line per decision. Only seats whose decision is new are pinged: a player whose
 * offer is still open from an earlier move is named, not pinged again for every move. A player on vacation
 * is named as such and never pinged.
 */
function decisionLines(loaded: LoadedTable, decisions: readonly Decision[], notify: NotifyRule, now: Date): { lines: string[]; mentions: string[] } {
  const lines: string[] = [];
  const mentions = new Set<string>();
  const turnSeats = new Set(decisions.map((d) => d.seat));
  for (const d of decisions) {
    if (d.answered) {
      lines.push(msg('table.answered', { name: seatName(loaded.seats, d.seat) }));
      continue;
    }
    const seat = userAt(loaded.seats, d.seat);
    const away = seat !== undefined && onVacation(seat, now);
    const ping = seat !== undefined && !hasNoMember(seat) && !away && notify(d);
    const who = ping ? mention(seat.userId) : away ? msg('table.onVacation', { name: seatName(loaded.seats, d.seat) }) : seatName(loaded.seats, d.seat);
    if (ping) mentions.add(seat.userId);
    const line = turnSeats.size === 1 && d.kind === 'turn' ? msg('table.turn', { mention: who, prompt: d.prompt }) : msg('table.decision', { mention: who, prompt: d.prompt });
    lines.push(line + deadlineNote(loaded, d));
  }
  return { lines, mentions: [...mentions] };
}

/** The public post after a change: what happened, the board, who must act and their buttons. */
export function turnPost(loaded: LoadedTable, headline: string | null, image: Attachment | undefined, notify: NotifyRule, now: Date): PublicPost {
  const { table, game, state } = loaded;
  const decisions = game.pending(state);
  const { lines, mentions } = decisionLines(loaded, decisions, notify, now);
  const options = decisionOptions(decisions);
  const buttons: ActionButton[] = [];
  let select: ActionSelect | undefined;
  if (options.length > 0 && options.length <= MAX_OPTION_BUTTONS) {
    options.forEach((o, index) => buttons.push(button(table, { type: 'option', index, notation: o.notation }, o.label, o.style)));
  } else if (options.length > MAX_OPTION_BUTTONS) {
    select = {
      kind: 'option',
      placeholder: decisions[0]?.prompt ?? 'Choose',
      tableId: table.id,
      version: table.version,
      options: options.slice(0, MAX_SELECT_OPTIONS).map((o, index) => ({ label: o.label, value: String(index) })),
    };
  }
  buttons.push(button(table, { type: 'my-view' }, msg('button.myView'), 'primary'));
  buttons.push(button(table, { type: 'board' }, msg('button.board')));
  buttons.push(button(table, { type: 'log' }, msg('button.log')));
  const text = [headline, game.statusLine(state), ...lines].filter((l): l is string => !!l).join('\n');
  return { text, mentions, image, buttons, select, isTurnPost: true };
}

export function eventsText(events: readonly GameEvent[]): string {
  return events.map((e) => e.text).filter((t) => t !== '').join(' ');
}

/** Private lines of events, one DM per seated user who has any. */
export function privateEventDms(loaded: LoadedTable, events: readonly GameEvent[]): DirectMessage[] {
  const bySeat = new Map<Seat, string[]>();
  for (const e of events) for (const p of e.private ?? []) bySeat.set(p.seat, [...(bySeat.get(p.seat) ?? []), p.text]);
  const dms: DirectMessage[] = [];
  for (const [seat, texts] of bySeat) {
    const user = userAt(loaded.seats, seat);
    if (!user || hasNoMember(user)) continue;
    dms.push({ userId: user.userId, text: msg('dm.private', { game: loaded.game.title, channel: loaded.table.channelId, text: texts.join('\n') }), linkToTurnPost: true, fallbackToChannel: true });
  }
  return dms;
}

/** A DM to every seated player with a new decision who has DMs on and is not on vacation; never to anyone else. */
export function turnDms(loaded: LoadedTable, channelId: string, notify: NotifyRule, now: Date): DirectMessage[] {
  const dms: DirectMessage[] = [];
  const seen = new Set<string>();
  for (const d of waitingDecisions(loaded.game.pending(loaded.state))) {
    const user = userAt(loaded.seats, d.seat);
    if (!user || hasNoMember(user) || !user.dmEnabled || onVacation(user, now) || seen.has(user.userId) || !notify(d)) continue;
    seen.add(user.userId);
    dms.push({ userId: user.userId, text: msg('dm.turn', { game: loaded.game.title, channel: channelId, prompt: d.prompt }), linkToTurnPost: true, fallbackToChannel: true, kind: 'turn' });
  }
  return dms;
}

export function resultText(loaded: LoadedTable, result: GameResult): string {
  const lines = [...result.scores]
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map((s) =>
      msg('table.scoreLine', {
        rank: s.rank,
        user: seatName(loaded.seats, s.seat),
        total: s.total,
        breakdown: Object.entries(s.breakdown).map(([k, v]) => `${k} ${v}`).join(', '),
      }),
    );
  const winners = result.scores.filter((s) => s.rank === 1);
  const winner = winners.length > 0 ? [msg(winners.length > 1 ? 'table.sharedWin' : 'table.winner', { names: winners.map((w) => seatName(loaded.seats, w.seat)).join(', '), total: winners[0]!.total })] : [];
  return [msg('table.finished', { game: loaded.game.title, summary: result.summary ?? '' }).trim(), ...winner, ...lines].join('\n');
}
