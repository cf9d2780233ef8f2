/**
 * City tiles: LV1 front, LV2 back; 2 production spaces and an upper and a lower demand space per side.
 * RECONSTRUCTION [RECON] (spec G3): a balanced set, every colour 12 times in production and in demand per side.
 */
export const CARGO_COLOURS = ['orange', 'white', 'gray', 'brown'] as const;

export const CITY_TILES = [
  { id: 'T01', lv1: { production: ['orange', 'orange'], upper: 'white', lower: 'gray' }, lv2: { production: ['white', 'white'], upper: 'gray', lower: 'brown' } },
  { id: 'T02', lv1: { production: ['orange', 'orange'], upper: 'gray', lower: 'white' }, lv2: { production: ['white', 'white'], upper: 'brown', lower: 'gray' } },
  { id: 'T03', lv1: { production: ['orange', 'orange'], upper: 'white', lower: 'brown' }, lv2: { production: ['white', 'white'], upper: 'gray', lower: 'orange' } },
  { id: 'T04', lv1: { production: ['orange', 'orange'], upper: 'brown', lower: 'white' }, lv2: { production: ['white', 'white'], upper: 'orange', lower: 'gray' } },
  { id: 'T05', lv1: { production: ['orange', 'orange'], upper: 'gray', lower: 'brown' }, lv2: { production: ['white', 'white'], upper: 'brown', lower: 'orange' } },
  { id: 'T06', lv1: { production: ['orange', 'orange'], upper: 'brown', lower: 'gray' }, lv2: { production: ['white', 'white'], upper: 'orange', lower: 'brown' } },
  { id: 'T07', lv1: { production: ['white', 'white'], upper: 'orange', lower: 'gray' }, lv2: { production: ['gray', 'gray'], upper: 'white', lower: 'brown' } },
  { id: 'T08', lv1: { production: ['white', 'white'], upper: 'gray', lower: 'orange' }, lv2: { production: ['gray', 'gray'], upper: 'brown', lower: 'white' } },
  { id: 'T09', lv1: { production: ['white', 'white'], upper: 'orange', lower: 'brown' }, lv2: { production: ['gray', 'gray'], upper: 'white', lower: 'orange' } },
  { id: 'T10', lv1: { production: ['white', 'white'], upper: 'brown', lower: 'orange' }, lv2: { production: ['gray', 'gray'], upper: 'orange', lower: 'white' } },
  { id: 'T11', lv1: { production: ['white', 'white'], upper: 'gray', lower: 'brown' }, lv2: { production: ['gray', 'gray'], upper: 'brown', lower: 'orange' } },
  { id: 'T12', lv1: { production: ['white', 'white'], upper: 'brown', lower: 'gray' }, lv2: { production: ['gray', 'gray'], upper: 'orange', lower: 'brown' } },
  { id: 'T13', lv1: { production: ['gray', 'gray'], upper: 'orange', lower: 'white' }, lv2: { production: ['brown', 'brown'], upper: 'white', lower: 'gray' } },
  { id: 'T14', lv1: { production: ['gray', 'gray'], upper: 'white', lower: 'orange' }, lv2: { production: ['brown', 'brown'], upper: 'gray', lower: 'white' } },
  { id: 'T15', lv1: { production: ['gray', 'gray'], upper: 'orange', lower: 'brown' }, lv2: { production: ['brown', 'brown'], upper: 'white', lower: 'orange' } },
  { id: 'T16', lv1: { production: ['gray', 'gray'], upper: 'brown', lower: 'orange' }, lv2: { production: ['brown', 'brown'], upper: 'orange', lower: 'white' } },
  { id: 'T17', lv1: { production: ['gray', 'gray'], upper: 'white', lower: 'brown' }, lv2: { production: ['brown', 'brown'], upper: 'gray', lower: 'orange' } },
  { id: 'T18', lv1: { production: ['gray', 'gray'], upper: 'brown', lower: 'white' }, lv2: { production: ['brown', 'brown'], upper: 'orange', lower: 'gray' } },
  { id: 'T19', lv1: { production: ['brown', 'brown'], upper: 'orange', lower: 'white' }, lv2: { production: ['orange', 'orange'], upper: 'white', lower: 'gray' } },
  { id: 'T20', lv1: { production: ['brown', 'brown'], upper: 'white', lower: 'orange' }, lv2: { production: ['orange', 'orange'], upper: 'gray', lower: 'white' } },
  { id: 'T21', lv1: { production: ['brown', 'brown'], upper: 'orange', lower: 'gray' }, lv2: { production: ['orange', 'orange'], upper: 'white', lower: 'brown' } },
  { id: 'T22', lv1: { production: ['brown', 'brown'], upper: 'gray', lower: 'orange' }, lv2: { production: ['orange', 'orange'], upper: 'brown', lower: 'white' } },
  { id: 'T23', lv1: { production: ['brown', 'brown'], upper: 'white', lower: 'gray' }, lv2: { production: ['orange', 'orange'], upper: 'gray', lower: 'brown' } },
  { id: 'T24', lv1: { production: ['brown', 'brown'], upper: 'gray', lower: 'white' }, lv2: { production: ['orange', 'orange'], upper: 'brown', lower: 'gray' } },
] as const;
