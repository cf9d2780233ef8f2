/**
 * The leak audit through Discord (issue 20): a seeded game of one game played by the fake Discord's users (decision
 * buttons, /move, /game undo with its vote buttons, My view, Board, Log, history, /game mine, autocomplete), and every
 * message the bot sent (channel posts, ephemeral replies, DMs, with their components' labels, ids and options, the
 * pictures' SVG text and alt text) checked, as it arrives, against what each seat keeps secret; at the end the bot's
 * log lines too. The table-service audit (test/support/leak-audit) covers deadlines, reminders and autopilot.
 */
import { waitingDecisions } from '../../../src/engine/decisions.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { Seat } from '../../../src/engine/types.ts';
import { catalogOf } from '../../../src/games/entry.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { allComponents, messageText } from '../fake-discord/index.ts';
import type { FakeMessage, FakeUser } from '../fake-discord/types.ts';
import { namesSecret, type LeakProfile } from '../../support/leak-audit/profiles.ts';
import { checkHeard, svgTextImages, type HeardText, type LeakReport } from '../../support/leak-audit/recorder.ts';
import { NO_SECRETS, secretsAt, union, type Secrets } from '../../support/leak-audit/secrets.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './table-harness.ts';

export interface DiscordAuditResult extends LeakReport {
  moves: number;
  hiddenMoves: number;
  undos: number;
  logLines: number;
}

const NAMES = ['ann', 'ben', 'cat', 'dee', 'eve'];

export async function auditOnDiscord(profile: LeakProfile, seed: string, moves: number): Promise<DiscordAuditResult> {
  const h = await startTableHarness(catalogOf([profile.entry]), NAMES.slice(0, profile.players), { newSeed: () => seed, images: svgTextImages });
  try {
    return await new DiscordAudit(h, profile, seed).run(moves);
  } finally {
    await h.close();
  }
}

/** Every visible string of a message, with its pictures' SVG text. */
function visibleText(m: FakeMessage): string {
  return [messageText(m), ...m.attachments.filter((a) => a.filename.endsWith('.svg')).map((a) => Buffer.from(a.bytes).toString())].join('\n');
}

class DiscordAudit {
  private readonly game;
  private readonly chooser;
  private readonly seen = new Set<string>();
  private readonly everSecret = new Set<string>();
  private tableId = '';
  private readonly result: DiscordAuditResult = { leaks: [], texts: 0, checks: 0, moves: 0, hiddenMoves: 0, undos: 0, logLines: 0 };

  constructor(
    private readonly h: TableHarness,
    private readonly profile: LeakProfile,
    seed: string,
  ) {
    this.game = profile.entry.module;
    this.chooser = seedRng(`discord-audit-${seed}`);
  }

  async run(moves: number): Promise<DiscordAuditResult> {
    const { h } = this;
    const [host, ...others] = h.users as [FakeUser, ...FakeUser[]];
    await h.slash(host, 'game', { subcommand: 'new', options: { game: this.game.id } });
    for (const u of others) await h.slash(u, 'game', { subcommand: 'join', options: {} });
    let before: Secrets = NO_SECRETS;
    await h.slash(host, 'game', { subcommand: 'start', options: { order: 'join' } });
    this.tableId = (await h.active())!.id;
    await this.audit(before);
    for (let step = 0; this.result.moves < moves && step < moves * 2 && (await h.active()); step++) {
      before = await this.secrets();
      const hidden = await this.playOne();
      await this.audit(before);
      // Every third hidden move is taken back (the rest let the game go on past its hidden setup choices).
      if (hidden !== null && this.result.hiddenMoves % 3 === 1 && (await h.active())) await this.undo(hidden);
      if (step % 10 === 5 && (await h.active())) await this.lookAround();
    }
    this.checkLogs();
    return this.result;
  }

  private async secrets(): Promise<Secrets> {
    const now = await secretsAt(this.h.store, this.tableId, this.profile);
    for (const map of [now.secrets, now.hiddenMoves]) for (const words of map.values()) for (const w of words) this.everSecret.add(w);
    return now;
  }

  /** Checks the messages that are new or edited since the last call. */
  private async audit(before: Secrets): Promise<void> {
    const table = (await this.h.store.getTable(this.tableId))!;
    const after = await this.secrets();
    const secrets = union(before.secrets, after.secrets);
    const hiddenMoves = union(before.hiddenMoves, after.hiddenMoves);
    const seats = await this.h.store.listSeats(this.tableId);
    const known = new Map(secrets);
    if (table.status === 'active') for (const s of seats) known.set(s.seat, [...(secrets.get(s.seat) ?? []), ...this.game.legal(table.snapshot, s.seat)]);
    const heard: HeardText[] = [];
    for (const m of this.h.fake.allMessages()) {
      const text = visibleText(m);
      const signature = `${m.id}:${text.length}`;
      if (this.seen.has(signature)) continue;
      this.seen.add(signature);
      const reader = m.audience.kind === 'channel' ? null : m.audience.userId;
      heard.push({ readerUserId: reader, kind: reader === null ? 'public' : 'private', where: `${m.audience.kind} message`, text });
    }
    if (table.status !== 'active') return;
    checkHeard(this.profile, heard, { secrets, hiddenMoves, knownBefore: known, seatOfUser: (id) => seats.find((s) => s.userId === id)?.seat ?? null }, this.result);
  }

  private async userFor(seat: Seat): Promise<FakeUser> {
    return this.h.userForSeat(this.tableId, seat);
  }

  /** One move: a decision button on the turn post when it offers the move, else /move. Returns a hidden move's seat. */
  private async playOne(): Promise<Seat | null> {
    const table = (await this.h.active())!;
    const decisions = waitingDecisions(this.game.pending(table.snapshot));
    if (decisions.length === 0) return null;
    const d = decisions[randomInt(this.chooser, decisions.length)]!;
    const move = pickWeighted(this.chooser, this.game.legal(table.snapshot, d.seat), this.game.randomPlayWeights);
    const user = await this.userFor(d.seat);
    const post = latestTurnPost(this.h.fake);
    const buttonId = post ? allComponents(post).find((c) => typeof c.custom_id === 'string' && c.custom_id.startsWith('t|o|') && c.custom_id.endsWith(`|${move}`))?.custom_id : undefined;
    const reply = buttonId && post ? await (await this.h.fake.clickButton(user, post, String(buttonId))).final({ timeoutMs: 30_000 }) : await this.h.slash(user, 'move', { options: { text: move } });
    if (reply.content.startsWith('⚠️')) throw new Error(`legal move "${move}" of seat ${d.seat} was refused: ${reply.content}`);
    this.result.moves++;
    const hidden = this.game.publicNotation !== undefined && this.game.publicNotation(move, d.seat) !== move;
    if (hidden) this.result.hiddenMoves++;
    return hidden ? d.seat : null;
  }

  /** /game undo by the mover of a hidden move; every player asked answers by button (agree every other time). */
  private async undo(seat: Seat): Promise<void> {
    let before = await this.secrets();
    const user = await this.userFor(seat);
    await this.h.slash(user, 'game', { subcommand: 'undo', options: {} });
    this.result.undos++;
    await this.audit(before);
    const vote = this.h.fake.messages(this.h.fake.channelId).at(-1)!;
    const agree = allComponents(vote).find((c) => c.label === 'Agree');
    if (!agree) return;
    const voters = (await this.h.store.getTable(this.tableId))!.settings.undoVote?.voters ?? [];
    const approve = this.result.undos % 2 === 0;
    for (const id of approve ? voters : voters.slice(0, 1)) {
      const voter = this.h.users.find((u) => u.id === id);
      const button = allComponents(vote).find((c) => c.label === (approve ? 'Agree' : 'Decline'));
      if (!voter || !button) continue;
      before = await this.secrets();
      await (await this.h.fake.clickButton(voter, vote, String(button.custom_id))).final({ timeoutMs: 30_000 });
      await this.audit(before);
    }
  }

  /** Views, board, log, history, /game mine and autocomplete, as players press them between moves. */
  private async lookAround(): Promise<void> {
    const before = await this.secrets();
    const post = latestTurnPost(this.h.fake);
    for (const user of this.h.users) {
      await this.h.slash(user, 'game', { subcommand: 'view', options: {} });
      await this.h.slash(user, 'game', { subcommand: 'mine', options: {} });
      const choices = await this.h.fake.autocomplete(user, 'move', { options: { text: '' }, focused: 'text' });
      const seats = await this.h.store.listSeats(this.tableId);
      const table = (await this.h.store.getTable(this.tableId))!;
      const known = new Map(before.secrets);
      for (const s of seats) known.set(s.seat, [...(before.secrets.get(s.seat) ?? []), ...this.game.legal(table.snapshot, s.seat)]);
      const now = await this.secrets();
      checkHeard(this.profile, choices.map((c) => ({ readerUserId: user.id, kind: 'autocomplete' as const, where: 'autocomplete', text: `${c.name} ${String(c.value)}` })), { secrets: now.secrets, hiddenMoves: now.hiddenMoves, knownBefore: known, seatOfUser: (id) => seats.find((s) => s.userId === id)?.seat ?? null }, this.result);
    }
    const reader = this.h.users[0]!;
    if (post) for (const label of ['Board', 'Log']) {
      const id = allComponents(post).find((c) => c.label === label)?.custom_id;
      if (id) await (await this.h.fake.clickButton(reader, post, String(id))).final({ timeoutMs: 30_000 });
    }
    const last = (await this.h.store.listMoves(this.tableId)).at(-1)?.seq ?? 0;
    await this.h.slash(reader, 'game', { subcommand: 'board', options: { move: randomInt(this.chooser, last + 1) } });
    await this.h.slash(reader, 'game', { subcommand: 'status', options: { move: last } });
    await this.h.slash(reader, 'game', { subcommand: 'log', options: {} });
    await this.audit(before);
  }

  /** No secret word ever appears in the bot's own log (operators read it; DESIGN: hidden information never logged). */
  private checkLogs(): void {
    this.result.logLines = this.h.logLines.length;
    for (const line of this.h.logLines) for (const word of this.everSecret) if (namesSecret(this.profile, line, word)) this.result.leaks.push(`log line names "${word}": ${line.slice(0, 200)}`);
  }
}
