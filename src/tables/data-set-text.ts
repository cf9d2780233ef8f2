import type { DataSet } from '../engine/data-pack.ts';
import { msg } from './messages.ts';

/** A data set in words for players (help texts): its id, where it came from, and what in it is provisional. */
export function describeDataSet(set: DataSet<unknown>): string {
  const line = msg('help.dataSet', { id: set.id, source: set.source === 'built-in' ? msg('help.dataSetShipped') : set.source });
  // The files only: a game's own help topic or README says what in each is provisional (help texts are long already).
  const files = set.provisional.map((note) => note.slice(0, note.indexOf(':')));
  return files.length > 0 ? `${line} ${msg('help.dataSetProvisional', { what: files.join(', ') })}` : line;
}
