/**
 * Terrain of the five maps, row by row (generated once from shared/rules/terra-mystica/map-*.json; sources there:
 * jsnell/terra-mystica, pjsavola/terramystica, LuKev/tm_server). One letter per hex, river hexes as '.':
 * Y desert, U plains (brown), K swamp (black), B lakes (blue), G forest, S mountains (gray), R wasteland (red).
 * `firstRow` is the letter of the first row (B for maps whose first row is the short one, as snellman labels them).
 * `bridges` lists every valid bridge location as the two land hexes it joins (TM-19.4).
 */

export interface MapData {
  readonly id: string;
  readonly title: string;
  readonly firstRow: string;
  readonly rows: readonly string[];
  readonly bridges: readonly (readonly [string, string])[];
}

const BASE: MapData = {
  id: 'base',
  title: "基本マップ (Base map)",
  firstRow: 'A',
  rows: ["USGBYRUKRGBRK", "Y..UK..YK..Y", "..K.S.G.G.S..", "GBY..RB.R.RU", "KURBKUSY..GKB", "SG..YG...USU", "...S.R.G.YKBY", "YBU...BK.SUS", "RKSBRGYUS.BGR"],
  bridges: [["A11", "C5"], ["A3", "C1"], ["A7", "C3"], ["B1", "C1"], ["B1", "D1"], ["B2", "C1"], ["B3", "C3"], ["B4", "C3"], ["B5", "C5"], ["B6", "C5"], ["B6", "D8"], ["C2", "D3"], ["C2", "D4"], ["C2", "E5"], ["C4", "D5"], ["C5", "D6"], ["D6", "E8"], ["D6", "E9"], ["E4", "G1"], ["E8", "G3"], ["F1", "H1"], ["F2", "G1"], ["F2", "H2"], ["F3", "G1"], ["F4", "G3"], ["G2", "H4"], ["G2", "I6"], ["G4", "H5"], ["H6", "I9"]],
};

const REVISED_BASE: MapData = {
  id: 'revised-base',
  title: "改訂版マップ (Revised Base Game)",
  firstRow: 'A',
  rows: ["USGBURUKRBGRK", "Y..YK..YG..Y", "..K.S.G.K.R..", "GBY..RB.R.SU", "KURBYUGY..GKR", "SG..KS...USY", "...S.R.G.YKBU", "YBU...BK.SUR", "BKSBRGYUS.BGS"],
  bridges: [["A11", "C5"], ["A3", "C1"], ["A7", "C3"], ["B1", "C1"], ["B1", "D1"], ["B2", "C1"], ["B3", "C3"], ["B4", "C3"], ["B5", "C5"], ["B6", "C5"], ["B6", "D8"], ["C2", "D3"], ["C2", "D4"], ["C2", "E5"], ["C4", "D5"], ["C5", "D6"], ["D6", "E8"], ["D6", "E9"], ["E4", "G1"], ["E8", "G3"], ["F1", "H1"], ["F2", "G1"], ["F2", "H2"], ["F3", "G1"], ["F4", "G3"], ["G2", "H4"], ["G2", "I6"], ["G4", "H5"], ["H6", "I9"]],
};

const LAKES: MapData = {
  id: 'lakes',
  title: "湖マップ (Lakes)",
  firstRow: 'B',
  rows: ["SBRUYBYR..GB", "YKG..KU.GS.UK", "U..GRS.KBR.Y", "BRS.YUG..Y.KR", "GY.KB..R.SGU", "S.US.Y.S.UKBR", "R...RGUKY..S", "YBK.BSB..SG.B", "KU.G...GRUYK"],
  bridges: [["B4", "D2"], ["B9", "C7"], ["C3", "D2"], ["C3", "E3"], ["C5", "D5"], ["C8", "D7"], ["D2", "E3"], ["D5", "E6"], ["D5", "F5"], ["D7", "E8"], ["E3", "F3"], ["E6", "F5"], ["E7", "F5"], ["F5", "G6"], ["G2", "H1"], ["G2", "I3"], ["G3", "H2"], ["G7", "I8"], ["H5", "J4"], ["H7", "I8"], ["I3", "J3"], ["I6", "J4"]],
};

const FIRE_AND_ICE_SIDE_1: MapData = {
  id: 'fire-and-ice-side-1',
  title: "not named in the seed (extra; later BGA versions may offer it)",
  firstRow: 'B',
  rows: ["U.UKY.SGRBYB", "RY.BSR...YUKS", "GK...UGY....", "YSGYK.BRU.GBG", "..U..RKGS.UK", "GR..G...UB.SR", "S.YSBRG.RS.K", "KB.KUSB.YK.RB", "SG.RYKY.BU.U"],
  bridges: [["B2", "C2"], ["B5", "C5"], ["B5", "D4"], ["B6", "D5"], ["C3", "D2"], ["C3", "E4"], ["C4", "E5"], ["C6", "D5"], ["C7", "E9"], ["C8", "E10"], ["C9", "E11"], ["D3", "E5"], ["E1", "G1"], ["E2", "G2"], ["E5", "F2"], ["E5", "G3"], ["E9", "F5"], ["F1", "G2"], ["F1", "G3"], ["F1", "H2"], ["F2", "G3"], ["F2", "H5"], ["F3", "H6"], ["F6", "G5"], ["G2", "H2"], ["G4", "H6"], ["G6", "H8"], ["H2", "I2"], ["H6", "I7"], ["H8", "I9"], ["I3", "J2"], ["I7", "J6"], ["I9", "J8"]],
};

const FJORDS: MapData = {
  id: 'fjords',
  title: "not named in the seed (extra)",
  firstRow: 'A',
  rows: ["GK.UYSKSYRKBY", "BU.BGR.....U", "SGR..U.KSUY.S", "...S..GRBGR.", "RSY.BR.UYSU.K", "KU.GYG.SBG.S", "YB.KSKB.UK.GR", "G.URUYR...RB", "K..GBSB.GYKUY"],
  bridges: [["A10", "C8"], ["A3", "B2"], ["A7", "C5"], ["A8", "C6"], ["A9", "C7"], ["B3", "C3"], ["B3", "D1"], ["B5", "C5"], ["B6", "C8"], ["C1", "E1"], ["C2", "E2"], ["C3", "D1"], ["C3", "E3"], ["C4", "D1"], ["C4", "D2"], ["C4", "E5"], ["C9", "D6"], ["C9", "E10"], ["D1", "E3"], ["D2", "E5"], ["D6", "E10"], ["E3", "F3"], ["E6", "F5"], ["E9", "F9"], ["F2", "G3"], ["F6", "G6"], ["F8", "G9"], ["G2", "H2"], ["G7", "H6"], ["G7", "I6"], ["G8", "H7"], ["G8", "I7"], ["H6", "I6"]],
};

export const MAPS = {
  'base': BASE,
  'revised-base': REVISED_BASE,
  'lakes': LAKES,
  'fire-and-ice-side-1': FIRE_AND_ICE_SIDE_1,
  'fjords': FJORDS,
} as const satisfies Record<string, MapData>;

export type MapId = keyof typeof MAPS;
export const MAP_IDS = Object.keys(MAPS) as MapId[];
