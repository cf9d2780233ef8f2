import { isRuleError } from '../../../engine/errors.ts';
import { FACTION_IDS, type FactionId } from '../data/factions.ts';
import { BONUS_IDS, CULTS, type BonusId, type ScoringId } from '../data/tiles.ts';
import type { MapId } from '../data/maps.ts';
import { parseMove } from '../notation.ts';
import { applyCommands, applyInPlace } from '../rules/apply.ts';
import { whatNext } from '../rules/flow.ts';
import { lapseRiverTownOffer } from '../rules/river-town.ts';
import { dropFaction, maybeAdvanceToNextPlayer } from '../rules/turn.ts';
import { createGame } from '../rules/setup.ts';
import type { FactionState, TmOptions, TmState } from '../state.ts';

/**
 * Replays terra.snellman.net ledger files (TM-20.3): the setup is read from the file's comment lines,
 * every command row is applied as one move, and each row's resource columns are compared with the engine.
 */
export interface LedgerRow {
  line: number;
  faction: string;
  commands: string;
  /** Final scoring section this row belongs to ('fire'...'air', 'network'), from the comment lines. */
  section?: string;
  vpDelta: number;
  /** Set on the comment line "<faction> dropped from the game". */
  dropped?: string;
  expect: { VP: number; C: number; W: number; P: number; PW: [number, number, number]; cult: number[] } | null;
}

export interface LedgerGame {
  options: TmOptions;
  players: string[];
  rows: LedgerRow[];
  /** A map id the engine does not know: the game cannot be replayed (never silently on another map). */
  unsupportedMap?: string;
}

export interface Mismatch {
  line: number;
  faction: string;
  commands: string;
  detail: string;
}

export interface ReplayReport {
  exact: boolean;
  rows: number;
  mismatch: Mismatch | null;
  finalVp: Record<string, number>;
  expectedFinalVp: Record<string, number>;
  state: TmState | null;
}

const SNELLMAN_MAPS: Record<string, MapId> = {
  '126fe960806d587c78546b30f1a90853b1ada468': 'base',
  '91645cdb135773c2a7a50e5ca9cb18af54c664c4': 'base',
  be8f6ebf549404d015547152d5f2a1906ae8dd90: 'revised-base',
  fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1: 'lakes',
  '95a66999127893f5925a5f591d54f8bcb9a670e6': 'fire-and-ice-side-1',
  '2afadc63f4d81e850b7c16fb21a1dcd29658c392': 'fjords',
};

type FinalTile = NonNullable<TmOptions['finalScoringTile']>;
const FINAL_TILES: readonly string[] = ['connected-distance', 'connected-sa-sh-distance', 'building-on-edge', 'connected-clusters'] satisfies FinalTile[];

function num(text: string | undefined): number {
  const m = /-?\d+/.exec(text ?? '');
  return m ? Number(m[0]) : NaN;
}

export function parseLedger(text: string): LedgerGame {
  const lines = text.split(/\r?\n/);
  const opts = new Set<string>();
  const scoring: ScoringId[] = [];
  const removed = new Set<string>();
  const players: string[] = [];
  let map: MapId = 'base';
  let unsupportedMap: string | undefined;
  const rows: LedgerRow[] = [];
  let section: string | undefined;
  let finalTile: string | undefined;
  lines.forEach((raw, i) => {
    const cols = raw.split('\t');
    if (cols.length >= 14) {
      const faction = (cols[0] ?? '').trim().toLowerCase();
      const pw = (cols[10] ?? '').split('/').map((x) => num(x));
      const expect =
        cols[2] && /VP/.test(cols[2])
          ? {
              VP: num(cols[2]),
              C: num(cols[4]),
              W: num(cols[6]),
              P: num(cols[8]),
              PW: [pw[0] ?? NaN, pw[1] ?? NaN, pw[2] ?? NaN] as [number, number, number],
              cult: (cols[12] ?? '').split('/').map((x) => num(x)),
            }
          : null;
      const vpDelta = num(cols[1]) || 0;
      rows.push({ line: i + 1, faction, commands: (cols[14] ?? '').trim(), expect, vpDelta, ...(section ? { section } : {}) });
      return;
    }
    // The site's own export ends each comment line with "\tshow history": keep the text before the tab.
    const line = (cols[0] ?? '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^option (\S+)$/.exec(line))) opts.add(m[1] as string);
    else if ((m = /^Round (\d) scoring: (SCORE\d)/.exec(line))) scoring[Number(m[1]) - 1] = m[2] as ScoringId;
    else if ((m = /^Removing tile (BON\d+)/.exec(line))) removed.add(m[1] as string);
    else if ((m = /^Player (\d+): (.*)$/.exec(line))) players[Number(m[1]) - 1] = m[2] as string;
    else if ((m = /^Scoring (?:largest )?([\w-]+)(?: cult)?$/.exec(line))) section = (m[1] as string).toLowerCase();
    else if (/^Converting resources/.test(line)) section = 'resources';
    else if ((m = /^map (\S+)/.exec(line))) {
      const known = SNELLMAN_MAPS[m[1] as string];
      if (known) map = known;
      else unsupportedMap = m[1] as string;
    }
    else if ((m = /^Added final scoring tile: (\S+)/.exec(line))) finalTile = m[1] as string;
    else if ((m = /^(\w+) dropped from the game$/.exec(line))) {
      rows.push({ line: i + 1, faction: m[1] as string, commands: '', expect: null, vpDelta: 0, dropped: m[1] as string });
    }
  });
  const shippingBonus = opts.has('shipping-bonus');
  const bonusCards = BONUS_IDS.filter((b) => (b !== 'BON10' || shippingBonus) && !removed.has(b)) as BonusId[];
  const options: TmOptions = {
    map,
    turnOrder: opts.has('variable-turn-order') ? 'pass-order' : 'clockwise',
    factionSelection: 'player-choice',
    startingVp: 'standard',
    miniExpansion: opts.has('mini-expansion-1'),
    shippingBonus,
    templeScoringTile: opts.has('temple-scoring-tile'),
    cultistPowerErrata: opts.has('errata-cultist-power'),
    specialTerrain: false,
    strictLeech: opts.has('strict-leech'),
    // snellman lets play go on while power offers are open; the ledgers are recorded that way.
    waitForPowerOffers: false,
    strictDarklingStronghold: opts.has('strict-darkling-sh'),
    strictChaosMagicianStronghold: opts.has('strict-chaosmagician-sh'),
    scoringTiles: scoring.length === 6 ? scoring : undefined,
    ...(FINAL_TILES.includes(finalTile as FinalTile) ? { finalScoringTile: finalTile as FinalTile } : {}),
    bonusCards,
  };
  return { options, players, rows, unsupportedMap };
}

function compare(f: FactionState, e: NonNullable<LedgerRow['expect']>): string | null {
  const diffs: string[] = [];
  const check = (name: string, want: number, got: number) => {
    if (want !== got) diffs.push(`${name} expected ${want} got ${got}`);
  };
  check('VP', e.VP, f.VP);
  check('C', e.C, f.C);
  check('W', e.W, f.W);
  check('P', e.P, f.P);
  const pw = `${f.P1}/${f.P2}/${f.P3}`;
  if (pw !== e.PW.join('/')) diffs.push(`PW expected ${e.PW.join('/')} got ${pw}`);
  const cult = f.cult.join('/');
  if (cult !== e.cult.join('/')) diffs.push(`cults expected ${e.cult.join('/')} got ${cult}`);
  return diffs.length > 0 ? diffs.join(', ') : null;
}

const FINAL_RE = /^\+(\d+)vp for ([\w-]+)$/i;

/** Replays a ledger text and reports the first row whose resources differ (or the first rejected command). */
/** Sees each player's move before it is applied (the state as the player saw it, not to be changed). */
export type ReplayObserver = (before: TmState, seat: number, commands: string) => void;

export function replayLedger(text: string, observe?: ReplayObserver): ReplayReport {
  const game = parseLedger(text);
  if (game.unsupportedMap) {
    return { exact: false, rows: 0, mismatch: { line: 0, faction: '', commands: '', detail: `unsupported map ${game.unsupportedMap} (known: the five maps of TM-2.10)` }, finalVp: {}, expectedFinalVp: {}, state: null };
  }
  const seatOf = new Map<string, number>();
  const setupRows = game.rows.filter((r) => r.commands === 'setup');
  const seats = setupRows.map((r, i) => ({ name: game.players[i] ?? r.faction }));
  const state = createGame(game.options, seats, 'ledger');
  const expectedFinalVp: Record<string, number> = {};
  const finalParts: Record<string, Record<string, number>> = {};
  const deferred: LedgerRow[] = [];
  let rowsChecked = 0;
  const report = (mismatch: Mismatch | null, st: TmState | null): ReplayReport => ({
    exact: mismatch === null,
    rows: rowsChecked,
    mismatch,
    finalVp: Object.fromEntries((st?.factions ?? []).map((f) => [f.id, f.VP])),
    expectedFinalVp,
    state: st,
  });
  const checkRow = (row: LedgerRow): Mismatch | null => {
    const seat = seatOf.get(row.faction);
    if (seat === undefined || !row.expect) return null;
    rowsChecked++;
    const detail = compare(state.factions[seat] as FactionState, row.expect);
    return detail ? { line: row.line, faction: row.faction, commands: row.commands, detail } : null;
  };
  for (const row of game.rows) {
    if (row.dropped) {
      const seat = seatOf.get(row.dropped);
      if (seat !== undefined) dropFaction(state, state.factions[seat] as FactionState);
      whatNext(state);
      continue;
    }
    if (row.expect) expectedFinalVp[row.faction] = row.expect.VP;
    if (row.commands === 'setup') {
      if (!(FACTION_IDS as readonly string[]).includes(row.faction)) {
        return report({ line: row.line, faction: row.faction, commands: row.commands, detail: 'unknown faction' }, state);
      }
      const seat = seatOf.size;
      seatOf.set(row.faction, seat);
      const refused = applyInPlace(state, seat, { cmds: [{ k: 'setup', faction: row.faction as FactionId }] });
      if (refused) return report({ line: row.line, faction: row.faction, commands: row.commands, detail: `rejected: ${refused.message}` }, state);
      // Starting VP variants (per map or per season) are read from the setup row itself.
      const picked = state.factions[seat];
      if (picked && row.expect) picked.VP = row.expect.VP;
      const bad = checkRow(row);
      if (bad) return report(bad, state);
      continue;
    }
    // Older ledgers write final scoring rows as "+18vp" under their "Scoring X" comment.
    const bare = row.section ? /^\+(\d+)vp$/i.exec(row.commands) : null;
    const fin = FINAL_RE.exec(row.commands) ?? (bare ? [bare[0], bare[1], row.section] : null);
    if (fin || row.commands === 'score_resources' || (row.section && row.commands === '')) {
      const parts = (finalParts[row.faction] ??= {});
      const key = fin ? (fin[2] as string).toLowerCase() : row.section;
      if (key && row.commands !== 'score_resources') parts[key] = (parts[key] ?? 0) + (fin ? Number(fin[1]) : row.vpDelta);
      continue;
    }
    if (row.commands.startsWith('[')) {
      deferred.push(row);
      continue;
    }
    if (row.commands === '' && state.factions[seatOf.get(row.faction) ?? -1]?.dropped) continue;
    if (/^(cult_|other_|all_)?income_for_faction$/.test(row.commands) || row.commands === '') {
      if (row.commands.startsWith('cult_') && state.phase !== 'income-spades') continue;
      const bad = checkRow(row);
      if (bad) return report(bad, state);
      continue;
    }
    const seat = seatOf.get(row.faction);
    if (seat === undefined) {
      return report({ line: row.line, faction: row.faction, commands: row.commands, detail: 'faction not in game' }, state);
    }
    const move = parseMove(
      row.commands
        .split('.')
        .filter((c) => !/^\s*(cult_|other_|all_)?income_for_faction\s*$/.test(c))
        .join('.'),
    );
    if (isRuleError(move)) return report({ line: row.line, faction: row.faction, commands: row.commands, detail: move.message }, state);
    observe?.(state, seat, row.commands);
    const lapsed = lapseRiverTownOffer(state, state.factions[seat] as FactionState, move);
    if (lapsed) maybeAdvanceToNextPlayer(state, lapsed);
    const refused = applyCommands(state, seat, move);
    if (refused) return report({ line: row.line, faction: row.faction, commands: row.commands, detail: `rejected: ${refused.message}` }, state);
    if (/income_for_faction/.test(row.commands)) whatNext(state);
    const bad = checkRow(row);
    if (bad) return report(bad, state);
    for (const d of deferred.splice(0)) {
      const badD = checkRow(d);
      if (badD) return report(badD, state);
    }
    whatNext(state);
  }
  if (state.phase !== 'over') {
    return report({ line: 0, faction: '', commands: '', detail: `game did not end (phase ${state.phase}, round ${state.round})` }, state);
  }
  for (const f of state.factions) {
    const want = expectedFinalVp[f.id];
    const parts = finalParts[f.id] ?? {};
    const got = state.finalScores?.find((x) => x.seat === f.seat)?.breakdown ?? {};
    // Logs without the final scoring rows (older exports) are checked on the totals alone.
    const keys = !Object.values(finalParts).some((p) => Object.keys(p).length > 0) ? [] : [...CULTS.map((c) => c.toLowerCase()), 'network'];
    if (game.options.finalScoringTile && keys.length > 0) keys.push(game.options.finalScoringTile);
    for (const key of keys) {
      if ((parts[key] ?? 0) !== (got[key] ?? 0)) {
        return report({ line: 0, faction: f.id, commands: 'final scoring', detail: `${key} expected ${parts[key] ?? 0} got ${got[key] ?? 0}` }, state);
      }
    }
    if (want !== f.VP) {
      return report({ line: 0, faction: f.id, commands: 'final scoring', detail: `final VP expected ${want} got ${f.VP}` }, state);
    }
  }
  return report(null, state);
}
