/**
 * Transport cards (spec §2.4). Car and ship rewards are from rulebook example I; the locomotive reward of 1 is an
 * inference (AMB-2). Land legs cover minRoutes..maxRoutes consecutive land routes; a ship leg goes port to port.
 */
export const TRANSPORT_CARDS = {
  car: { kind: 'land', minRoutes: 1, maxRoutes: 1, reward: 1 },
  loco: { kind: 'land', minRoutes: 1, maxRoutes: 2, reward: 1 },
  ship: { kind: 'sea', minRoutes: 0, maxRoutes: 0, reward: 2 },
} as const;

/** Rockriel's enhanced locomotive (CE-13.5 red). */
export const ENHANCED_LOCO = { minRoutes: 1, maxRoutes: 3, reward: 2 } as const;

export const TRANSPORT_TYPES = ['car', 'loco', 'ship'] as const;
