import type { GameHelp } from '../../engine/types.ts';
import { FAMILIES } from './data/families.ts';

export const CE_HELP: GameHelp = {
  summary: [
    'Cargo Empire (1-5 players, 3 rounds). On your turn transport one cargo cube from a city where you have a trading post to a city',
    'that demands its colour, paying with transport cards (car: 1 route; loco: 1-2 routes in one go; ship: port to port; no card',
    'may be unnecessary). Place a post there, then advance your development markers. Most VP after round 3 wins.',
    'PROVISIONAL DATA: the Europe map, the city tiles, the development track tiles and the bot cards are reconstructions (the printed',
    'components are not public); the Dior map is not offered until its data is entered.',
  ].join(' '),
  topics: {
    notation: [
      'ship <cube> <origin>-<destination> with <cards>[ on upper|lower]  e.g. ship orange warsaw-copenhagen with car+ship',
      'refill <city> | take cards  (only when no transport is possible)',
      'advance <car|loco|ship> | row upper|lower | step <car|loco|ship> | take city <city|blank> | keep goal <n> | gain <card> | choose city|goal',
      'post <city> upper|lower | crest <city>  (setup)',
      'vassal <cube> <origin>-<destination>[ on upper|lower]',
      'move crest <city> | buy car | move cube <cube> <from>-<to> | enhance loco | swap <card> for ship | borrow <colour>, each followed by paying <cube>+<cube>',
    ].join('\n'),
    scoring:
      'VP zone of the development track; 3 VP per own post in level-3 cities; 5 VP per city card; goal cards. Ties: development VP, level-3 VP, city cards, goals, then turn order.',
    families: FAMILIES.map((f) => `${f.colour} - ${f.name}: crest: ${f.crest} Paid (2 cubes): move your crest tile to any city, or: ${f.paidText}`).join('\n'),
    variants:
      'Options: mode standard (1 player always plays the bot), bot (2-3 players plus the bot), vassals (2 players); families on/off; track standard, advanced (a, b, c tiles) or random; unlimitedCubes (house rule); startSeat.',
    bot: 'Solo (and the bot option) follow CE-14: the bot draws a bot card, transports from its origin marker to the first valid display city, advances the card\'s marker, and scores goal cards double.',
  },
};
