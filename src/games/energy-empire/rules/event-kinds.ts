/**
 * Every kind of event Energy Empire reports (GameEvent.kind), in the order a turn meets them. README.md "Event kinds"
 * describes each with its data; a test keeps the two lists equal.
 */
export const EE_EVENT_KINDS = [
  // Setup
  'keep',
  'nation-revealed',
  // Turns
  'place',
  'take-pieces',
  'activate',
  'generate',
  'refine',
  'roll',
  'highest-die',
  'pass',
  'end-turn',
  'final-turn',
  'end-triggered',
  'game-over',
  // Location actions
  'buy',
  'finance',
  'oil-market',
  'trade',
  'drill',
  'drill-lost',
  'peek',
  'clean',
  'cleanup-lost',
  // Effects
  'pay',
  'gain',
  'gain-energy',
  'gain-workers',
  'gain-die',
  'die-lost',
  'score',
  'lose',
  'others-gain',
  'un-advance',
  'pieces-placed',
  'modifier',
  'offer-answer',
  // Pollution and the Global Impact track
  'pollution-placed',
  'pollution-discarded',
  'track-space-empty',
  'global-impact',
  'row-scoring',
  // Markets and agendas
  'market-refill',
  'market-reset',
  'market-reshuffle',
  'agenda-display',
  'claim',
  // Discards at any time (EE-2.5.6, EE-14.4, ER-11)
  'drop-die',
  'drop-agenda',
] as const;

export type EeEventKind = (typeof EE_EVENT_KINDS)[number];
