/**
 * The hexes a move names, for the last-move highlight: "build E7", "upgrade F3 to TP",
 * "transform D5 to red", "bridge C2:D4", "connect r12". Ids that are not on the map are left out.
 */
export function hexesOfMove(notation: string | undefined, onMap: (id: string) => boolean): string[] {
  if (!notation) return [];
  const found: string[] = [];
  for (const m of notation.matchAll(/(?<![A-Za-z0-9+-])([A-Za-z]\d{1,2})(?![A-Za-z0-9])/g)) {
    const raw = m[1] as string;
    const id = raw[0] === 'r' || raw[0] === 'R' ? `r${raw.slice(1)}` : raw.toUpperCase();
    // A river id only counts after "connect": "r1" elsewhere is not a hex.
    if (id.startsWith('r') && !/connect\s*$/i.test(notation.slice(0, m.index))) continue;
    if (onMap(id) && !found.includes(id)) found.push(id);
  }
  return found;
}
