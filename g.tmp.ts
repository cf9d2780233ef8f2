import { advancedCivilization as g } from './src/games/advanced-civilization/index.ts';
import { AC_SANDBOX_SCRIPT } from './src/games/advanced-civilization/sandbox-script.ts';
import { scriptedGame } from './src/sandbox/scripted-game.ts';
for (const seed of process.argv.slice(2)) {
  const t0 = performance.now();
  const r = scriptedGame(g, AC_SANDBOX_SCRIPT, 8, seed, {});
  if (typeof r === 'string') { console.log(r); continue; }
  console.log(seed, Math.round(performance.now() - t0), 'ms', r.moves, r.attempt, r.missing, r.lines.length);
}
