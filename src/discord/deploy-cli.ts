import { loadConfig, loadDotEnv } from '../config.ts';
import { games } from '../games/registry.ts';
import { buildCommands } from './commands.ts';
import { deployCommands, describeDiff } from './deploy.ts';

/**
 * `npm run deploy-commands -- [--guild ID | --global] [--dry-run]`: registers the slash commands and
 * prints what changes. Guild registration is instant (development); global takes up to an hour to appear.
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  loadDotEnv();
  const config = loadConfig();
  if (!config.DISCORD_TOKEN || !config.DISCORD_APPLICATION_ID) {
    console.error('Set DISCORD_TOKEN and DISCORD_APPLICATION_ID (see .env.example).');
    return 2;
  }
  const guildFlag = argv.indexOf('--guild');
  const guildId = guildFlag >= 0 ? argv[guildFlag + 1] : argv.includes('--global') ? undefined : config.DEV_GUILD_ID;
  if (guildFlag >= 0 && !/^\d+$/.test(guildId ?? '')) {
    console.error('--guild needs a numeric guild id.');
    return 2;
  }
  const dryRun = argv.includes('--dry-run');
  const diff = await deployCommands({ token: config.DISCORD_TOKEN, applicationId: config.DISCORD_APPLICATION_ID, guildId, apiUrl: config.DISCORD_API_URL, commands: buildCommands(games), dryRun });
  console.log(describeDiff(diff, guildId ? `guild ${guildId}` : 'global'));
  console.log(dryRun ? 'Dry run: nothing was changed.' : 'Registered.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
