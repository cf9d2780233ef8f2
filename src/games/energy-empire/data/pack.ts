import { gameData, type DataPackSpec } from '../../../engine/data-pack.ts';
import agendas from './pack/agendas.json' with { type: 'json' };
import board from './pack/board.json' with { type: 'json' };
import dice from './pack/dice.json' with { type: 'json' };
import environment from './pack/environment.json' with { type: 'json' };
import globalImpacts from './pack/global-impacts.json' with { type: 'json' };
import nations from './pack/nations.json' with { type: 'json' };
import setup from './pack/setup.json' with { type: 'json' };
import structures from './pack/structures.json' with { type: 'json' };
import unTrack from './pack/un-track.json' with { type: 'json' };
import {
  agendasFileSchema,
  boardFileSchema,
  diceFileSchema,
  environmentFileSchema,
  globalImpactsFileSchema,
  nationsFileSchema,
  setupFileSchema,
  structuresFileSchema,
  unTrackFileSchema,
  type EeData,
} from './schema.ts';

/** The most players a table seats (EE-1.2): the decks must deal to that many. */
const MAX_PLAYERS = 5;

/** Checks that need two files, in words naming the files and fields (issue 22). */
function acrossFiles(d: EeData): string[] {
  const out: string[] = [];
  const track = d['board.json'].globalImpactTrack;
  const row = d['global-impacts.json'].row;
  if (row.early + row.late !== track.spaces) {
    out.push(`global-impacts.json field row: ${row.early} early + ${row.late} late cards, but board.json globalImpactTrack.spaces is ${track.spaces} (one card per track space, EE-3.3)`);
  }
  const setup = d['setup.json'];
  const nations = d['nations.json'].cards.length;
  if (nations < setup.nationsDealt * MAX_PLAYERS) out.push(`nations.json field cards: ${nations} nations, but setup.json nationsDealt ${setup.nationsDealt} x ${MAX_PLAYERS} players need ${setup.nationsDealt * MAX_PLAYERS}`);
  const agendas = d['agendas.json'];
  const agendasNeeded = setup.agendasDealt * MAX_PLAYERS + agendas.displaySize;
  if (agendas.cards.length < agendasNeeded) out.push(`agendas.json field cards: ${agendas.cards.length} agendas, but setup.json agendasDealt x ${MAX_PLAYERS} players + displaySize need ${agendasNeeded}`);
  d['nations.json'].cards.forEach((n, i) => {
    if (n.startingBonus.workers + setup.workersOnMat > setup.limits.workers) out.push(`nations.json field cards[${i}].startingBonus.workers: above setup.json limits.workers with the workers on the mat`);
  });
  return out;
}

/**
 * Energy Empire's data pack (issue 22): the files of data/pack/, their schemas and what in the shipped content is
 * provisional (the printed components are not public; the spec's JSON files say which values are placeholders).
 */
export const EE_PACK: DataPackSpec<EeData> = {
  files: {
    'dice.json': { schema: diceFileSchema, provisional: 'die faces, costs and supply counts are placeholders (the types, their pollution and the limits are from the rulebook)' },
    'structures.json': { schema: structuresFileSchema, provisional: 'a representative deck of 48 cards holding every card the rulebook names; each card with placeholder=true has invented fields' },
    'nations.json': { schema: nationsFileSchema, provisional: 'the names are public, every number is a placeholder' },
    'agendas.json': { schema: agendasFileSchema, provisional: 'representative conditions (only the name Healthy Forests is from the rulebook)' },
    'global-impacts.json': { schema: globalImpactsFileSchema, provisional: 'a representative set around the cards the rulebook names' },
    'board.json': { schema: boardFileSchema, provisional: 'industry and commerce market costs, the industry market resource, tokens per track space (except 3 players) and the middle oil prices are placeholders' },
    'environment.json': { schema: environmentFileSchema, provisional: 'the drill-space positions are placeholders' },
    'un-track.json': { schema: unTrackFileSchema, provisional: 'the VP of each space are placeholders' },
    'setup.json': { schema: setupFileSchema, provisional: 'the extra starting money by seat (except seat 2 of a 2-player game) is a placeholder' },
  },
  builtIn: {
    'dice.json': dice,
    'structures.json': structures,
    'nations.json': nations,
    'agendas.json': agendas,
    'global-impacts.json': globalImpacts,
    'board.json': board,
    'environment.json': environment,
    'un-track.json': unTrack,
    'setup.json': setup,
  },
  problems: acrossFiles,
};

/** Where the rules read Energy Empire's data: `EE_DATA.current().data` is the set of the table being played. */
export const EE_DATA = gameData(EE_PACK);
