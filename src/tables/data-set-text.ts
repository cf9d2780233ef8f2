import type { DataSet } from '../engine/data-pack.ts';
import { msg } from './messages.ts';

/** A data set in words for players (help texts): its id, where it came from, and what in it is provisional. */
export function describeDataSet(set: DataSet<unknown>): string {
  const line = msg('help.dataSet', { id: set.id, source: set.source === 'built-in' ? msg('help.dataSetShipped') : set.source });
  return set.provisional.length > 0 ? `${line} ${msg('help.dataSetProvisional', { what: set.provisional.join('; ') })}` : line;
}
