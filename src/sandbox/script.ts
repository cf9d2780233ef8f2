import type { Sandbox } from './sandbox.ts';

/** A move (`<seat>: <notation>`) or a sandbox command (`:view 3`, `:board greece`) on a line of a script. */
export type ScriptLine = { line: number; seat: string; notation: string } | { line: number; command: string; args: string[] };

/**
 * Parses a script: one move per line as `<seat>: <notation>`, or a sandbox command as typed at the prompt
 * (`:view 3`); blank lines and `#` comments are skipped.
 */
export function parseScript(text: string): ScriptLine[] | string {
  const lines: ScriptLine[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (trimmed.startsWith(':')) {
      const [command = '', ...args] = trimmed.slice(1).trim().split(/\s+/);
      if (!/^\w[\w-]*$/.test(command)) return `line ${index + 1}: expected a sandbox command such as ":view 1", got "${trimmed.slice(0, 60)}"`;
      lines.push({ line: index + 1, command, args });
      continue;
    }
    const m = /^([^:]{1,40}):\s*(.+)$/.exec(trimmed);
    if (!m) return `line ${index + 1}: expected "<seat>: <notation>" or a ":command", got "${trimmed.slice(0, 60)}"`;
    lines.push({ line: index + 1, seat: m[1]!.trim(), notation: m[2]!.trim() });
  }
  return lines;
}

/** Script lines as text that parseScript reads back. */
export function formatScript(lines: readonly ScriptLine[]): string {
  return lines.map((l) => ('command' in l ? `:${[l.command, ...l.args].join(' ')}` : `${l.seat}: ${l.notation}`)).join('\n');
}

/** Plays the script; stops at the first refused move or failed command with its message. Returns null when all lines were played. */
export async function runScript(sandbox: Sandbox, script: readonly ScriptLine[]): Promise<string | null> {
  for (const step of script) {
    if ('command' in step) {
      const error = await sandbox.command(step.command, step.args);
      if (error && error !== 'help') return `line ${step.line} (:${[step.command, ...step.args].join(' ')}): ${error}`;
      continue;
    }
    const actor = sandbox.actorFor(step.seat);
    if (!actor) return `line ${step.line}: there is no seat "${step.seat}" (seats are 1..${sandbox.actors.length})`;
    const error = await sandbox.move(actor, step.notation);
    if (error) return `line ${step.line} (${actor.name}: ${step.notation}): ${error}`;
  }
  return null;
}
