/** Generated /game help topics (issue 13): the phase order, the /civ commands, each civilization card and each calamity, from the data. */
import { AC_FAMILIES } from './commands.ts';
import { CIV_CARD_LIST } from './data/civ-cards.ts';
import { CALAMITY_LIST } from './data/trade-cards.ts';

/** Spec 18.1: phases with nothing to do are skipped (18.2). */
const PHASES = [
  '1 taxation and tax revolt (19)', '2 population expansion (20)', '3 census (21)', '4 ship construction and maintenance (22)', '5 movement, one player at a time (23)',
  '6 conflict (24)', '7 city construction (25)', '8 removal of surplus population and city support (26)', '9 acquisition of trade cards (27)', '10 trade (28)',
  '11 resolution of calamities (29-30), Monotheism, city support', '12 acquisition of civilization cards, hand limit (31)', '13 movement of A.S.T. markers (33)',
];

const civCardTopic = (id: string): string => {
  const c = CIV_CARD_LIST.find((x) => x.id === id)!;
  const credits = Object.entries(c.creditsGiven).map(([to, n]) => `${to} ${n}`).join(', ') || 'none';
  return `${c.name} (rule ${c.rule}): cost ${c.cost}, groups ${c.groups.join(', ')}, prerequisites ${c.prerequisites.join(', ') || 'none'}. Credits given: ${credits}.`;
};

const calamityTopic = (id: string): string => {
  const c = CALAMITY_LIST.find((x) => x.id === id)!;
  return `${c.name} (rule ${c.rule}): stack ${c.stack}, ${c.tradable ? 'tradable' : 'not tradable'}, resolved ${c.order} of 12 (29.6).`;
};

export const GENERATED_TOPICS: Record<string, string> = {
  phases: `A turn, in order: ${PHASES.join('; ')}. PROVISIONAL: the map and the A.S.T. rows are CANDIDATE fan data, unverified.`,
  commands: AC_FAMILIES.map((f) => `/civ ${f.name}: ${f.description}${f.confirm ? ' (asks you to confirm)' : ''}`).concat('/civ play: any move in notation (see the notation topic)').join('\n'),
  cards: CIV_CARD_LIST.map((c) => `${c.id} (${c.cost})`).join(', '),
  calamities: CALAMITY_LIST.map((c) => `${c.id} (stack ${c.stack}${c.tradable ? ', tradable' : ''})`).join(', '),
  ...Object.fromEntries(CIV_CARD_LIST.map((c) => [c.id, civCardTopic(c.id)])),
  ...Object.fromEntries(CALAMITY_LIST.map((c) => [c.id, calamityTopic(c.id)])),
};
