import type { GameHelp } from '../../engine/types.ts';
import { FACTION_TEXTS } from './data/faction-texts.ts';

const factionTopics = Object.fromEntries(
  Object.entries(FACTION_TEXTS).map(([id, f]) => [
    id,
    [`**${f.name}** (home: ${f.home})`, `Ability: ${f.ability}`, `Stronghold: ${f.stronghold}`, ...f.specials.map((a) => `Special action ${a}`)].join('\n'),
  ]),
);

const factionList = Object.entries(FACTION_TEXTS)
  .map(([id, f]) => `${f.name} (${f.home}): topic \`${id}\``)
  .join('\n');

/** /game help game:terra-mystica */
export const tmHelp: GameHelp = {
  summary: [
    'Terra Mystica for 2-5 players: terraform the map to your home terrain, build and upgrade, climb the four cult tracks, found towns. Six rounds; most VP wins (ties share the rank).',
    'Moves use the terra.snellman.net notation, e.g. "build E7", "dig 1. build E6", "upgrade F3 to TP", "upgrade E6 to TE. +FAV11", "send p to WATER", "burn 2. action ACT6. build D7", "pass BON5", "leech 2 from witches". Several commands can be chained with ". " in one move.',
    'Options: five maps (Base, Revised Base, Lakes, Fire & Ice side 1, Fjords), factions chosen in turn order or by auction (30 VP minus your bid), pass-order or clockwise turn order, standard or per-faction starting VP, the mini expansion (town tiles TW6-TW8 and shipping bonus card BON10), special terrain ("special HEX"), and the SCORE9 temple scoring tile used by recorded snellman games (not in the seed).',
    'Left out: the introductory setup (its fixed tiles and dwellings exist only as images in the rulebook).',
    'Provisional: the special terrain names are translations and two of its open questions are settled by assumption (the structure counts toward the four buildings of a town and gives reach); the Fire & Ice side 1 and Fjords maps are not in the seed; when one town brings several cult tracks to 10 with fewer keys, the keys go to Fire, Water, Earth, Air in that order unless the claim names a track ("+TW5 for WATER").',
    'Power (leech) offers may be answered in any order; play waits until every offer is answered and the Cultists have taken their cult step (TM-18.3). With the option waitForPowerOffers=false, play goes on meanwhile as on terra.snellman.net (taking your own action then declines your open offers).',
  ].join('\n'),
  topics: {
    factions: `${factionList}\nMore on one faction: /tm help topic:<faction id>.`,
    ...factionTopics,
    'special-terrain':
      'One structure per faction (power 1): place it with "special HEX" on a hex you transformed to your home terrain in this action (Mermaids: an empty river hex next to you, for 1 spade; Chaos Magicians: any empty wasteland when building the stronghold). Witches choose "raven vp" or "raven FIRE" for each new town; Nomads may answer an offer next to their trading camp with "leech coin from FACTION".',
    auction: 'Nominate factions in bidding order ("nominate witches"), then bid ("bid witches 3"); an outbid player bids again in the next round. You start with 30 VP minus your bid; the first nominated faction starts.',
    notation:
      'build HEX | upgrade HEX to TP/TE/SH/SA | transform HEX to COLOUR | dig N | send p to CULT [for 3/2/1] | action ACT1..ACT6 / BON1 / BON2 / FAV6 / ACTA / ACTW / ACTG / ACTS / ACTN / ACTC / ACTE | +FAVn | +TWn | +CULT / +2CULT | advance ship / dig | convert 3PW to 1W | burn N | bridge A:B | connect rN | pass BONn | leech N from FACTION | decline N from FACTION | done',
    leech: 'When someone builds or upgrades next to you, you are offered power equal to the value of your adjacent buildings (D 1, TP/TE 2, SH/SA 3). Taking n power costs n-1 VP; you cannot take more than your bowls can absorb or than VP + 1.',
    scoring: 'End of game: 8/4/2 VP for the top three on each cult track, 18/12/6 for the largest connected networks (ties split the places, rounded down), then 1 VP per 3 coins after converting power, priests and workers to coins (Alchemists 1 VP per 2 coins).',
  },
};
