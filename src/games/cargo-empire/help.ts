import type { GameHelp } from '../../engine/types.ts';
import { familiesData, isProvisional, playerCountsData } from './data/pack.ts';

/** What of the data set in use is provisional, in words (issue 22): a replaced file is taken as the printed data. */
function provisionalWords(): string {
  const reconstructed = (
    [
      ['map-europe.json', 'the Europe map'],
      ['city-tiles.json', 'the city tiles'],
      ['track-faces.json', 'the development track tiles'],
      ['bot-cards.json', 'the bot cards'],
      ['goal-cards.json', 'the goal card numbers'],
      ['transport-cards.json', "the locomotive's reward"],
    ] as const
  )
    .filter(([file]) => isProvisional(file))
    .map(([, words]) => words);
  const parts: string[] = [];
  if (reconstructed.length > 0) {
    const list = reconstructed.length === 1 ? reconstructed[0]! : `${reconstructed.slice(0, -1).join(', ')} and ${reconstructed.at(-1)!}`;
    parts.push(`PROVISIONAL DATA: ${list} ${reconstructed.length === 1 ? 'is a reconstruction' : 'are reconstructions'} (the printed components are not public).`);
  }
  if (isProvisional('map-dior.json')) {
    parts.push('The Dior map (map=dior) is PROVISIONAL too: its cities, routes and express spaces are a stand-in map on which every Dior rule runs, until the printed board is typed in.');
  }
  return parts.join(' ');
}

export const CE_HELP: GameHelp = {
  get summary() {
    return [
      'Cargo Empire (1-5 players, 3 rounds). On your turn transport one cargo cube from a city where you have a trading post to a city',
      'that demands its colour, paying with transport cards (car: 1 route; loco: 1-2 routes in one go; ship: port to port; no card',
      'may be unnecessary). Place a post there, then advance your development markers. Most VP after round 3 wins.',
      provisionalWords(),
    ].join(' ');
  },
  topics: {
    notation: [
      'ship <cube> <origin>-<destination> with <cards>[ on upper|lower]  e.g. ship orange warsaw-copenhagen with car+ship',
      'refill <city> | take cards  (only when no transport is possible)',
      'advance <car|loco|ship> | row upper|lower | step <car|loco|ship> | take city <city|blank> | keep goal <n> | gain <card> | choose city|goal',
      'post <city> upper|lower | crest <city>  (setup)',
      'vassal <cube> <origin>-<destination>[ on upper|lower]',
      'express <space>|none  (Dior: the express tile your journey passes, when there is a choice)',
      'port yes|no  (families, blue family at final scoring: does your crest city count as a port?)',
      'move crest <city> | buy car | move cube <cube> <from>-<to> | enhance loco | swap <card> for ship | borrow <colour>, each followed by paying <cube>+<cube>',
    ].join('\n'),
    scoring:
      'VP zone of the development track; 3 VP per own post in level-3 cities; 5 VP per city card; goal cards. Ties: development VP, level-3 VP, city cards, goals, then turn order.',
    get families() {
      const cost = playerCountsData().familyAbilityCost;
      return familiesData().map((f) => `${f.colour} - ${f.name}: crest: ${f.crest} Paid (${cost} cubes): move your crest tile to any city, or: ${f.paidText}`).join('\n');
    },
    variants:
      'Options: map europe or dior (provisional); mode standard (1 player always plays the bot), bot (2-3 players plus the bot), vassals (2 players); families on/off; track standard, advanced (a, b, c tiles) or random; unlimitedCubes (house rule); startSeat.',
    dior:
      'Dior map (CE-17, provisional data): 6 express spaces on land routes, each holding an express tile (car, loco or ship) drawn from the bag. Express spaces are route nodes (a route through one counts 2) but never origin, destination or port. When your journey passes an express space holding a tile, take it right after your post: that marker advances 1 space (bonuses apply; it earns no flexible steps). One tile per turn; with a choice you pick it (express <space>). Elleston 2-card transports, the bot and vassals gain none. Each maintenance all tiles go back to the bag and are drawn anew. The network goal treats cities joined to the same express space as neighbours. The bot doubles its development VP.',
    bot: 'Solo (and the bot option) follow CE-14: the bot draws a bot card, transports from its origin marker to the first valid display city, advances the card\'s marker, and scores goal cards double.',
  },
};
