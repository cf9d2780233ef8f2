import { createInterface } from 'node:readline/promises';
import type { Sandbox } from './sandbox.ts';
import { SANDBOX_CHANNEL } from './sandbox.ts';

const HELP = [
  'Type a move for the player who must act (e.g. "build E7"), or "<seat>: <move>" for a given seat.',
  'Commands: :view <seat>  :status  :log  :board  :undo <seat>  :help  :quit',
].join('\n');

/** Reads moves from the terminal until the game ends or the user quits. */
export async function runInteractive(sandbox: Sandbox, print: (line: string) => void): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  print(HELP);
  try {
    while (!(await sandbox.finished())) {
      const waiting = await sandbox.waitingActors();
      const prompt = waiting.length === 1 ? `${waiting[0]!.name}> ` : `[${waiting.map((a) => a.name).join(', ')}]> `;
      let line: string;
      try {
        line = (await rl.question(prompt)).trim();
      } catch {
        return; // input closed
      }
      if (line === '') continue;
      if (line === ':quit' || line === ':q') return;
      if (line.startsWith(':')) {
        await command(sandbox, line, print);
        continue;
      }
      const explicit = /^([^:]{1,40}):\s*(.+)$/.exec(line);
      const actor = explicit ? sandbox.actorFor(explicit[1]!.trim()) : waiting.length === 1 ? waiting[0] : undefined;
      if (!actor) {
        print(waiting.length > 1 ? `Several players must act: write "<seat>: <move>".` : 'No such seat.');
        continue;
      }
      const error = await sandbox.move(actor, explicit ? explicit[2]! : line);
      if (error) print(`  ✗ ${error}`);
    }
  } finally {
    rl.close();
  }
}

async function command(sandbox: Sandbox, line: string, print: (line: string) => void): Promise<void> {
  const [name, arg] = line.slice(1).split(/\s+/, 2) as [string, string | undefined];
  const actor = arg ? sandbox.actorFor(arg) : (await sandbox.waitingActors())[0];
  const where = { channelId: SANDBOX_CHANNEL };
  switch (name) {
    case 'view':
      if (actor) await sandbox.show(await sandbox.service.view(actor, where), true);
      return;
    case 'status':
      return sandbox.show(await sandbox.service.status(where), true);
    case 'log':
      return sandbox.show(await sandbox.service.log(where), true);
    case 'board': {
      const outcome = await sandbox.service.board(where);
      return sandbox.show({ ...outcome, posts: outcome.reply?.image ? [{ text: outcome.reply.text, mentions: [], image: outcome.reply.image, buttons: [] }] : [], reply: undefined }, false);
    }
    case 'undo':
      if (actor) await sandbox.show(await sandbox.service.undo(actor, where), true);
      return;
    default:
      print(HELP);
  }
}
