/** The scripted sandbox game of Terra Mystica (issue 23): seeded legal moves that build, upgrade and found towns. */
import type { SandboxScriptSpec } from '../entry.ts';

export const TM_SANDBOX_SCRIPT: SandboxScriptSpec = {
  players: 4,
  options: {},
  // Uniform random play passes in about one move in three and ends the six rounds with half-built boards: here the
  // main actions that grow a faction (TM-5..9) come first, passing (TM-10) and burning/converting power seldom.
  weights: { build: 6, upgrade: 6, dig: 4, transform: 2, send: 2, advance: 1, action: 1, leech: 4, pass: 0.15, burn: 0.1, convert: 0.1, decline: 0.3 },
  features: { towns: /\+TW\d/, strongholds: / to SH\b/, 'power leeched': /^leech /, 'favor tiles': /\+FAV\d/ },
  // A town (TM-11) and leeched power (TM-12) in nearly every playthrough; a stronghold in about half, so it is counted
  // (the banner names it) but not required.
  mustShow: ['towns', 'power leeched'],
  attempts: 2,
};
