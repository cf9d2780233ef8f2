import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Config } from '../config.ts';
import { parseArgs } from '../cli-args.ts';
import { type CommandDiff, describeDiff } from './deploy.ts';
import type { Reach } from './preflight.ts';

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
  /** Asks Discord who the token belongs to, as `npm start` does first (src/discord/preflight.ts). */
  check(token: string, apiUrl: string | undefined): Promise<Reach>;
  /** Registers for real. */
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
  // What failed and what to check, in words, as npm start says it: the token and the API first, then the registration.
  const reach = await io.check(config.DISCORD_TOKEN!, config.DISCORD_API_URL);
  if (!reach.ok) {
    io.printError(`Nothing was registered. ${reach.message}`);
    return 1;
  }
  let diff: CommandDiff;
  try {
    diff = await io.deploy({ token: config.DISCORD_TOKEN!, applicationId: config.DISCORD_APPLICATION_ID!, guildId, apiUrl: config.DISCORD_API_URL, commands });
  } catch (err) {
    io.printError(`Nothing was registered. ${explainDeployFailure(err, { guildId, applicationId: config.DISCORD_APPLICATION_ID!, apiUrl: config.DISCORD_API_URL })}`);
    return 1;
  }
  io.print(describeDiff(diff, scope));
  io.print('Registered.');
  return 0;
}

/** A failed registration in words: what Discord (or the network) said, and which setting to check. */
export function explainDeployFailure(err: unknown, ctx: { guildId?: string; applicationId: string; apiUrl?: string }): string {
  const status = (err as { status?: unknown }).status;
  const code = (err as NodeJS.ErrnoException).code;
  const said = err instanceof Error ? err.message : String(err);
  const api = ctx.apiUrl ? `DISCORD_API_URL=${ctx.apiUrl}` : "Discord's own API (DISCORD_API_URL is not set)";
  if (status === 401) return `Discord refused DISCORD_TOKEN (401: ${said}). Copy the token again from the developer portal (Bot > Reset Token) into .env.`;
  if (status === 403 || status === 404) {
    const where = ctx.guildId ? `the server ${ctx.guildId} (is the bot invited there with the applications.commands scope? is --guild or DEV_GUILD_ID right?)` : 'global commands';
    return `Discord answered ${status} (${said}) for ${where}. Check that DISCORD_APPLICATION_ID=${ctx.applicationId} is this bot's application id.`;
  }
  if (typeof status === 'number') return `Discord answered ${status} (${said}). Check ${api}.`;
  return `Could not register (${code ?? said}). Check the network connection and ${api}.`;
}
