import type { GameHelp } from '../../engine/types.ts';

export const AC_HELP: GameHelp = {
  summary: [
    'Advanced Civilization (2-8 players). Each turn: tax, growth, census, ships, movement, conflict, cities, surplus and support,',
    'trade cards, civilization cards, A.S.T. Most points (cards, sets, treasury, A.S.T., cities) at the end wins.',
    'PROVISIONAL DATA: the map (areas, borders, ship edges, open seas, islands) and the per-nation A.S.T. rows are unverified',
    'candidate data from fan sources. Trade is not played yet; calamities are resolved after it (29-30), each prompt going only to the players it names.',
  ].join(' '),
  topics: {
    notation: [
      'nation egypt | start thebes | rate 3 | revolt roma, neapolis | grow roma 2, etruria-2 1',
      'ships none | ship build knossos 2 (treasury 0-2, the rest levied there); ship upkeep 4 levy; ship scrap 2 (one private answer per player)',
      'move thebes>memphis 2 | move a>b>c 1 (Roadbuilding) | board 1 3 | sail 1 gaza | land 1 3 | done; several steps joined with ";"',
      'pillage 3 | cities roma, knossos:3 (Architecture: 3 from treasury) | cities none | reduce roma, athens',
      'gold 2 | buy pottery, music pay grain 3, papyrus 2 treasury 10 mining iron | buy nothing | discard ochre 2, salt 1',
      'calamities: lose thebes 3, memphis city, gaza reduce | lose none | select roma city, etruria-2 3 (Civil War) | pick <choice> (site, city, area, first/second, pass)',
      'calamities: assign egypt 8, crete 4 (points or cities for secondary victims) | assign egypt gaza (Piracy) | assign none | grain 2 (Pottery) | seize tyre, sidon (Piracy)',
    ].join('\n'),
  },
};
