import { engines } from '../games/engines.ts';
import { runPlayoutCli } from './playout-cli.ts';

process.exitCode = runPlayoutCli(process.argv.slice(2), engines, (line) => console.log(line), (line) => console.error(line));
