import { loadConfig, loadDotEnv } from '../config.ts';
import { games } from '../games/registry.ts';
import { buildCommands } from './commands.ts';
import { deployCommands } from './deploy.ts';
import { runDeployCli } from './deploy-run.ts';
import { checkDiscordReach } from './preflight.ts';

/** `npm run deploy-commands -- [--guild ID | --global] [--dry-run]`: see DEPLOY_USAGE in deploy-run.ts. */
async function main(): Promise<number> {
  loadDotEnv();
  return runDeployCli(process.argv.slice(2), loadConfig(), buildCommands(games), {
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    check: (token, apiUrl) => checkDiscordReach(token, apiUrl),
    deploy: (opts) => deployCommands(opts),
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
