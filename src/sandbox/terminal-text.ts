import type { Actor } from '../tables/context.ts';

/** Discord's words for the table's controls, as the sandbox's commands. */
const COMMANDS: [RegExp, string][] = [
  [/\/game (view|status|board|log|undo|help)\b/g, ':$1'],
  [/\bpress My view\b/gi, 'type :view'],
  [/ \(press a button below to fill one in\)/g, ' (see the forms below)'],
  [/\buse \/move with autocomplete\b/g, 'type ":view <seat> all" to list them all'],
  [/\/move\b/g, 'a move'],
];

/**
 * Table text for a terminal: mentions become names, channel links "the table", and Discord markdown
 * (bold, code spans) and slash-command hints are replaced by plain words and the sandbox's commands.
 */
export function terminalText(text: string, actors: readonly Actor[]): string {
  let out = text
    .replace(/<@(\w+)>/g, (all, id: string) => {
      const actor = actors.find((a) => a.userId === id);
      return actor ? `@${actor.name}` : all;
    })
    .replace(/ in <#\w+>/g, '')
    .replace(/<#\w+>/g, 'the table')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
  for (const [pattern, replacement] of COMMANDS) out = out.replace(pattern, replacement);
  return out;
}
