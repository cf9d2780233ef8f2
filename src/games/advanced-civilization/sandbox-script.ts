/** The 8-player scripted sandbox game (issue 13): short enough to watch, long enough for trades and a calamity. */
import type { SandboxScriptSpec } from '../entry.ts';
import { MAP_REGIONS } from './render/regions.ts';
import type { AcPublicView } from './view.ts';

export const AC_SANDBOX_SCRIPT: SandboxScriptSpec<AcPublicView> = {
  // No calamity lies among the first N cards of a stack (15.2), so with eight players the first calamities come about
  // turn 9-10 of random play; ten turns end with final scores (34.1 B) in about 850-930 moves.
  players: 8,
  options: { turnLimit: 10 },
  // At 8 players about two in three playthroughs show a trade and a calamity by turn 10.
  attempts: 8,
  mustShow: ['trades completed', 'calamitiesResolved'],
  // Each trade phase (28), when hands are fullest: every seat's own hand, text and picture.
  privateMoment: (v) => (v.phase === 'trade' ? `trade, turn ${v.turn}` : null),
  beforeEnd: MAP_REGIONS.map((r) => `:board ${r.id}`),
};
