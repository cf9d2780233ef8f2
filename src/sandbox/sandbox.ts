import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameCatalog } from '../games/entry.ts';
import type { Store } from '../store/port.ts';
import type { Actor } from '../tables/context.ts';
import type { TableImages } from '../tables/images.ts';
import type { Attachment, Outcome } from '../tables/outcome.ts';
import { TableService } from '../tables/service.ts';

export interface SandboxOptions {
  games: GameCatalog;
  store: Store;
  images: TableImages;
  gameId: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  /** Folder for board images; none written when absent. */
  out?: string;
  print: (line: string) => void;
}

export const SANDBOX_CHANNEL = 'sandbox';

/**
 * One local table played through the real table service, every seat at this keyboard.
 * Players are "Player 1".."Player N", in seat order (join order, so seat N is Player N).
 */
export class Sandbox {
  readonly service: TableService;
  readonly actors: Actor[];
  private imageCount = 0;

  constructor(private readonly opts: SandboxOptions) {
    this.service = new TableService({ store: opts.store, games: opts.games, images: opts.images, newSeed: () => opts.seed });
    this.actors = Array.from({ length: opts.players }, (_, i) => ({ userId: `p${i + 1}`, name: `Player ${i + 1}`, canManage: true }));
  }

  /** Opens the table, seats everyone and starts. Returns an error text if the game refuses. */
  async start(): Promise<string | null> {
    const [host, ...others] = this.actors;
    const steps: (() => Promise<Outcome>)[] = [
      () => this.service.newTable(host!, { guildId: null, channelId: SANDBOX_CHANNEL, gameId: this.opts.gameId, options: this.opts.options ?? {} }),
      ...others.map((a) => () => this.service.join(a, SANDBOX_CHANNEL)),
      () => this.service.start(host!, SANDBOX_CHANNEL, 'join'),
    ];
    for (const step of steps) {
      const outcome = await step();
      if (outcome.reply?.kind === 'error') return outcome.reply.text;
      await this.show(outcome, false);
    }
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
    if (outcome.reply?.kind === 'error') return outcome.reply.text;
    await this.show(outcome, true);
    return null;
  }

  /** Seats that must act now, 1-based, from the table's status. */
  async waitingActors(): Promise<Actor[]> {
    const table = await this.opts.store.getActiveTable(SANDBOX_CHANNEL);
    if (!table || table.status !== 'active') return [];
    const entry = this.opts.games.get(table.gameId)!;
    const seats = new Set(entry.module.pending(table.snapshot).map((d) => d.seat));
    return this.actors.filter((_a, i) => seats.has(i));
  }

  async finished(): Promise<boolean> {
    return (await this.opts.store.getActiveTable(SANDBOX_CHANNEL)) === null;
  }

  /** Prints an outcome as a terminal transcript and writes its images. */
  async show(outcome: Outcome, withReply: boolean): Promise<void> {
    const p = this.opts.print;
    if (withReply && outcome.reply) p(`  ${readable(outcome.reply.text, this.actors)}`);
    for (const post of outcome.posts) {
      p(readable(post.text, this.actors));
      if (post.image) p(`  [image] ${await this.save(post.image)}`);
    }
    for (const dm of outcome.dms) {
      const to = this.actors.find((a) => a.userId === dm.userId)?.name ?? dm.userId;
      p(`  [DM to ${to}] ${readable(dm.text, this.actors).split('\n').join(' / ')}`);
    }
  }

  private async save(image: Attachment): Promise<string> {
    if (!this.opts.out) return image.name;
    await mkdir(this.opts.out, { recursive: true });
    const file = join(this.opts.out, `${String(++this.imageCount).padStart(3, '0')}-${image.name}`);
    await writeFile(file, image.data);
    return file;
  }
}

/** Replaces Discord mentions with names for the terminal. */
function readable(text: string, actors: readonly Actor[]): string {
  return text.replace(/<@(\w+)>/g, (all, id: string) => {
    const actor = actors.find((a) => a.userId === id);
    return actor ? `@${actor.name}` : all;
  }).replace(/<#\w+>/g, '#sandbox');
}
