import { games } from '../games/registry.ts';
import { runSandboxCli } from './cli.ts';

const dataPackDir = process.env.DATA_PACK_DIR;

runSandboxCli(process.argv.slice(2), games, (line) => console.log(line), (line) => console.error(line), dataPackDir ? { dataPackDir } : {}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
