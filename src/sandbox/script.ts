import type { Sandbox } from './sandbox.ts';

export interface ScriptLine {
  line: number;
  seat: string;
  notation: string;
}

/** Parses a script: one move per line as `<seat>: <notation>`; blank lines and `#` comments are skipped. */
export function parseScript(text: string): ScriptLine[] | string {
  const lines: ScriptLine[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const m = /^([^:]{1,40}):\s*(.+)$/.exec(trimmed);
    if (!m) return `line ${index + 1}: expected "<seat>: <notation>", got "${trimmed.slice(0, 60)}"`;
    lines.push({ line: index + 1, seat: m[1]!.trim(), notation: m[2]!.trim() });
  }
  return lines;
}

/** Plays the script; stops at the first refused move with the rule's message. Returns null when all moves were played. */
export async function runScript(sandbox: Sandbox, script: readonly ScriptLine[]): Promise<string | null> {
  for (const step of script) {
    const actor = sandbox.actorFor(step.seat);
    if (!actor) return `line ${step.line}: there is no seat "${step.seat}" (seats are 1..${sandbox.actors.length})`;
    const error = await sandbox.move(actor, step.notation);
    if (error) return `line ${step.line} (${actor.name}: ${step.notation}): ${error}`;
  }
  return null;
}
