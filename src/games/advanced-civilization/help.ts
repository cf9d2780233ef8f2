import type { GameHelp } from '../../engine/types.ts';
import { AC_FAMILIES } from './commands.ts';
import { calamityList, civCardList } from './data/cards.ts';
import { perDataSet } from './data/current.ts';


/** Generated /game help topics (issue 13): the phase order, the /civ commands, each civilization card and each calamity, from the data. */
/** Spec 18.1: phases with nothing to do are skipped (18.2). */
const PHASES = [
  '1 taxation and tax revolt (19)', '2 population expansion (20)', '3 census (21)', '4 ship construction and maintenance (22)', '5 movement, one player at a time (23)',
  '6 conflict (24)', '7 city construction (25)', '8 removal of surplus population and city support (26)', '9 acquisition of trade cards (27)', '10 trade (28)',
  '11 resolution of calamities (29-30), Monotheism, city support', '12 acquisition of civilization cards, hand limit (31)', '13 movement of A.S.T. markers (33)',
];

const civCardTopic = (id: string): string => {
  const c = civCardList().find((x) => x.id === id)!;
  const credits = Object.entries(c.creditsGiven).map(([to, n]) => `${to} ${n}`).join(', ') || 'none';
  return `${c.name} (rule ${c.rule}): cost ${c.cost}, groups ${c.groups.join(', ')}, prerequisites ${c.prerequisites.join(', ') || 'none'}. Credits given: ${credits}.`;
};

const calamityTopic = (id: string): string => {
  const c = calamityList().find((x) => x.id === id)!;
  return `${c.name} (rule ${c.rule}): stack ${c.stack}, ${c.tradable ? 'tradable' : 'not tradable'}, resolved ${c.order} of 12 (29.6).`;
};

/** The topics generated from the data set in use (issue 22): built once per set, read when /game help asks. */
const generatedTopics = perDataSet((): Record<string, string> => ({
  phases: `A turn, in order: ${PHASES.join('; ')}. PROVISIONAL: the map and the A.S.T. rows are CANDIDATE fan data, unverified.`,
  commands: AC_FAMILIES.map((f) => `/civ ${f.name}: ${f.description}${f.confirm ? ' (asks you to confirm)' : ''}`)
    .concat('/civ play: any move in notation (see the notation topic)', '/civ strict: insist on strict order (17.2)', '/civ leave: leave the game, if the table allows it (15.6; asks you to confirm)')
    .join('\n'),
  cards: civCardList().map((c) => `${c.id} (${c.cost})`).join(', '),
  calamities: calamityList().map((c) => `${c.id} (stack ${c.stack}${c.tradable ? ', tradable' : ''})`).join(', '),
  ...Object.fromEntries(civCardList().map((c) => [c.id, civCardTopic(c.id)])),
  ...Object.fromEntries(calamityList().map((c) => [c.id, calamityTopic(c.id)])),
}));

export const AC_HELP: GameHelp = {
  summary: [
    'Advanced Civilization (2-8 players). Each turn: tax, growth, census, ships, movement, conflict, cities, surplus and support,',
    'trade cards, civilization cards, A.S.T. Most points (cards, sets, treasury, A.S.T., cities) at the end wins.',
    'PROVISIONAL DATA: the map (areas, borders, ship edges, open seas, islands) and the per-nation A.S.T. rows are unverified',
    'candidate data from fan sources. Trade is played (private offers, see the trade topic); calamities are resolved after it (29-30), each prompt going only to the players it names, by DM with a button that opens its choices as select menus.',
  ].join(' '),
  get topics(): Record<string, string> {
    return { ...generatedTopics(), ...WRITTEN_TOPICS };
  },
};

/** The topics written by hand (the same whatever the data). */
const WRITTEN_TOPICS: Record<string, string> = {
  order: [
    '17.2 strict order: the phases that affect nobody else (start areas, tax rates, growth, ships, cities, city support, hand limit, calamity answers) are answered by everyone at once and kept hidden until all are in.',
    'Any player may insist on strict order at any time (/civ strict, "insist strict"), or the table starts with it (option strict-order): from then on those phases ask one nation at a time, in A.S.T. order (ships: movement order), and each answer is shown to all when given.',
  ].join('\n'),
  late: [
    '15.5 joining late (option late-join): a new player joins the running game with /game join, picks an unused nation ("nation <name>") and waits.',
    'At the next Civil War he is the beneficiary before anyone else: the ceded faction becomes his cities and tokens, he receives copies of the victim\'s civilization cards and the victim\'s A.S.T. square, and plays from then on.',
    '15.6 leaving (option leaving): /civ leave. Your units stay on the board and never move or grow; your cities need no support; you are never a calamity victim; each of your cities keeps one of your trade cards (an attacker who destroys it takes it); your civilization cards still act in conflict.',
  ].join('\n'),
  notation: [
    'nation egypt | start thebes | rate 3 | revolt roma, neapolis | grow roma 2, etruria-2 1',
    'ships none | ship build knossos 2 (treasury 0-2, the rest levied there); ship upkeep 4 levy; ship scrap 2 (one private answer per player)',
    'move thebes>memphis 2 | move a>b>c 1 (Roadbuilding) | board 1 3 | sail 1 gaza | land 1 3 | done; several steps joined with ";"',
    'pillage 3 | cities roma, knossos:3 (Architecture: 3 from treasury) | cities none | reduce roma, athens',
    'gold 2 | buy pottery, music pay grain 3, papyrus 2 treasury 10 mining iron | buy nothing | discard ochre 2, salt 1',
    'calamities: lose thebes 3, memphis city, gaza reduce | lose none | select roma city, etruria-2 3 (Civil War) | pick <choice> (site, city, area, first/second, pass)',
    'calamities: assign egypt 8, crete 4 (points or cities for secondary victims) | assign egypt gaza (Piracy) | assign none | grain 2 (Pottery) | seize tyre, sidon (Piracy)',
  ].join('\n'),
  setup: [
    'Board by player count (16): 7-8 players the whole board with the Western Extension; 6 without it (with it, the easternmost panel may be dropped);',
    '5 players panels 1-3; 4 players the east of the dashed line (Egypt, Babylon, Assyria, Asia), or the west with the Western Extension; 2-3 players the west of the line.',
    'Western Extension with 5 players (table option fivePlayerLayout): "west" plays the Western Extension and panels 1-3, "east" plays panels 2-4.',
    'With the Western Extension the start areas at the west edge of the original board are ignored (4.61): Africa starts in Tripolitania, Sahara or Cirta, Italy in Iberia (Baetica, Corduba, Lusitania). A nation without a start area in play cannot be chosen (16.12).',
  ].join('\n'),
  trade: [
    'Phase 10 (28): everyone with 3 or more trade cards trades at once. Offers are private to the two players; the log shows only "offer", "accept #n" and the card counts.',
    'offer babylon give salt 2, iron 1 guarantee salt 2 ask 3 grain 1, iron 1 claim "the third is iron" (give >= 3 cards, guarantee >= 2 commodities truthfully, ask >= 3 cards naming >= 2 commodities; the claim is free and may be false)',
    'accept 4 give grain 1, iron 1, ochre 1 (your exact cards) | reject 4 | counter 4 give ... guarantee ... ask ... | withdraw 4',
    'done (when everyone is done, trade ends and open offers lapse) | resume (take back done while others trade)',
    'Without typing: My view has a button per offer you can make (select the cards you give and name, what you ask; the claim goes in a pop-up). An offer you receive comes by DM with Accept, Reject and Counter buttons.',
  ].join('\n'),
};
