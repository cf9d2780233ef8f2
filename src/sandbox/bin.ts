import { games } from '../games/registry.ts';
import { runSandboxCli } from './cli.ts';

runSandboxCli(process.argv.slice(2), games, (line) => console.log(line), (line) => console.error(line)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
