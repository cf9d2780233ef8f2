/** The bot as a child process (`npm start`, `npm run …`), configured by environment variables, as a user runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HANG_MS } from '../fake-discord/wait.ts';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface BotProcess {
  child: ChildProcess;
  output: string[];
  /** Resolves when every process of the group has closed its output (npm, the shell, tsx and the bot). */
  exited: Promise<number | null>;
}

export function runNpm(args: string[], env: NodeJS.ProcessEnv): BotProcess {
  // A process group of its own, so that the whole group can be cleaned up if a test fails midway.
  const child = spawn('npm', args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output, exited };
}

export async function waitForOutput(running: BotProcess, text: string | RegExp, timeoutMs = HANG_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const found = () => (typeof text === 'string' ? running.output.join('').includes(text) : text.test(running.output.join('')));
  while (!found()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${String(text)}"; output:\n${running.output.join('')}`);
    if (running.child.exitCode !== null) throw new Error(`process exited (${running.child.exitCode}) before "${String(text)}":\n${running.output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * SIGTERM to the bot's own process (its pid is in its log lines), as `docker stop` or a process manager
 * sends it; npm and tsx then exit with it.
 */
export async function stopBotProcess(running: BotProcess): Promise<number | null> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return running.exited;
  const pid = Number(/"pid":(\d+)[^\n]*"msg":"bot ready"/.exec(running.output.join(''))?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error('no bot pid in the log');
  process.kill(pid, 'SIGTERM');
  return running.exited;
}

/** Last resort after a failed test: stop cleanly if possible within 10 s, else kill the whole group. */
export async function killBotProcess(running: BotProcess | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return;
  await Promise.race([stopBotProcess(running).catch(() => null), new Promise((r) => setTimeout(r, 10_000))]);
  if (running.child.exitCode === null) {
    try {
      process.kill(-running.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
