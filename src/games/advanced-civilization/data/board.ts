import type { Area, Board, DerivedMap, RawMap, ShipStep } from './board-types.ts';

/**
 * Builds the typed board from raw map data and checks it (spec M.4 step 4): symmetric edges, known ids,
 * start areas, city sites and volcanoes on land, land edges between land areas, open seas are water.
 * Throws an Error naming every problem: bad map data is a bug, never a player's mistake.
 */
export function buildBoard(id: string, raw: RawMap, derived: DerivedMap): Board {
  const problems: string[] = [];
  const areas: Record<string, Area> = {};
  const openSeas = new Set(derived.openSeas);
  const coastal = new Set(raw.shipEdges.flatMap((e) => [e.a, e.b]));
  raw.areas.forEach((a, index) => {
    if (areas[a.id]) problems.push(`area ${a.id} is listed twice`);
    areas[a.id] = { ...a, openSea: openSeas.has(a.id), island: derived.islands[a.id] ?? null, coastal: coastal.has(a.id), index };
  });
  const known = (x: string, where: string) => {
    if (!areas[x]) problems.push(`${where}: unknown area ${x}`);
    return Boolean(areas[x]);
  };
  const adjacent: Record<string, string[]> = Object.fromEntries(raw.areas.map((a) => [a.id, [] as string[]]));
  for (const [a, list] of Object.entries(raw.adjacency)) {
    if (!known(a, 'adjacency')) continue;
    for (const b of list) {
      if (!known(b, `adjacency of ${a}`)) continue;
      if (!raw.adjacency[b]?.includes(a)) problems.push(`adjacency ${a}-${b} is not symmetric`);
      adjacent[a]!.push(b);
    }
  }
  const land: Record<string, string[]> = Object.fromEntries(raw.areas.map((a) => [a.id, [] as string[]]));
  for (const [a, b] of derived.landEdges) {
    if (!known(a, 'land edge') || !known(b, 'land edge')) continue;
    if (!areas[a]!.land || !areas[b]!.land) problems.push(`land edge ${a}-${b} touches water`);
    if (a === b) problems.push(`land edge ${a}-${a} is a loop`);
    if (land[a]!.includes(b)) problems.push(`land edge ${a}-${b} is listed twice`);
    land[a]!.push(b);
    land[b]!.push(a);
  }
  const ship: Record<string, ShipStep[]> = Object.fromEntries(raw.areas.map((a) => [a.id, [] as ShipStep[]]));
  for (const e of raw.shipEdges) {
    if (!known(e.a, 'ship edge') || !known(e.b, 'ship edge')) continue;
    ship[e.a]!.push({ to: e.b, fromSide: e.aSide ?? null, toSide: e.bSide ?? null });
    ship[e.b]!.push({ to: e.a, fromSide: e.bSide ?? null, toSide: e.aSide ?? null });
  }
  for (const [nation, list] of Object.entries(raw.startAreas)) {
    for (const a of list) if (known(a, `start areas of ${nation}`) && !areas[a]!.land) problems.push(`start area ${a} of ${nation} is not land`);
  }
  for (const [nation, list] of Object.entries(raw.westernExtensionStartAreas)) {
    if (!raw.startAreas[nation]) problems.push(`Western Extension start areas of ${nation}, which has no start areas`);
    if (list.length === 0) problems.push(`no Western Extension start area for ${nation}`);
    for (const a of list) if (known(a, `Western Extension start areas of ${nation}`) && !areas[a]!.land) problems.push(`Western Extension start area ${a} of ${nation} is not land`);
  }
  for (const a of Object.values(areas)) {
    if (a.citySite && !a.land) problems.push(`city site on water area ${a.id}`);
    if (a.land && a.popLimit < 1) problems.push(`land area ${a.id} has no population limit`);
    if (!a.land && a.popLimit !== 0) problems.push(`water area ${a.id} has a population limit`);
    if (a.openSea && a.land) problems.push(`open sea ${a.id} is land`);
  }
  for (const v of raw.volcanoes) for (const a of v.areas) if (known(a, `volcano ${v.id}`) && !areas[a]!.land) problems.push(`volcano ${v.id} touches water ${a}`);
  for (const f of raw.floodPlains) for (const a of f.areas) if (known(a, `flood plain ${f.id}`) && !areas[a]!.floodPlain) problems.push(`flood plain ${f.id} lists ${a}, not marked as flood plain`);
  for (const [cfg, list] of Object.entries(raw.playAreaExclusions)) for (const a of list) known(a, `exclusion ${cfg}`);
  for (const island of Object.keys(derived.islands)) if (known(island, 'islands') && !areas[island]!.land) problems.push(`island ${island} is water`);
  const c = raw.expectedCounts;
  if (c) {
    const all = Object.values(areas);
    const found = { areas: all.length, land: all.filter((a) => a.land).length, citySites: all.filter((a) => a.citySite).length, floodPlainAreas: all.filter((a) => a.floodPlain).length };
    for (const k of Object.keys(c) as (keyof typeof c)[]) if (found[k] !== c[k]) problems.push(`expected ${c[k]} ${k}, found ${found[k]}`);
  }
  if (problems.length > 0) throw new Error(`Map ${id} is invalid:\n${problems.join('\n')}`);
  return {
    id,
    status: raw.status,
    areas,
    order: raw.areas.map((a) => a.id),
    land,
    adjacent,
    ship,
    startAreas: raw.startAreas,
    westernExtensionStartAreas: raw.westernExtensionStartAreas,
    volcanoes: raw.volcanoes,
    floodPlains: raw.floodPlains,
    playAreaExclusions: raw.playAreaExclusions,
  };
}

/** The board with some areas out of play (16.11): they and every edge to them disappear. */
export function restrictBoard(board: Board, outOfPlay: readonly string[]): Board {
  if (outOfPlay.length === 0) return board;
  const out = new Set(outOfPlay);
  const keep = (ids: string[]) => ids.filter((x) => !out.has(x));
  const areas: Record<string, Area> = {};
  const order = keep(board.order);
  for (const id of order) areas[id] = board.areas[id]!;
  const mapEach = <T>(rec: Record<string, T[]>, f: (list: T[]) => T[]) => Object.fromEntries(order.map((id) => [id, f(rec[id] ?? [])]));
  return {
    ...board,
    areas,
    order,
    land: mapEach(board.land, keep),
    adjacent: mapEach(board.adjacent, keep),
    ship: mapEach(board.ship, (l) => l.filter((s) => !out.has(s.to))),
    startAreas: Object.fromEntries(Object.entries(board.startAreas).map(([n, l]) => [n, keep(l)])),
    westernExtensionStartAreas: Object.fromEntries(Object.entries(board.westernExtensionStartAreas).map(([n, l]) => [n, keep(l)])),
    volcanoes: board.volcanoes.map((v) => ({ ...v, areas: keep(v.areas) })).filter((v) => v.areas.length > 0),
    floodPlains: board.floodPlains.map((f) => ({ ...f, areas: keep(f.areas) })).filter((f) => f.areas.length > 0),
  };
}

/** A nation's start areas in play (4.6, 15.3): with the Western Extension, its list for it where it has one (4.61, 16.12). */
export function nationStartAreas(board: Board, nation: string, westernExtension: boolean): string[] {
  return (westernExtension ? board.westernExtensionStartAreas[nation] : undefined) ?? board.startAreas[nation] ?? [];
}
