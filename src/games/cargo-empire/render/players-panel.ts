import { fitName, group, NEUTRAL, table, text, type TableColumn, type TableRow } from '../../../render/primitives.ts';
import { cityInfo, isCity } from '../rules/world.ts';
import { CARGO_LETTER, pieceColour } from './colours.ts';
import { LABELS } from './labels.ts';
import { fitText } from './text-fit.ts';
import { displayName, type BoardView, type PlayerView } from './view-data.ts';

const ROW_H = 34;
const SIZE = 15;

export function playersPanelHeight(view: BoardView): number {
  return 28 + (view.players.length + 1) * ROW_H;
}

/**
 * Turn order and each participant's public holdings: card counts, hidden goal counts (never their contents), city
 * cards (public once face up), posts left per round. Rows follow the turn order; whoever must act is bold.
 */
export function renderPlayersPanel(view: BoardView, seatNames: readonly string[], x: number, y: number, width: number): string {
  const extras = view.options.families || view.options.mode === 'vassals';
  const over = view.phase === 'over';
  const fixed = { player: 290, cards: 140, goals: 160, posts: 170 };
  const extraWidth = extras ? 270 : 0;
  const citiesWidth = width - fixed.player - fixed.cards - fixed.goals - fixed.posts - extraWidth;
  const columns: TableColumn[] = [
    { header: LABELS.columns.player, width: fixed.player },
    { header: LABELS.columns.cards, width: fixed.cards, align: 'middle' },
    { header: LABELS.columns.goals, width: fixed.goals },
    { header: LABELS.columns.cities, width: citiesWidth },
    // At the end the reserve is empty; what counts then is where the posts stand (CE-12).
    { header: over ? LABELS.columns.postsOnBoard : LABELS.columns.posts, width: fixed.posts, align: 'middle' },
    ...(extras ? [{ header: LABELS.columns.extras, width: extraWidth }] : []),
  ];
  const waiting = new Set(view.waitingFor);
  const order = view.order.length === view.players.length ? view.order : view.players.map((_, i) => i);
  const rows: TableRow[] = order.map((p, i) => {
    const player = view.players[p]!;
    const bold = player.seat !== null && waiting.has(player.seat);
    const cells = [
      `${i + 1}. ${fitName(displayName(player, seatNames), { width: fixed.player - 50 - 2 * SIZE, size: SIZE, bold })}`,
      `${player.hand.car} / ${player.hand.loco} / ${player.hand.ship}`,
      goalsCell(player, view.phase === 'over'),
      fitText(citiesCell(player), citiesWidth - 12, SIZE),
      over ? String(postsOnBoard(view, player.colour)) : postsCell(player),
      ...(extras ? [fitText(extrasCell(player), extraWidth - 12, SIZE)] : []),
    ];
    return { cells, colour: pieceColour(player.colour), bold };
  });
  return group([
    text(x, y + 12, LABELS.players, { size: 16, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    table({ x, y: y + 28, columns, rows, rowHeight: ROW_H, size: SIZE }),
  ]);
}

function goalsCell(p: PlayerView, over: boolean): string {
  // Only the bot's goals are public during the game (CE-14.2 g); a human's goal ids reach this panel only once the
  // game is over and every goal has been scored in public (CE-12), never from a seat view before.
  const shown = (p.kind === 'bot' || over) && 'goals' in p && p.goals !== undefined;
  const revealed = shown ? (p.kind === 'bot' ? LABELS.botGoals(p.goals!.join(', ')) : p.goals!.join(', ')) : LABELS.hiddenGoals(p.goalCount);
  return p.choosingGoal ? `${revealed}, ${LABELS.choosingGoal}` : revealed;
}

function citiesCell(p: PlayerView): string {
  const names = p.cities.map((c) => (isCity(c) ? cityInfo(c).name : LABELS.blankCity));
  const list = names.length > 0 ? `${names.length}: ${names.join(', ')}` : '';
  if (!p.hasHiddenCity) return list === '' ? '0' : list;
  return list === '' ? LABELS.faceDown : `${list} + ${LABELS.faceDown}`;
}

/** Posts of a colour on the map: on demand spaces and on trading post spaces. */
function postsOnBoard(view: BoardView, colour: PlayerView['colour']): number {
  return Object.values(view.cities).reduce((n, c) => n + Object.values(c.demand).filter((d) => d === colour).length + c.posts.filter((x) => x === colour).length, 0);
}

function postsCell(p: PlayerView): string {
  const base = p.reserve.join(' / ');
  return p.removedPosts > 0 ? `${base} (−${p.removedPosts})` : base;
}

function extrasCell(p: PlayerView): string {
  const parts: string[] = [];
  if (p.vassal !== null) parts.push(`${LABELS.vassal(pieceColour(p.vassal).letter)} ${p.vassalReserve.join('/')}`);
  if (p.crest !== null) parts.push(`${LABELS.crest} ${isCity(p.crest) ? cityInfo(p.crest).name : p.crest}`);
  const cubes = (Object.entries(p.cubes) as [keyof typeof CARGO_LETTER, number][]).filter(([, n]) => n > 0);
  if (cubes.length > 0) parts.push(`${LABELS.keptCubes} ${cubes.map(([c, n]) => `${CARGO_LETTER[c]}${n}`).join(' ')}`);
  return parts.join(' · ');
}
