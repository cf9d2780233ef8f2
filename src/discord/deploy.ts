import { REST, Routes, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { localizeCommands } from './localizations.ts';

export interface CommandDiff {
  added: string[];
  removed: string[];
  changed: string[];
  unchanged: string[];
}

type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Fields Discord echoes back that are not part of what we send. */
const SERVER_FIELDS = new Set(['id', 'application_id', 'version', 'guild_id', 'default_permission', 'nsfw', 'integration_types', 'contexts', 'dm_permission', 'type']);

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => !SERVER_FIELDS.has(k) && v !== undefined && v !== null && v !== false && !(Array.isArray(v) && v.length === 0))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, comparable(v)]),
    );
  }
  return value;
}

export function diffCommands(current: readonly { name: string }[], wanted: readonly CommandJson[]): CommandDiff {
  const byName = new Map(current.map((c) => [c.name, c]));
  const diff: CommandDiff = { added: [], removed: [], changed: [], unchanged: [] };
  for (const w of wanted) {
    const c = byName.get(w.name);
    if (!c) diff.added.push(w.name);
    else if (JSON.stringify(comparable(c)) !== JSON.stringify(comparable(w))) diff.changed.push(w.name);
    else diff.unchanged.push(w.name);
  }
  for (const c of current) if (!wanted.some((w) => w.name === c.name)) diff.removed.push(c.name);
  return diff;
}

/**
 * Registers the commands for one guild (instant, for development) or globally (for release),
 * replacing the whole set in one request, and reports what changed.
 */
export async function deployCommands(opts: { token: string; applicationId: string; guildId?: string; apiUrl?: string; commands: CommandJson[] }): Promise<CommandDiff> {
  const rest = new REST(opts.apiUrl ? { api: opts.apiUrl } : {}).setToken(opts.token);
  const route = opts.guildId ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId) : Routes.applicationCommands(opts.applicationId);
  const current = (await rest.get(route)) as { name: string }[];
  const commands = localizeCommands(opts.commands);
  const diff = diffCommands(current, commands);
  const changed = diff.added.length + diff.removed.length + diff.changed.length > 0;
  if (changed) await rest.put(route, { body: commands });
  return diff;
}

export function describeDiff(diff: CommandDiff, scope: string): string {
  const line = (label: string, names: string[]) => (names.length ? `  ${label}: ${names.map((n) => `/${n}`).join(', ')}` : null);
  return [`Commands (${scope}):`, line('added', diff.added), line('changed', diff.changed), line('removed', diff.removed), line('unchanged', diff.unchanged)].filter((l) => l !== null).join('\n');
}
