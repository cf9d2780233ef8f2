import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Config } from '../config.ts';
import { parseArgs } from '../sandbox/args.ts';
import { type CommandDiff, describeDiff } from './deploy.ts';

export const DEPLOY_USAGE = [
  'Usage: npm run deploy-commands -- [--guild ID | --global] [--dry-run]',
  '  --guild ID   register in one server (instant; default DEV_GUILD_ID when set)',
  '  --global     register for every server (takes up to an hour to appear)',
  '  --dry-run    print the commands that would be registered; needs no token and no network',
  'Needs DISCORD_TOKEN and DISCORD_APPLICATION_ID (see .env.example), except with --dry-run.',
].join('\n');

export interface DeployIo {
  print(line: string): void;
  printError(line: string): void;
  /** Registers for real (the only step that reaches Discord). */
  deploy(opts: { token: string; applicationId: string; guildId?: string; apiUrl?: string; commands: RESTPostAPIChatInputApplicationCommandsJSONBody[] }): Promise<CommandDiff>;
}

/** One line per command: its name and its subcommands, as registered. */
export function describeCommands(commands: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[]): string[] {
  return commands.map((c) => {
    const subs = (c.options ?? []).filter((o) => o.type === 1).map((o) => o.name);
    return `  /${c.name}${subs.length ? `: ${subs.join(', ')}` : ''}`;
  });
}

/**
 * `npm run deploy-commands`: unknown flags are errors (a typo must never register for real); --dry-run
 * prints the commands offline; a missing variable is named. Returns the exit code.
 */
export async function runDeployCli(argv: readonly string[], config: Config, commands: RESTPostAPIChatInputApplicationCommandsJSONBody[], io: DeployIo): Promise<number> {
  const fail = (message: string) => {
    io.printError(`${message}\n${DEPLOY_USAGE}`);
    return 2;
  };
  const args = parseArgs(argv, ['guild'], ['global', 'dry-run', 'help']);
  if (typeof args === 'string') return fail(args);
  if (args.values.help) {
    io.print(DEPLOY_USAGE);
    return 0;
  }
  if (args.positional.length > 0) return fail(`Unexpected argument "${args.positional[0]}".`);
  if (args.values.guild !== undefined && args.values.global) return fail('Choose --guild ID or --global, not both.');
  if (args.values.guild !== undefined && !/^\d+$/.test(args.values.guild)) return fail('--guild needs a numeric server (guild) id, e.g. --guild 123456789012345678.');
  const guildId = args.values.guild ?? (args.values.global ? undefined : config.DEV_GUILD_ID);
  const scope = guildId ? `guild ${guildId}` : 'global';
  if (args.values['dry-run']) {
    io.print(`Dry run: these ${commands.length} commands would be registered (${scope}); nothing was sent to Discord.`);
    for (const line of describeCommands(commands)) io.print(line);
    return 0;
  }
  const missing = (['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID'] as const).filter((k) => !config[k]);
  if (missing.length > 0) return fail(`${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (see .env.example).`);
  const diff = await io.deploy({ token: config.DISCORD_TOKEN!, applicationId: config.DISCORD_APPLICATION_ID!, guildId, apiUrl: config.DISCORD_API_URL, commands });
  io.print(describeDiff(diff, scope));
  io.print('Registered.');
  return 0;
}
