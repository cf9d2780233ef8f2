/** The map as stored in the data modules (RawMap) and as the rules use it (Board, built by board.ts). */

export interface RawArea {
  id: string;
  name: string;
  /** 'main' = the four-panel board, 'western' = the Western Extension (4.1). */
  board: string;
  land: boolean;
  /** Printed population limit (4.5); 0 for water. */
  popLimit: number;
  /** null = no printed city site; 'white' sites flood (4.43). */
  citySite: 'black' | 'white' | null;
  floodPlain: boolean;
  volcano: string | null;
}

export interface RawShipEdge {
  a: string;
  b: string;
  /** Coastline of `a` used by this edge when `a` has several coasts (23.57). */
  aSide?: string;
  bSide?: string;
}

export interface RawMap {
  status: string;
  /** Counts the loader checks (spec M.3): a truncated or mangled data file fails at load time. */
  expectedCounts?: { areas: number; land: number; citySites: number; floodPlainAreas: number };
  areas: RawArea[];
  /** Geometric adjacency: land borders and sea crossings together. */
  adjacency: Record<string, string[]>;
  shipEdges: RawShipEdge[];
  /** Start areas per nation on the original board (4.6, 15.3). */
  startAreas: Record<string, string[]>;
  /**
   * 4.61 / 16.12: with the Western Extension the start areas at the original board's west edge are ignored, which
   * changes the start areas of some nations (Africa and Italy): their whole list with the Western Extension, replacing
   * `startAreas`. Nations not listed keep `startAreas`.
   */
  westernExtensionStartAreas: Record<string, string[]>;
  volcanoes: { id: string; areas: string[] }[];
  floodPlains: { id: string; areas: string[] }[];
  /** Out-of-play areas of the main board per board configuration (16.x). */
  playAreaExclusions: Record<string, string[]>;
}

/** Derived map facts (spec M.3 items 3, 5 and 7), stored as data so they can be audited. */
export interface DerivedMap {
  status: string;
  /** Land-only borders (23.3, Roadbuilding, Monotheism), each pair once with a < b. */
  landEdges: [string, string][];
  /** All-blue areas: a ship needs Astronomy to enter them (23.54). */
  openSeas: string[];
  /** Island id per land area on an island (16.8); areas of one island share the id. */
  islands: Record<string, string>;
}

export interface Area extends RawArea {
  openSea: boolean;
  island: string | null;
  /** True when a ship edge touches the area (a ship can be here). */
  coastal: boolean;
  /** Position in map order (used for every "first in map order" default). */
  index: number;
}

export interface ShipStep {
  to: string;
  /** Coast of the area left (23.57), when it has several. */
  fromSide: string | null;
  /** Coast of the area entered. */
  toSide: string | null;
}

export interface Board {
  id: string;
  status: string;
  areas: Record<string, Area>;
  /** Area ids in map order. */
  order: string[];
  land: Record<string, string[]>;
  /** Any adjacency (land or sea), for rules that say "adjacent by land or across water". */
  adjacent: Record<string, string[]>;
  ship: Record<string, ShipStep[]>;
  /** See RawMap: the original board's start areas, and the lists that replace them with the Western Extension. */
  startAreas: Record<string, string[]>;
  westernExtensionStartAreas: Record<string, string[]>;
  volcanoes: { id: string; areas: string[] }[];
  floodPlains: { id: string; areas: string[] }[];
  playAreaExclusions: Record<string, string[]>;
}
