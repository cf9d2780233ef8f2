/** Express tiles (spec §2.11, express-tiles.json): 6 tiles, 2 of each transport type, used on the Dior map only. */
export const EXPRESS_TILES = [
  { id: 'E1', type: 'car' },
  { id: 'E2', type: 'car' },
  { id: 'E3', type: 'loco' },
  { id: 'E4', type: 'loco' },
  { id: 'E5', type: 'ship' },
  { id: 'E6', type: 'ship' },
] as const;
