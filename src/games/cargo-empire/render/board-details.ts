import type { BoardDetail, BoardImageContext } from '../../entry.ts';
import { cityInfo, isCity } from '../rules/world.ts';
import type { Colour } from '../state.ts';
import { CITY_H, CITY_W, cityCentre } from './map-layout.ts';
import { displayName, type BoardView } from './view-data.ts';

/** Where the map starts in the board drawing (board.ts: below the title bar). */
const MAP_TOP = 60;

/**
 * What is on each city of the map, for the web page, from the public view: level, cubes for sale, demand spaces and
 * the posts on them, trading posts, crests (CE-2.2, CE-5, CE-6). Goal cards and face-down cities are never in it.
 */
export function boardDetails(view: BoardView, ctx: BoardImageContext): BoardDetail[] {
  const owner = (colour: Colour) => {
    const player = view.players.find((p) => p.colour === colour);
    return player ? `${displayName(player, ctx.seatNames)} (${colour})` : colour;
  };
  const ids = Object.keys(view.cities).filter(isCity);
  return ids.map((id, index) => {
    const info = cityInfo(id);
    const city = view.cities[id]!;
    const c = cityCentre(id, index);
    const lines = [`${capital(info.colour)} city${info.port ? ', port' : ''} · level ${city.level}${city.level === 3 ? ' (no tile: never an origin or destination again, CE-6.4)' : ''}`];
    if (city.level !== 3) {
      const cubes = city.production.filter((c): c is NonNullable<typeof c> => c !== null);
      lines.push(`Cubes to ship: ${cubes.length > 0 ? cubes.join(', ') : 'none'}`);
      const demand = Object.entries(city.demand).map(([space, colour]) => `${space}: ${colour ? owner(colour) : 'open'}`);
      lines.push(`Demand spaces (CE-5): ${demand.join('; ')}`);
    }
    if (city.posts.length > 0) lines.push(`Trading posts (CE-6.2): ${city.posts.map(owner).join(', ')}`);
    const crests = view.players.filter((p) => p.crest === id).map((p) => displayName(p, ctx.seatNames));
    if (crests.length > 0) lines.push(`Crest of ${crests.join(', ')}`);
    if (view.bot?.origin === id) lines.push('The bot’s origin marker (CE-14).');
    return { x: c.x - CITY_W / 2, y: c.y - CITY_H / 2 + MAP_TOP, width: CITY_W, height: CITY_H, title: `${info.number} ${info.name}`, lines };
  });
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
