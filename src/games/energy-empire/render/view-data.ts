import { fitName, playerColour, type NameFit, type PlayerColour } from '../../../render/primitives.ts';
import { agendaData, nationData } from '../rules/lookup.ts';
import type { EePublicView, EeSeatView } from '../view.ts';

/** A seat's own view, or null for the public view (both reach the private drawing through the same hook). */
export function asSeatView(view: EePublicView | EeSeatView): EeSeatView | null {
  return 'private' in view && view.private !== undefined && typeof view.seat === 'number' ? view : null;
}

/** Seat colours from the colour-blind palette, each with a letter and a pattern. */
export function seatColour(seat: number): PlayerColour {
  return playerColour(seat);
}

export function seatName(view: EePublicView, seat: number, names: readonly string[], fit?: NameFit): string {
  const name = names[seat] ?? view.players[seat]?.name ?? `Seat ${seat + 1}`;
  return fit ? fitName(name, fit) : name;
}

export function nationName(id: string | null): string {
  return id === null ? 'nation hidden' : nationData(id).name;
}

export function agendaName(id: string): string {
  return agendaData(id).name;
}

export const RESOURCE_LABELS = { money: '$', science: 'Sci', steel: 'Steel', plastic: 'Plastic', oil: 'Oil' } as const;

export const DIE_LABELS = { solar_wind: 'Solar/Wind', hydro_geo: 'Hydro/Geo', coal: 'Coal', nuclear: 'Nuclear', oil: 'Oil' } as const;

export const TYPE_COLOURS = { industry: '#B9C7D6', commerce: '#E8D7A8', government: '#C9DDBF' } as const;
