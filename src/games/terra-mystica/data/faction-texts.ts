/**
 * Faction summaries for /game help (TM-2.3, TM-14), from shared/rules/terra-mystica/factions.json.
 */
export interface FactionText {
  readonly name: string;
  readonly home: string;
  readonly ability: string;
  readonly stronghold: string;
  readonly specials: readonly string[];
}

export const FACTION_TEXTS: Readonly<Record<string, FactionText>> = {
  auren: {
    name: "Auren",
    home: "forest",
    ability: "No permanent ability.",
    stronghold: "When the stronghold is built: immediately gain 1 favor tile (normal favor rules) and unlock special action ACTA.",
    specials: ["ACTA: advance 2 steps on ONE cult track of choice (a key is still needed to enter space 10)"],
  },
  witches: {
    name: "Witches",
    home: "forest",
    ability: "+5 VP every time the Witches found a town.",
    stronghold: "Unlocks special action ACTW (Witches' Ride).",
    specials: ["ACTW: build 1 dwelling for free (no workers/coins) on ANY empty forest hex on the map, ignoring adjacency/reach; no transformation allowed in this action. Normal dwelling side-effects apply (round-tile VP, FAV11, leech to neighbours, town check)."],
  },
  alchemists: {
    name: "Alchemists",
    home: "swamp",
    ability: "Philosopher's Stone: extra conversions 1 VP -> 1 coin and 2 coins -> 1 VP, any number of times (when conversions are allowed). At final resource scoring the Alchemists convert coins at 2 coins : 1 VP.",
    stronghold: "When the stronghold is built: immediately gain 12 power (normal power-gain rules). From then on: +2 power for every spade they use/gain for terraforming, whatever its source (including cult-bonus spades).",
    specials: [],
  },
  darklings: {
    name: "Darklings",
    home: "swamp",
    ability: "Buy spades with priests (1 priest each, +2 VP each). Cannot take action #3 (no digging track).",
    stronghold: "When the stronghold is built: once, immediately convert up to 3 workers into priests 1:1 (priest limit of 7 still applies). Must be decided at that moment.",
    specials: [],
  },
  halflings: {
    name: "Halflings",
    home: "plains",
    ability: "+1 VP per spade they use/gain for terraforming (any source). Digging upgrade costs only 1 coin (2W+1C+1P).",
    stronghold: "When the stronghold is built: immediately gain 3 spades, to be used at once under normal transform rules (reach/adjacency); unused ones are lost. After using them the Halflings may build ONE dwelling on a hex transformed to plains with these spades, paying its normal cost.",
    specials: [],
  },
  cultists: {
    name: "Cultists",
    home: "plains",
    ability: "When a Cultists build/upgrade gives at least one opponent the chance to gain power and at least one of them ACCEPTS, the Cultists advance 1 step on a cult track of their choice (only 1 step however many accept). If every opponent who could gain power (capacity > 0) declines, the Cultists gain 1 power instead. If nobody could gain power at all, nothing happens.",
    stronghold: "When the stronghold is built: immediately gain 7 VP (once).",
    specials: [],
  },
  engineers: {
    name: "Engineers",
    home: "mountains",
    ability: "Bridge building as a full action: pay 2 workers, place 1 bridge (normal bridge placement rules, max 3 bridges per player). Not blocked after use: may be taken several times per round (one per turn).",
    stronghold: "After the stronghold: each time the Engineers PASS, +3 VP for every one of their bridges whose two end hexes both hold Engineers buildings.",
    specials: ["ACTE: place 1 bridge"],
  },
  dwarves: {
    name: "Dwarves",
    home: "mountains",
    ability: "Tunnelling: when taking action #1 (transform and/or build) on a hex that is not directly adjacent to a Dwarves building, they may target a hex at hex-distance exactly 2 from one of their buildings (skipping one land or river hex) by paying +2 workers; each use gives +4 VP. At final network scoring, buildings within tunnelling reach (distance <= 2) count as connected regardless of workers held.",
    stronghold: "After the stronghold the tunnelling surcharge is 1 worker instead of 2 (range unchanged).",
    specials: [],
  },
  mermaids: {
    name: "Mermaids",
    home: "lakes",
    ability: "When founding a town the Mermaids may treat ONE river hex as if it were not there, so that their buildings on both sides of it count as directly connected for that town. Optional; the town tile is placed on that river hex; bridges may still be built across it later.",
    stronghold: "When the stronghold is built: immediately advance 1 shipping level for free (no priest/coins) and score that level's VP.",
    specials: [],
  },
  swarmlings: {
    name: "Swarmlings",
    home: "lakes",
    ability: "+3 workers every time the Swarmlings found a town (in addition to the town tile).",
    stronghold: "Unlocks special action ACTS.",
    specials: ["ACTS: upgrade one own dwelling to a trading post for free (no workers/coins). All normal upgrade side-effects apply (leech, round-tile TP VP, FAV10, town check)."],
  },
  chaosmagicians: {
    name: "Chaos Magicians",
    home: "wasteland",
    ability: "Start with only 1 dwelling, placed after every other initial dwelling (after the Nomads' third). Take 2 favor tiles (instead of 1) for each temple and for the sanctuary, in an order of their choice.",
    stronghold: "Unlocks special action ACTC (double turn).",
    specials: ["ACTC: take 2 further full actions immediately, before the next player. Any actions, same type allowed. Passing counts as an action: if the first of the two is Pass, the second is lost."],
  },
  giants: {
    name: "Giants",
    home: "wasteland",
    ability: "Always need exactly 2 spades to transform ANY terrain into wasteland; can only transform to wasteland (never to another terrain); 1 spade alone cannot transform anything (a lone spade, e.g. from a cult bonus, is lost).",
    stronghold: "Unlocks special action ACTG.",
    specials: ["ACTG: gain 2 free spades for action #1 (transform one hex to wasteland) and may then build a dwelling there paying its cost."],
  },
  fakirs: {
    name: "Fakirs",
    home: "desert",
    ability: "Carpet flight: when taking action #1 on a hex not directly adjacent to a Fakirs building, may target a hex within carpet range (range 1 = hex-distance 2, skipping 1 land or river hex) by paying +1 priest; each use +4 VP. At final network scoring buildings within carpet range count as connected regardless of priests held.",
    stronghold: "Stronghold: carpet range +1 (range 2 = hex-distance up to 3), also for final scoring.",
    specials: [],
  },
  nomads: {
    name: "Nomads",
    home: "desert",
    ability: "Start with 3 dwellings: the third is placed after every other player has placed their second (before the Chaos Magicians' single dwelling).",
    stronghold: "Unlocks special action ACTN (Sandstorm).",
    specials: ["ACTN: transform one empty hex DIRECTLY adjacent (edge-sharing; NOT via river/shipping and NOT via a bridge) to one of their buildings into desert, whatever its terrain, without spades; may then build a dwelling there paying its cost. Not a spade use (no spade VP)."],
  },
};
