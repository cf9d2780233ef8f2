import { derived, eeEnvironment, ROWS, type Row } from '../data/index.ts';
import type { PlayerState } from '../state.ts';

/** EE-2.6 the environment grid, EE-9 placing pollution, EE-10 cleanup targets. */
/** The grid's space ids '<row>-<column>', built once per data set. */
export const spaceIds: () => readonly string[] = derived((d) => ROWS.flatMap((r) => Array.from({ length: d['environment.json'].columns }, (_, c) => `${r}-${c + 1}`)));

export const rowOf = (space: string): Row => space.split('-')[0] as Row;
export const columnOf = (space: string): number => Number(space.split('-')[1]);
export const isSpace = (space: string): boolean => spaceIds().includes(space);

export function unpollutedSpaces(p: PlayerState, row: Row | 'any' = 'any'): string[] {
  return spaceIds().filter((id) => p.env[id] === undefined && (row === 'any' || rowOf(id) === row));
}

/** EE-9.2 / EE-9.3: the spaces a received token may go to (row first, any unpolluted space if the row is full). */
export function pollutionTargets(p: PlayerState, row: Row | null): string[] {
  const inRow = row === null ? [] : unpollutedSpaces(p, row);
  return inRow.length > 0 ? inRow : unpollutedSpaces(p);
}

/** EE-6.2: unpolluted spaces with the drill symbol. */
export function drillTargets(p: PlayerState): string[] {
  return eeEnvironment().drillSpaces.filter((id) => p.env[id] === undefined);
}

/** EE-10.1: every polluted space is a cleanup target (remove pollution or well, flip nuclear). */
export function cleanupTargets(p: PlayerState): string[] {
  return spaceIds().filter((id) => p.env[id] !== undefined);
}

/** EE-15.4 / EE-2.6: columns whose three spaces are all unpolluted. */
export function cleanColumns(p: PlayerState): number[] {
  const cols: number[] = [];
  for (let c = 1; c <= eeEnvironment().columns; c++) if (ROWS.every((r) => p.env[`${r}-${c}`] === undefined)) cols.push(c);
  return cols;
}
