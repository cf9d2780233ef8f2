/** Shapes of the card and A.S.T. data modules (generated from ../shared/rules/advanced-civilization/*.json). */
export type CivGroup = 'crafts' | 'science' | 'arts' | 'civics' | 'religion';

export interface CivCardData {
  id: string;
  name: string;
  groups: CivGroup[];
  cost: number;
  prerequisites: string[];
  /** Credit points this card gives toward each target card (31.5), group credits already expanded. */
  creditsGiven: Record<string, number>;
  rule: string;
}

export interface CommodityData {
  id: string;
  name: string;
  stack: number;
  value: number;
  count: number;
  mineable: boolean;
}

export interface CalamityData {
  id: string;
  name: string;
  stack: number;
  tradable: boolean;
  /** Resolution order (29.6). */
  order: number;
  rule: string;
}

export interface StackData {
  stack: number;
  commodities: string[];
  commodityCards: number;
  tradableCalamity: string | null;
  nonTradableCalamity: string | null;
}

export interface EpochData {
  id: string;
  name: string;
  entry: { cities?: number; distinctGroups?: number; cards?: number };
}

export interface AstData {
  order: string[];
  finishPosition: number;
  pointsPerPosition: number;
  epochs: EpochData[];
  tracksByNation: Record<string, { epochStart: Record<string, number>; lateIronThresholds: Record<string, number> }>;
}
