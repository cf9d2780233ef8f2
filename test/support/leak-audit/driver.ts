/**
 * The leak audit's game (issue 20): a seeded game of one game played through the table service with random legal
 * moves, taking every message path on the way — turn posts and DMs, My view, board, status, log pages and the log file,
 * history, /game mine, autocomplete, refusals, undo requests of hidden moves with their votes and approvals, deadlines
 * that play hidden decisions, reminders, a seat kicked to autopilot and taken over, and resigning. Every text is
 * checked, when it is sent, against what each seat keeps secret at that moment.
 */
import { waitingDecisions } from '../../../src/engine/decisions.ts';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import type { Seat } from '../../../src/engine/types.ts';
import { catalogOf } from '../../../src/games/entry.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import type { Store } from '../../../src/store/port.ts';
import type { Actor } from '../../../src/tables/context.ts';
import type { Outcome } from '../../../src/tables/outcome.ts';
import { TableService } from '../../../src/tables/service.ts';
import { openTestStore } from '../db.ts';
import { namesSecret, type LeakProfile } from './profiles.ts';
import { checkHeard, heardIn, svgTextImages, type LeakReport } from './recorder.ts';
import { anySecret, NO_SECRETS, secretsAt, union, type Secrets } from './secrets.ts';

export interface AuditOptions {
  seed: string;
  /** Moves played (by players, deadlines and the autopilot) before the table is resigned, unless it ends first. */
  moves: number;
}

export interface AuditResult extends LeakReport {
  moves: number;
  hiddenMoves: number;
  paths: Record<string, number>;
  /** True when some seat held a secret at some point (the control that the search looks at the right words). */
  sawSecrets: boolean;
  ownViewShowedSecret: boolean;
  /** The table's status when the audit ended, and the last move of its log. */
  ended: string;
}

const NAMES = ['Ann', 'Ben', 'Cat', 'Dee', 'Eve'];
const HOST: Actor = { userId: 'u0', name: NAMES[0]!, canManage: false };

export async function auditGame(profile: LeakProfile, opts: AuditOptions): Promise<AuditResult> {
  const db = await openTestStore();
  try {
    return await new Audit(db.store, profile, opts).run();
  } finally {
    await db.cleanup();
  }
}

class Audit {
  private readonly service: TableService;
  private readonly game;
  private readonly chooser: RngState;
  private readonly channelId: string;
  private readonly actors: Actor[];
  private now = new Date('2026-03-02T12:00:00Z');
  private tableId = '';
  /** Some move of the log hides a choice (its notation is then a secret of its mover). */
  private hasHiddenMoves = false;
  private readonly result: AuditResult = { leaks: [], texts: 0, checks: 0, moves: 0, hiddenMoves: 0, paths: {}, sawSecrets: false, ownViewShowedSecret: false, ended: '' };

  constructor(
    private readonly store: Store,
    private readonly profile: LeakProfile,
    private readonly opts: AuditOptions,
  ) {
    this.game = profile.entry.module;
    this.chooser = seedRng(`audit-${opts.seed}`);
    this.channelId = `audit-${profile.entry.module.id}`;
    this.actors = NAMES.slice(0, profile.players).map((name, i) => ({ userId: `u${i}`, name, canManage: false }));
    this.service = new TableService({ store, games: catalogOf([profile.entry]), images: svgTextImages, clock: () => this.now, newSeed: () => opts.seed });
  }

  async run(): Promise<AuditResult> {
    const { channelId } = this;
    await this.send('lobby', HOST, () => this.service.newTable(HOST, { guildId: 'g', channelId, gameId: this.game.id, options: this.profile.options ?? {} }));
    for (const actor of this.actors.slice(1)) await this.send('lobby', actor, () => this.service.join(actor, channelId));
    await this.send('settings', HOST, () => this.service.settings(HOST, channelId, { reminderHours: 6, maxReminders: 5, turnDeadlineHours: 48, offTurnDeadlineHours: 24 }, {}));
    await this.send('start', HOST, () => this.service.start(HOST, channelId, 'join'));
    this.tableId = (await this.store.getActiveTable(channelId))!.id;
    let undoAsked = 0;
    for (let step = 0; step < this.opts.moves * 3 && this.result.moves < this.opts.moves && (await this.active()); step++) {
      if (step % 9 === 4) await this.lookAround();
      if (step % 13 === 7) await this.autocomplete();
      if (step % 11 === 2) await this.refusals();
      if (step % 17 === 16) await this.deadline();
      if (step % 19 === 10) await this.reminder();
      if (step === Math.floor(this.opts.moves / 3)) await this.autopilotAndTakeOver();
      const hidden = await this.playOne();
      if (hidden !== null && undoAsked++ % 2 === 0 && (await this.active())) await this.undoHidden(hidden);
    }
    if (await this.active()) await this.lookAround();
    const last = (await this.store.listMoves(this.tableId)).at(-1);
    this.result.ended = `${(await this.store.getTable(this.tableId))!.status} after ${last?.seq ?? 0} moves (last: ${last?.notation ?? '-'})`;
    if (await this.active()) await this.resign();
    return this.result;
  }

  private async active(): Promise<boolean> {
    return (await this.store.getTable(this.tableId))?.status === 'active';
  }

  private async state(): Promise<unknown> {
    return (await this.store.getTable(this.tableId))!.snapshot;
  }

  private actorOf(seat: Seat): Actor | undefined {
    return this.actors[seat];
  }

  /** Each seat's secrets now (see secretsAt). */
  private async momentNow(): Promise<Secrets> {
    const now = await secretsAt(this.store, this.tableId, this.profile);
    if ([...now.hiddenMoves.values()].some((m) => m.length > 0)) this.hasHiddenMoves = true;
    if (anySecret(now)) this.result.sawSecrets = true;
    return now;
  }

  /**
   * What each seat knew before a change, plus the moves it may make itself now: a hidden answer such as "ships none" is
   * no secret to a reader who has the same move among its own (its view lists them).
   */
  private async withOwnMoves(before: Map<Seat, string[]>): Promise<Map<Seat, string[]>> {
    const table = (await this.store.getTable(this.tableId))!;
    const known = new Map(before);
    if (table.status !== 'active' || !this.hasHiddenMoves) return known;
    for (const seat of this.actors.keys()) known.set(seat, [...(before.get(seat) ?? []), ...this.game.legal(table.snapshot, seat)]);
    return known;
  }

  /** Runs one request and checks every text it sends against the secrets before and after it. */
  private async send(path: string, actor: Actor | null, request: () => Promise<Outcome | null>): Promise<Outcome | null> {
    const before = this.tableId ? await this.momentNow() : NO_SECRETS;
    const outcome = await request();
    this.result.paths[path] = (this.result.paths[path] ?? 0) + 1;
    if (!outcome || !this.tableId) return outcome;
    await this.check(outcome, actor, path, before);
    return outcome;
  }

  /**
   * Checks an outcome against the secrets before and after the change it made: a card that changed hands, or a hidden
   * move that an undo took out of the log, is still no one else's to read in the messages about that change.
   */
  private async check(outcome: Outcome, actor: Actor | null, path: string, before: Secrets): Promise<void> {
    const after = await this.momentNow();
    const secrets = union(before.secrets, after.secrets);
    const hiddenMoves = union(before.hiddenMoves, after.hiddenMoves);
    if (!anySecret({ secrets, hiddenMoves })) return;
    const seats = await this.store.listSeats(this.tableId);
    const seatOfUser = (userId: string) => seats.find((s) => s.userId === userId)?.seat ?? null;
    // A reader knows its own secrets of before and after the change.
    const knownBefore = await this.withOwnMoves(union(before.secrets, after.secrets));
    checkHeard(this.profile, heardIn(outcome, actor?.userId ?? null, path), { secrets, hiddenMoves, knownBefore, seatOfUser }, this.result);
  }

  /** One move by a random seat that must act: a decision button when the move is one, else typed. Returns a hidden move's mover. */
  private async playOne(): Promise<Seat | null> {
    const table = (await this.store.getTable(this.tableId))!;
    const decisions = waitingDecisions(this.game.pending(table.snapshot));
    if (decisions.length === 0) return null;
    const decision = decisions[randomInt(this.chooser, decisions.length)]!;
    const actor = this.actorOf(decision.seat);
    const seats = await this.store.listSeats(this.tableId);
    const seated = seats.find((s) => s.seat === decision.seat);
    if (!actor || !seated || seated.userId !== actor.userId) return null;
    const legal = this.game.legal(table.snapshot, decision.seat);
    if (legal.length === 0) throw new Error(`seat ${decision.seat} holds "${decision.kind}" but has no legal move`);
    const move = pickWeighted(this.chooser, legal, this.game.randomPlayWeights);
    const byButton = decision.options?.some((o) => o.notation === move);
    const outcome = byButton
      ? await this.send('move: button', actor, () => this.service.act(actor, this.tableId, table.version, { type: 'option', index: -1, notation: move }))
      : await this.send('move: typed', actor, () => this.service.move(actor, { channelId: this.channelId, text: move }));
    if (outcome?.reply?.kind === 'error') throw new Error(`legal move "${move}" of seat ${decision.seat} refused: ${outcome.reply.text}`);
    this.result.moves++;
    this.now = new Date(this.now.getTime() + 60_000);
    const hidden = this.game.publicNotation !== undefined && this.game.publicNotation(move, decision.seat) !== move;
    if (hidden) this.result.hiddenMoves++;
    return hidden ? decision.seat : null;
  }

  /** The mover of a hidden move asks to take it back; an affected player declines or agrees (alternately). */
  private async undoHidden(seat: Seat): Promise<void> {
    const actor = this.actorOf(seat)!;
    const asked = await this.send('undo', actor, () => this.service.undo(actor, { channelId: this.channelId }));
    const vote = asked?.posts[0]?.buttons.find((b) => b.action.type === 'undo-vote');
    if (!vote) return;
    const table = (await this.store.getTable(this.tableId))!;
    const voterIds = table.settings.undoVote?.voters ?? [];
    const approve = this.result.paths['undo-vote'] === undefined || this.result.paths['undo-vote'] % 2 === 1;
    for (const userId of approve ? voterIds : voterIds.slice(0, 1)) {
      const voter = this.actors.find((a) => a.userId === userId);
      if (voter) await this.send('undo-vote', voter, () => this.service.act(voter, this.tableId, vote.version, { type: 'undo-vote', approve }));
    }
  }

  /** What players look at between moves: their views, the board, status, log, history and their tables. */
  private async lookAround(): Promise<void> {
    const where = { channelId: this.channelId };
    for (const actor of this.actors) {
      await this.send('view', actor, () => this.service.view(actor, where));
      await this.send('mine', actor, () => this.service.mine(actor, 'g'));
    }
    await this.send('board', null, () => this.service.board(where));
    await this.send('status', null, () => this.service.status(where));
    await this.send('log', null, () => this.service.log(where));
    await this.send('log-file', null, () => this.service.log(where, { asFile: true }));
    const last = (await this.store.listMoves(this.tableId)).at(-1)?.seq ?? 0;
    const move = randomInt(this.chooser, last + 1);
    await this.send('history', null, () => this.service.history(where, move, 'board'));
    await this.send('history', null, () => this.service.history(where, last, 'status'));
    // The control: a seat that holds a secret sees it in its own view.
    const state = await this.state();
    for (const [seat, actor] of this.actors.entries()) {
      const words = this.profile.secrets(state, seat);
      if (words.length === 0) continue;
      const view = await this.service.view(actor, where);
      const text = [view.reply?.text ?? '', view.reply?.image?.data.toString() ?? ''].join('\n');
      if (words.some((w) => namesSecret(this.profile, text, w))) this.result.ownViewShowedSecret = true;
    }
  }

  /** Every seat's autocomplete for /move and for each of the game's subcommands. */
  private async autocomplete(): Promise<void> {
    const subcommands = this.game.commands.subcommands;
    for (const actor of this.actors) {
      const lists = [await this.service.suggest(actor, this.channelId, { subcommand: null, option: 'text', filled: {}, typed: '' })];
      for (const sub of subcommands) for (const option of sub.options ?? []) lists.push(await this.service.suggest(actor, this.channelId, { subcommand: sub.name, option: option.name, filled: {}, typed: '' }));
      const texts = lists.flat().map((c) => ({ readerUserId: actor.userId, kind: 'autocomplete' as const, where: 'autocomplete', text: `${c.name} ${c.value}` }));
      const { secrets, hiddenMoves } = await this.momentNow();
      const seats = await this.store.listSeats(this.tableId);
      checkHeard(this.profile, texts, { secrets, hiddenMoves, knownBefore: await this.withOwnMoves(new Map()), seatOfUser: (id) => seats.find((s) => s.userId === id)?.seat ?? null }, this.result);
      this.result.paths.autocomplete = (this.result.paths.autocomplete ?? 0) + 1;
    }
  }

  /** Moves that are refused: by a seat with nothing to decide, malformed, oversized, and a stranger's click. */
  private async refusals(): Promise<void> {
    const table = (await this.store.getTable(this.tableId))!;
    const waiting = new Set(this.game.pending(table.snapshot).map((d) => d.seat));
    const idle = this.actors.find((_, seat) => !waiting.has(seat));
    if (idle) await this.send('refused: not your turn', idle, () => this.service.move(idle, { channelId: this.channelId, text: this.game.legal(table.snapshot, [...waiting][0] ?? 0)[0] ?? 'pass' }));
    const someone = this.actors[randomInt(this.chooser, this.actors.length)]!;
    await this.send('refused: malformed', someone, () => this.service.move(someone, { channelId: this.channelId, text: 'fly to the moon ###' }));
    await this.send('refused: oversized', someone, () => this.service.move(someone, { channelId: this.channelId, text: 'x'.repeat(5000) }));
    const stranger: Actor = { userId: 'stranger', name: 'Zed', canManage: false };
    await this.send('refused: stranger', stranger, () => this.service.act(stranger, this.tableId, table.version - 1, { type: 'option', index: 0, notation: '' }));
    await this.send('refused: stale undo', someone, () => this.service.act(someone, this.tableId, table.version - 1, { type: 'undo' }));
  }

  /** The clock passes the next deadline: the platform plays the waiting decisions' default moves. */
  private async deadline(): Promise<void> {
    const table = (await this.store.getTable(this.tableId))!;
    if (!table.deadlineAt) return;
    this.now = new Date(table.deadlineAt.getTime() + 60_000);
    const before = await this.momentNow();
    for (const outcome of await this.service.dueDeadlines()) await this.check(outcome, null, 'deadline', before);
    this.result.paths.deadline = (this.result.paths.deadline ?? 0) + 1;
  }

  private async reminder(): Promise<void> {
    this.now = new Date(this.now.getTime() + 7 * 3_600_000);
    const before = await this.momentNow();
    for (const outcome of await this.service.dueReminders()) await this.check(outcome, null, 'reminder', before);
    this.result.paths.reminder = (this.result.paths.reminder ?? 0) + 1;
  }

  /** The host puts the last seat on autopilot; later a newcomer takes the seat over (and gets its private view). */
  private async autopilotAndTakeOver(): Promise<void> {
    const target = this.actors.at(-1)!;
    await this.send('kick: autopilot', HOST, () => this.service.kick({ ...HOST, canManage: true }, this.channelId, target.userId, undefined, true));
    for (let i = 0; i < 3 && (await this.active()); i++) await this.playOne();
    if (!(await this.active())) return;
    const newcomer: Actor = { userId: `u${this.actors.length - 1}-new`, name: 'Fay', canManage: false };
    this.actors[this.actors.length - 1] = newcomer;
    await this.send('take seat', newcomer, () => this.service.join(newcomer, this.channelId));
  }

  private async resign(): Promise<void> {
    const actor = this.actors[1]!;
    await this.send('resign', actor, () => this.service.resign(actor, { channelId: this.channelId }));
    const table = (await this.store.getTable(this.tableId))!;
    await this.send('resign', actor, () => this.service.act(actor, this.tableId, table.version, { type: 'resign-confirm' }));
  }
}
