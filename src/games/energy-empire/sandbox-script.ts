/** The scripted sandbox game of Energy Empire (issue 23): seeded legal moves that work, generate and claim agendas. */
import type { SandboxScriptSpec } from '../entry.ts';
import type { EePublicView } from './view.ts';

export const EE_SANDBOX_SCRIPT: SandboxScriptSpec<EePublicView> = {
  players: 3,
  options: {},
  // Voluntary discards of agendas are legal but rare in real play (the random agents of the tests keep them to one in ten).
  weights: { 'drop ': 0.05, 'claim none': 0.3, generate: 2, place: 2 },
  features: { 'generate turns': /^generate$/, 'agendas claimed': /^claim (?!none)/, 'structures bought': /^buy /, pollution: /^pollute / },
  mustShow: ['generate turns', 'agendas claimed', 'structures bought'],
  attempts: 2,
  // Every player's agendas once play starts and again when the end is triggered (EE-15).
  privateMoment: (view) => {
    return view.phase !== 'play' ? null : view.end ? 'end triggered' : 'play';
  },
};
