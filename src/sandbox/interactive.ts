import { createInterface, type Interface } from 'node:readline';
import type { Sandbox } from './sandbox.ts';

/** The sandbox's own help; `example` is a move of this game (the first legal move of whoever acts when it is printed). */
export const sandboxHelp = (example: string): string => [
  `Type a move for the player who must act (e.g. "${example}"), or "<seat>: <move>" for a given seat.`,
  'Commands:',
  '  :view [seat] [all]  a seat\'s private view and legal moves ("all" lists every legal move)',
  '  :status  :log  :board  the table\'s status, the move log, the full board image',
  '  :<info> <value>     a game\'s information command, e.g. :board greece or :area thebes in Advanced Civilization',
  '  :undo [seat]        take back a move; :agree <seat> / :decline <seat> answer an undo request',
  '  :help [topic]       the game\'s rules help (topics are listed by :help)',
  '  :quit               stop (also Ctrl-D or the end of piped input)',
].join('\n');

/** Lines typed at the terminal or piped on standard input; whether any line comes can be asked before the table starts. */
export class TerminalInput {
  readonly tty: boolean;
  readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  private held: IteratorResult<string> | null = null;

  constructor(input: NodeJS.ReadableStream) {
    this.tty = (input as { isTTY?: boolean }).isTTY === true;
    this.rl = createInterface({ input, output: this.tty ? process.stdout : undefined, terminal: this.tty });
    // The iterator is taken at once: readline reads ahead, and lines emitted before anyone listens are lost.
    this.lines = this.rl[Symbol.asyncIterator]();
    this.rl.on('SIGINT', () => this.rl.close());
  }

  /** Waits for the first line or the end of input; true when a line came (it is kept for next()). */
  async hasLines(): Promise<boolean> {
    this.held ??= await this.lines.next();
    return this.held.done !== true;
  }

  next(): Promise<IteratorResult<string>> {
    const held = this.held;
    this.held = null;
    return held ? Promise.resolve(held) : this.lines.next();
  }

  close(): void {
    this.rl.close();
  }
}

/**
 * Reads moves from the terminal, or lines piped on standard input, in order, until the game ends, the
 * user quits or the input ends. Each line is played before the next one is read.
 */
export async function runInteractive(sandbox: Sandbox, print: (line: string) => void, source: NodeJS.ReadableStream | TerminalInput): Promise<void> {
  const input = source instanceof TerminalInput ? source : new TerminalInput(source);
  const { tty, rl } = input;
  print(sandboxHelp(await sandbox.exampleMove()));
  const prompt = async () => {
    const waiting = await sandbox.waitingActors();
    return waiting.length === 1 ? `${waiting[0]!.name}> ` : `[${waiting.map((a) => a.name).join(', ')}]> `;
  };
  try {
    if (await sandbox.finished()) return;
    if (tty) {
      rl.setPrompt(await prompt());
      rl.prompt();
    }
    for await (const raw of { [Symbol.asyncIterator]: () => ({ next: () => input.next() }) }) {
      const line = raw.trim();
      if (!tty && line !== '') print(`${await prompt()}${line}`);
      if (line === ':quit' || line === ':q') return;
      if (line !== '') await handle(sandbox, line, print);
      if (await sandbox.finished()) return;
      if (tty) {
        rl.setPrompt(await prompt());
        rl.prompt();
      }
    }
  } finally {
    input.close();
  }
}

async function handle(sandbox: Sandbox, line: string, print: (line: string) => void): Promise<void> {
  if (line.startsWith(':')) {
    const [name = '', ...args] = line.slice(1).trim().split(/\s+/);
    const error = await sandbox.command(name, args);
    if (error === 'help') print(sandboxHelp(await sandbox.exampleMove()));
    else if (error) print(`  ✗ ${error}`);
    return;
  }
  const waiting = await sandbox.waitingActors();
  const explicit = /^([^:]{1,40}):\s*(.+)$/.exec(line);
  const actor = explicit ? sandbox.actorFor(explicit[1]!.trim()) : waiting.length === 1 ? waiting[0] : undefined;
  if (!actor) {
    print(explicit ? `  ✗ There is no seat "${explicit[1]!.trim()}" (seats are 1..${sandbox.actors.length}).` : `  ✗ Several players must act (${waiting.map((a) => a.name).join(', ')}): write "<seat>: <move>".`);
    return;
  }
  const error = await sandbox.move(actor, explicit ? explicit[2]! : line);
  if (error) print(`  ✗ ${error}`);
}
