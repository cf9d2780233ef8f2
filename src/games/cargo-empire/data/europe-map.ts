/**
 * Europe map. RECONSTRUCTION [RECON] (spec §12.2, data gap G1): the rulebook names 16 cities and implies a few
 * distances; colours, ports (except Riga/Copenhagen/Rome = port, Milan = not a port), numbers, the other 8 cities
 * and all land routes are reconstructed. Replace with the printed board's data when available.
 */
export const EUROPE_MAP = {
  id: 'europe',
  provisional: true,
  source: 'RECONSTRUCTION. The rulebook names 16 Europe cities and implies the constraints listed below; city colours, port icons (except Riga/Copenhagen/Rome = port, Milan = not a port), city numbers, the 8 other cities and all land routes are reconstructed from real European geography. No public data for the real board was found. Replace with the printed board’s data when available.',
  tradingPostSpacesPerCity: 4,
  cities: [
    { number: 1, id: 'dublin', name: 'Dublin', colour: 'blue', port: true },
    { number: 2, id: 'london', name: 'London', colour: 'red', port: true },
    { number: 3, id: 'amsterdam', name: 'Amsterdam', colour: 'blue', port: true },
    { number: 4, id: 'oslo', name: 'Oslo', colour: 'green', port: true },
    { number: 5, id: 'stockholm', name: 'Stockholm', colour: 'red', port: true },
    { number: 6, id: 'copenhagen', name: 'Copenhagen', colour: 'yellow', port: true },
    { number: 7, id: 'berlin', name: 'Berlin', colour: 'red', port: false },
    { number: 8, id: 'riga', name: 'Riga', colour: 'green', port: true },
    { number: 9, id: 'moscow', name: 'Moscow', colour: 'red', port: false },
    { number: 10, id: 'warsaw', name: 'Warsaw', colour: 'yellow', port: false },
    { number: 11, id: 'kyiv', name: 'Kyiv', colour: 'blue', port: false },
    { number: 12, id: 'bucharest', name: 'Bucharest', colour: 'green', port: false },
    { number: 13, id: 'istanbul', name: 'Istanbul', colour: 'yellow', port: true },
    { number: 14, id: 'athens', name: 'Athens', colour: 'blue', port: true },
    { number: 15, id: 'vienna', name: 'Vienna', colour: 'blue', port: false },
    { number: 16, id: 'venice', name: 'Venice', colour: 'yellow', port: true },
    { number: 17, id: 'rome', name: 'Rome', colour: 'red', port: true },
    { number: 18, id: 'milan', name: 'Milan', colour: 'green', port: false },
    { number: 19, id: 'munich', name: 'Munich', colour: 'green', port: false },
    { number: 20, id: 'frankfurt', name: 'Frankfurt', colour: 'green', port: false },
    { number: 21, id: 'paris', name: 'Paris', colour: 'yellow', port: false },
    { number: 22, id: 'marseille', name: 'Marseille', colour: 'blue', port: true },
    { number: 23, id: 'madrid', name: 'Madrid', colour: 'red', port: false },
    { number: 24, id: 'lisbon', name: 'Lisbon', colour: 'yellow', port: true },
  ],
  landRoutes: [
    ['dublin', 'london'], ['london', 'paris'], ['paris', 'amsterdam'], ['paris', 'frankfurt'],
    ['paris', 'marseille'], ['paris', 'madrid'], ['madrid', 'lisbon'], ['madrid', 'marseille'],
    ['marseille', 'milan'], ['amsterdam', 'frankfurt'], ['amsterdam', 'berlin'], ['frankfurt', 'berlin'],
    ['frankfurt', 'munich'], ['berlin', 'copenhagen'], ['berlin', 'warsaw'], ['berlin', 'munich'],
    ['copenhagen', 'oslo'], ['copenhagen', 'stockholm'], ['oslo', 'stockholm'], ['warsaw', 'riga'],
    ['warsaw', 'kyiv'], ['warsaw', 'vienna'], ['riga', 'moscow'], ['moscow', 'kyiv'],
    ['kyiv', 'bucharest'], ['bucharest', 'vienna'], ['bucharest', 'istanbul'], ['istanbul', 'athens'],
    ['vienna', 'munich'], ['vienna', 'venice'], ['venice', 'milan'], ['venice', 'rome'],
    ['milan', 'rome'], ['munich', 'milan'],
  ],
  expressSpaces: [],
} as const;
