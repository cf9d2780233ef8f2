import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameCatalog } from '../games/entry.ts';
import type { Actor } from '../tables/context.ts';
import type { Attachment, Outcome } from '../tables/outcome.ts';
import type { TableService } from '../tables/service.ts';
import { formLines } from './form-text.ts';
import { terminalText } from './terminal-text.ts';

export interface SandboxOptions {
  games: GameCatalog;
  /** The table service on the sandbox's own database, its new tables seeded with `seed`. */
  service: TableService;
  gameId: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  /** Seats (0-based) the game's computer player plays: seated as AI players (seat 1, the host's, put on autopilot). */
  aiSeats?: ReadonlySet<number>;
  /** Folder for board images; none written when absent. */
  out?: string;
  print: (line: string) => void;
}

export const SANDBOX_CHANNEL = 'sandbox';
const where = { channelId: SANDBOX_CHANNEL };

/** Seat N is played by "Player N" (join order); scripts made ahead of a game use the same names. */
export function sandboxSeatNames(players: number): string[] {
  return Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
}

/** How every line meant for one player alone starts, so private text is never printed unlabelled. */
export function privateLabel(name: string): string {
  return `[private, to ${name}]`;
}

/**
 * One local table played through the real table service, every seat at this keyboard.
 * Players are "Player 1".."Player N", in seat order (join order, so seat N is Player N).
 */
export class Sandbox {
  readonly service: TableService;
  readonly actors: Actor[];
  private imageCount = 0;

  constructor(private readonly opts: SandboxOptions) {
    this.service = opts.service;
    this.actors = sandboxSeatNames(opts.players).map((name, i) => ({ userId: `p${i + 1}`, name, canManage: true }));
  }

  /**
   * Opens the table, seats everyone and starts. The lobby's posts (join buttons, seat counts) mean
   * nothing at a terminal, so only the start is shown. Returns an error text if the game refuses.
   */
  async start(): Promise<string | null> {
    const [host, ...others] = this.actors;
    const opened = await this.service.newTable(host!, { guildId: null, channelId: SANDBOX_CHANNEL, gameId: this.opts.gameId, options: this.opts.options ?? {} });
    if (opened.reply?.kind === 'error') return this.text(opened.reply.text);
    const ai = this.opts.aiSeats ?? new Set<number>();
    for (const [i, a] of others.entries()) {
      const joined = ai.has(i + 1) ? await this.service.addComputer(host!, SANDBOX_CHANNEL) : await this.service.join(a, SANDBOX_CHANNEL);
      if (joined.reply?.kind === 'error') return this.text(joined.reply.text);
    }
    const started = await this.service.start(host!, SANDBOX_CHANNEL, 'join');
    if (started.reply?.kind === 'error') return this.text(started.reply.text);
    const page = started.posts.find((p) => p.link)?.link?.url;
    if (page) this.opts.print(`The table's page: ${page}`);
    await this.show(started);
    if (ai.has(0)) await this.show(await this.service.kick(host!, SANDBOX_CHANNEL, host!.userId, undefined, true));
    return null;
  }

  actorFor(seatOrName: string): Actor | undefined {
    const n = Number(seatOrName);
    if (Number.isInteger(n)) return this.actors[n - 1];
    const lower = seatOrName.toLowerCase();
    return this.actors.find((a) => a.name.toLowerCase() === lower || a.userId === lower);
  }

  /** Plays a move for a seat; returns the rule error text when refused. */
  async move(actor: Actor, text: string): Promise<string | null> {
    const outcome = await this.service.move(actor, { channelId: SANDBOX_CHANNEL, text });
    if (outcome.reply?.kind === 'error') return this.text(outcome.reply.text);
    // The public post already says what happened: the mover's "Done: …" reply would repeat it.
    await this.show({ ...outcome, reply: outcome.posts.length > 0 ? undefined : outcome.reply }, actor);
    return null;
  }

  /**
   * A `:command` typed at the prompt. Returns an error text, 'help' to print the sandbox's own help, or
   * null when done.
   */
  async command(name: string, args: readonly string[]): Promise<string | 'help' | null> {
    const seatArg = args.find((a) => a !== 'all');
    const actor = seatArg ? this.actorFor(seatArg) : (await this.waitingActors())[0] ?? this.actors[0];
    if (seatArg && !actor && ['view', 'undo', 'agree', 'decline'].includes(name)) return `There is no seat "${seatArg}" (seats are 1..${this.actors.length}).`;
    switch (name) {
      case 'view':
        await this.show(await this.service.view(actor!, where), actor);
        if (args.includes('all')) await this.printAllLegal(actor!);
        return null;
      case 'status':
        await this.show(await this.service.status(where));
        return null;
      case 'log':
        await this.show(await this.service.log(where, { page: Number(args[0]) || undefined }));
        return null;
      case 'board': {
        if (args.length > 0 && this.infoCommand('board')) return this.info('board', args);
        const outcome = await this.service.board(where);
        if (outcome.reply?.kind === 'error') return this.text(outcome.reply.text);
        // Once the game is over its status line ("The game is over.") was said by the final post and is said again at the end.
        const text = (await this.finished()) ? '' : (outcome.reply?.text ?? '');
        await this.show({ ...outcome, reply: undefined, posts: [{ text, mentions: [], image: outcome.reply?.image, buttons: [] }] });
        return null;
      }
      case 'undo': {
        const outcome = await this.service.undo(actor!, where);
        if (outcome.reply?.kind !== 'error') {
          await this.show(outcome);
          return null;
        }
        // Without a seat, the seat that acts now was asked: say how to take back another seat's move.
        const refused = `${actor!.name}: ${this.text(outcome.reply.text)}`;
        return seatArg ? refused : `${refused} To take back another seat's move, name it: :undo <seat> (seats are 1..${this.actors.length}).`;
      }
      case 'agree':
      case 'decline': {
        if (!seatArg) return `Say whose answer it is: :${name} <seat>.`;
        const table = await this.service.tableNow(SANDBOX_CHANNEL);
        if (!table) return 'The game is over.';
        await this.show(await this.service.act(actor!, table.id, table.version, { type: 'undo-vote', approve: name === 'agree' }));
        return null;
      }
      case 'help': {
        if (args.length === 0) this.opts.print(SANDBOX_HELP_HEADER);
        await this.show(await this.service.help(this.opts.gameId, args.join(' ') || undefined));
        return null;
      }
      case '':
      case '?':
        return 'help';
      default:
        if (this.infoCommand(name)) return this.info(name, args);
        return `Unknown command ":${name}". Commands: :view :status :log :board :undo :agree :decline :help :quit${this.infoNames()}`;
    }
  }

  private infoCommand(name: string) {
    return this.opts.games.get(this.opts.gameId)?.infoCommands?.find((c) => c.name === name);
  }

  private infoNames(): string {
    const names = (this.opts.games.get(this.opts.gameId)?.infoCommands ?? []).map((c) => `:${c.name} <${c.option.name}>`);
    return names.length > 0 ? `; this game's: ${names.join(' ')}` : '';
  }

  /** A game's information subcommand (e.g. /civ board region:), public: its text and image as a post would show them. */
  private async info(name: string, args: readonly string[]): Promise<string | null> {
    const value = args.join(' ');
    if (!value) return `Say which ${this.infoCommand(name)!.option.name}: :${name} <${this.infoCommand(name)!.option.name}>.`;
    const outcome = await this.service.gameInfo(this.opts.gameId, name, value, SANDBOX_CHANNEL);
    if (outcome.reply?.kind === 'error') return this.text(outcome.reply.text);
    const image = outcome.reply?.image && { ...outcome.reply.image, name: outcome.reply.image.name.replace(/\.png$/, `-${value.replace(/[^\w-]+/g, '-')}.png`) };
    await this.show({ ...outcome, reply: undefined, posts: [{ text: outcome.reply?.text ?? '', mentions: [], image, buttons: [] }] });
    return null;
  }

  private async printAllLegal(actor: Actor): Promise<void> {
    const table = await this.service.tableNow(SANDBOX_CHANNEL);
    if (!table) return;
    const legal = table.legal(this.actors.indexOf(actor));
    this.opts.print(`  All ${legal.length} legal moves of ${actor.name}:`);
    for (const move of legal) this.opts.print(`    ${move}`);
  }

  /** A move of this game to show as an example: the first legal move of the first seat to act ("pass" when none). */
  async exampleMove(): Promise<string> {
    const table = await this.service.tableNow(SANDBOX_CHANNEL);
    const seat = table?.waitingSeats[0];
    return (table && seat !== undefined ? table.legal(seat)[0] : undefined) ?? 'pass';
  }

  /** Seats that must act now, 1-based, from the table's status. */
  async waitingActors(): Promise<Actor[]> {
    const seats = new Set((await this.service.tableNow(SANDBOX_CHANNEL))?.waitingSeats ?? []);
    return this.actors.filter((_a, i) => seats.has(i));
  }

  async finished(): Promise<boolean> {
    return (await this.service.tableNow(SANDBOX_CHANNEL)) === null;
  }

  async statusText(): Promise<string> {
    return this.text((await this.service.status(where)).reply?.text ?? '');
  }

  /**
   * Prints an outcome as a terminal transcript and writes its images. The reply goes to `replyTo` alone (a private
   * view, a move's answer), so with it every line of the reply carries that player's label, as DMs do.
   */
  async show(outcome: Outcome, replyTo?: Actor): Promise<void> {
    const p = this.opts.print;
    const reply = outcome.reply;
    const label = replyTo ? `  ${privateLabel(replyTo.name)} ` : '  ';
    // A reply that only repeats a public post (the start, an undo request) is printed once, as the post.
    if (reply && !outcome.posts.some((post) => post.text.startsWith(reply.text))) p(this.text(reply.text).split('\n').map((l) => `${label}${l}`).join('\n'));
    for (const line of formLines(reply?.forms ?? [])) p(`${label}${this.text(line)}`);
    if (reply?.image) p(`${label}[image] ${await this.save(reply.image, replyTo)}`);
    for (const post of outcome.posts) {
      if (post.text) p(this.text(post.text));
      if (post.image) p(`  [image] ${await this.save(post.image)}`);
    }
    for (const dm of outcome.dms) {
      if (dm.kind === 'turn') continue; // the post above already names whose turn it is
      const to = this.actors.find((a) => a.userId === dm.userId);
      const dmLabel = privateLabel(to?.name ?? dm.userId);
      p(`  ${dmLabel} ${this.text(dm.text).split('\n').join(' / ')}`);
      if (dm.image) p(`  ${dmLabel} [image] ${await this.save(dm.image, to)}`);
    }
  }

  /** Table text as a terminal shows it (see terminal-text.ts). */
  text(text: string): string {
    return terminalText(text, this.actors);
  }

  /** Writes an image as NNN-<name>; one for a single player is named after them (NNN-player-3-<name>). */
  private async save(image: Attachment, owner?: Actor): Promise<string> {
    const name = owner ? `${owner.name.toLowerCase().replace(/\s+/g, '-')}-${image.name}` : image.name;
    if (!this.opts.out) return name;
    await mkdir(this.opts.out, { recursive: true });
    const file = join(this.opts.out, `${String(++this.imageCount).padStart(3, '0')}-${name}`);
    await writeFile(file, image.data);
    return file;
  }
}

const SANDBOX_HELP_HEADER = 'Rules help (":help <topic>" for one topic; ":?" for the sandbox commands):';
