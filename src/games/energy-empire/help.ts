import type { GameHelp } from '../../engine/types.ts';
import { EE_DATA, eeAgendas, eeDice, eeEnvironment, eeSetup, eeUnTrack, isProvisional } from './data/index.ts';

/** The numbers of the scoring topic, from the data set in use (issue 22). */
function scoringText(): string {
  const bonus = eeEnvironment()
    .columnBonus.map((vp, i) => [vp, i + 1] as const)
    .filter(([vp]) => vp > 0);
  const columns = bonus.length > 0 ? ` and column bonuses ${bonus.map(([vp]) => vp).join('/')} for clean columns ${bonus.map(([, c]) => c).join('/')}` : '';
  return (
    `In-game VP + structures (printed VP) + ${eeDice().endGameVpPerDie} VP per energy die + UN space VP and the ${eeUnTrack().leaderBonus} VP leader bonus (split, rounded down)` +
    ` + agendas (each at most ${eeAgendas().cap}) + 1 VP per unpolluted space${columns}. Ties: floor($/2) + plastic + steel + science + oil.`
  );
}

/** Which files of the data set in use are provisional, and what in them (issue 22). */
function provisionalText(): string {
  const set = EE_DATA.current();
  if (set.provisional.length === 0) return `Data set ${set.id} (${set.source}): no provisional data.`;
  return `PROVISIONAL DATA (data set ${set.id}, ${set.source}). Placeholders by file: ${set.provisional.join('; ')}. An operator who owns the game can replace the files (see the game's README, "Component data").`;
}

/** Help texts; the topics that quote numbers read them from the data set in use when asked. */
export const EE_HELP: GameHelp = {
  get summary(): string {
    return [
      'Manhattan Project: Energy Empire (1-5 players). On your turn either Work (place a worker, on energy to outstack others, on one of',
      '13 locations, then activate your structures of that type and your nation card) or Generate (claim an agenda, take everything back,',
      'refine oil, roll energy dice; the highest die decides your pollution). Pollution tokens leave the Global Impact track; each emptied',
      'space reveals a Global Impact card; the 6th ends the game after one more turn each. Most VP wins.',
      ...(isProvisional()
        ? [
            'PROVISIONAL DATA: the structure cards, nations, agendas, Global Impact cards, energy dice faces and costs, the UN track and most',
            'board numbers are placeholders or representative sets (the printed components are not public); they will be replaced by the real ones.',
          ]
        : []),
    ].join(' ');
  },
  topics: {
    commands: [
      '/ee place location:<location> [energy:<n>]  Work turn: place a worker (with energy to stack on an occupied location)',
      '/ee activate target:<structure|nation> tokens:<worker|energy|...>  activate at the location you worked',
      '/ee buy slot:<1-3> pay:<money|resource>  buy a structure at a market (asks to confirm)',
      '/ee generate step:<generate|claim …|refine n|roll …|highest …>  a Generate turn, step by step (asks to confirm)',
      '/ee choose choice:<…>  everything else in a turn: die, drill, finance, oil, trade, peek, clean, pollute, take, branch, end, pass',
      '/ee keep nation:<id> agenda:<id>  setup: your choice stays secret until everyone has chosen',
      '/ee drop what:<die type|agenda id>  discard a die or an agenda at any time, on your turn or not (asks to confirm; a secret agenda stays secret)',
      '/move <notation> takes any move; answers between turns (accept/decline, Global Impact choices) come as buttons on the turn post.',
      'Autocomplete offers only your own legal moves. /game view shows your agendas privately.',
    ].join('\n'),
    notation: [
      'keep <nation> <agenda>  (setup)',
      'place <location> [<n> energy] | generate | pass (only when you must Work and cannot) | end',
      'activate <structure-uid|nation> with worker|energy|worker+energy|2 workers|2 energy',
      'buy <1|2|3> with money|resource | die <type> [replacing <type>] | drill <space> | finance A|B|C | oil buy|sell',
      'trade <money|steel|plastic|science> for <...> (repeat), trade done | peek <1-6> | clean <space> | pollute <space>',
      'take <n> <resource> | branch <n> | accept | decline',
      'claim <agenda> [discard <agenda>] | claim none | refine <0-4> | roll all | roll none | roll <type> <n> ... | highest <type>',
      'drop die <type> | drop agenda <agenda>  (at any time, EE-2.5.6, EE-14.4)',
      'Locations: industry_market oil_drilling mine chemistry power_plant commerce_market finance oil_market trade government_market education science_research cleanup',
      'Spaces: air-1 … air-5, forest-1 … forest-5, ocean-1 … ocean-5. Dice: solar_wind hydro_geo coal nuclear oil.',
    ].join('\n'),
    board:
      'The board image: the 13 locations with worker stacks (letter = player, "+n en" = energy under the worker); the Global Impact track (pollution tokens left on each space, the oil price under it), the Global Impact cards, the UN track with its VP, the agenda display and dice supply; the three markets (slot, card, VP, price in money or resource); then each player: resources, workers (on the mat/owned), energy (on the mat, and placed out), dice, agendas (public ones by name, secret ones counted), the environment grid (P pollution, N nuclear waste, W oil well) and structures (W/E tokens on it; dashed = used this round). PROVISIONAL data throughout.',
    get scoring(): string {
      return scoringText();
    },
    get solo(): string {
      const goals = eeSetup().soloGoals;
      return `Solo (first-edition rules, EE-16): neutral workers on the three markets, choose any nation; win by reaching the last UN space, ${goals.agendaVp}+ VP from agendas and ${goals.totalVp}+ VP.`;
    },
    get provisional(): string {
      return provisionalText();
    },
  },
};
