/** The nine nations in A.S.T. order (17.4): Africa first, Egypt last. */
export const NATIONS = ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt'] as const;
export type NationId = (typeof NATIONS)[number];

export const NATION_NAMES: Readonly<Record<NationId, string>> = Object.freeze({
  africa: 'Africa',
  italy: 'Italy',
  illyria: 'Illyria',
  thrace: 'Thrace',
  crete: 'Crete',
  asia: 'Asia',
  assyria: 'Assyria',
  babylon: 'Babylon',
  egypt: 'Egypt',
});

export function isNation(x: string): x is NationId {
  return (NATIONS as readonly string[]).includes(x);
}

/** Pieces per nation (5.1). */
export const CITIES_PER_PLAYER = 9;
export const SHIPS_PER_PLAYER = 4;
