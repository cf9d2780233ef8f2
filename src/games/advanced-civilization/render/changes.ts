/** Which areas the last phase changed, for the dashed highlight. */
import type { BoardImageContext } from '../../entry.ts';
import { mapBoard } from '../data/maps.ts';
import type { AcAreaView, AcPublicView } from '../view.ts';

function sameUnits(a: AcAreaView | undefined, b: AcAreaView | undefined): boolean {
  const norm = (x: AcAreaView | undefined) => {
    const clean = (r: Partial<Record<string, number>>) => Object.entries(r).filter(([, n]) => (n ?? 0) > 0).sort(([k1], [k2]) => k1.localeCompare(k2));
    return JSON.stringify([clean(x?.tokens ?? {}), x?.city ?? null, clean(x?.ships ?? {})]);
  };
  return norm(a) === norm(b);
}

/**
 * With the public view from before the last phase: every area whose units differ. Without it: the areas the last
 * move names (e.g. `move thrace>dacia 2`), which is what the context carries.
 */
export function changedAreas(view: AcPublicView, ctx: BoardImageContext, previous?: AcPublicView): Set<string> {
  const out = new Set<string>();
  if (previous) {
    for (const id of new Set([...Object.keys(view.areas), ...Object.keys(previous.areas)])) if (!sameUnits(view.areas[id], previous.areas[id])) out.add(id);
    return out;
  }
  const areas = mapBoard(view.map)?.areas ?? {};
  for (const word of (ctx.lastMove ?? '').toLowerCase().split(/[^a-z0-9-]+/)) if (word && areas[word]) out.add(word);
  return out;
}
