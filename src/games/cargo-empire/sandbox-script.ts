/** The scripted sandbox game of Cargo Empire (issue 23): seeded legal moves that deliver, develop and take cities. */
import type { SandboxScriptSpec } from '../entry.ts';

export const CE_SANDBOX_SCRIPT: SandboxScriptSpec = {
  players: 3,
  options: {},
  // Developing (CE-7) and taking city cards (CE-8) when offered, so the track and the goals move.
  weights: { advance: 2, 'take city': 3 },
  features: { 'cities taken': /^take city /, developments: /^advance /, 'posts placed': /^post / },
  mustShow: ['cities taken', 'developments'],
  // Every player's goal cards and hand at the start of each round (CE-S7): the private part of the game.
  privateMoment: (v) => {
    const view = v as { round: number; phase: string };
    return view.phase.startsWith('setup') ? null : `round ${view.round}`;
  },
};
