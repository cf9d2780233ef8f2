/** /civ area and /civ board (issue 13): public information about one area, and the detail image of one region. */
import type { BoardImageContext, InfoCommand } from '../../entry.ts';
import { mapBoard } from '../data/maps.ts';
import { renderAcRegion } from './board.ts';
import { ownerName } from './colours.ts';
import { MAP_REGIONS } from './regions.ts';
import type { Owner } from '../state.ts';
import type { AcPublicView } from '../view.ts';

/** Who is in an area, its population limit, city site and city: public in full (H). */
export function describeArea(view: AcPublicView, areaId: string): { text: string } | { error: string } {
  const board = mapBoard(view.map);
  const area = board?.areas[areaId];
  if (!board || !area) return { error: `There is no area "${areaId}". Start typing a name and pick one from the list.` };
  const units = view.areas[areaId];
  const tokens = Object.entries(units?.tokens ?? {}).filter(([, n]) => (n ?? 0) > 0).map(([o, n]) => `${ownerName(o as Owner)} ${n}`);
  const ships = Object.entries(units?.ships ?? {}).filter(([, n]) => (n ?? 0) > 0).map(([o, n]) => `${ownerName(o as Owner)} ${n}`);
  const lines = [
    `**${area.name}** (\`${area.id}\`, ${area.board === 'western' ? 'Western Extension' : 'main board'}${view.outOfPlay.includes(areaId) ? ', out of play' : ''})`,
    area.land ? `Population limit ${area.popLimit}; city site: ${area.citySite ?? 'none'}${area.floodPlain ? '; flood plain' : ''}${area.volcano ? '; volcano' : ''}.` : 'Water.',
    `City: ${units?.city ? ownerName(units.city) : 'none'}. Tokens: ${tokens.join(', ') || 'none'}. Ships: ${ships.join(', ') || 'none'}.`,
    'Map data is CANDIDATE fan data, unverified.',
  ];
  return { text: lines.join('\n') };
}

export const AC_INFO_COMMANDS: InfoCommand<AcPublicView>[] = [
  {
    name: 'area',
    description: 'Who is in an area, its population limit and city (public)',
    option: { name: 'name', description: 'Area, e.g. thebes' },
    values: (v) => Object.keys(mapBoard(v.map)?.areas ?? {}).filter((id) => !v.outOfPlay.includes(id)),
    answer: (v, value) => describeArea(v, value.trim().toLowerCase()),
  },
  {
    name: 'board',
    description: 'A close-up image of one region of the map',
    option: { name: 'region', description: 'Region, e.g. greece' },
    values: () => MAP_REGIONS.map((r) => r.id),
    answer: (v, value, ctx: BoardImageContext) => {
      const region = MAP_REGIONS.find((r) => r.id === value.trim().toLowerCase());
      if (!region) return { error: `There is no region "${value}". Regions: ${MAP_REGIONS.map((r) => r.id).join(', ')}.` };
      return { text: `${region.name}.`, svg: renderAcRegion(v, region.id, ctx) };
    },
  },
];
