/** Shapes shared by the calamity rules (29-30): strikes, prompts (K1-K15 of D.2) and unit pools (29.62). */

/** One unit a victim may lose or select (29.62): n tokens from an area, a whole city, or a city reduced. */
export type LossItem = { area: string; what: 'tokens'; n: number } | { area: string; what: 'city' | 'reduce' };

/** The units a loss (or a Civil War selection) may use, with their unit points (29.62). */
export interface UnitPool {
  /** Tokens that may be taken per area. */
  tokens: Record<string, number>;
  /** Per city area: points when destroyed (null: not allowed) and when reduced (null: not allowed). */
  cities: Record<string, { destroy: number | null; reduce: number | null }>;
  /** Epidemic (30.612): a city used for the loss is replaced by one token. */
  cityLeavesToken?: boolean;
}

export interface LossSpec {
  target: number;
  pool: UnitPool;
}

/** A decision the calamity phase waits for; every listed seat answers at once (secondary victims, D.4). */
export type Ask =
  /** K1, K2, K3, K11, K12, K15 and the Flood's coastal city: one option of a list. */
  | { kind: 'pick'; k: string; seat: number; options: string[]; text: string }
  /** K6 / K8 / K9 / K10: units worth a target, exact-as-possible (29.63). */
  | { kind: 'loss'; k: string; specs: Record<number, LossSpec>; text: string; verb: 'lose' | 'select' }
  /** K4 / K8: exactly n of one's own cities reduced. */
  | { kind: 'reduce'; k: string; counts: Record<number, number>; text: string }
  /** K4 for Slave Revolt (30.42): reduce until the usable support suffices. */
  | { kind: 'slave'; k: string; seat: number; excluded: number; text: string }
  /** 29.8: the city support re-check (U1). */
  | { kind: 'support'; k: string; seats: number[]; text: string }
  /** K5: Grain cards shown against Famine (30.312). */
  | { kind: 'grain'; k: string; max: Record<number, number>; enough: Record<number, number>; text: string }
  /** K7 / K14: the primary victim names secondary victims. */
  | { kind: 'assign'; k: string; seat: number; mode: 'points' | 'cities' | 'coastal'; total: number; caps: Record<number, number>; mandatory: boolean; coastal?: Record<number, string[]>; text: string }
  /** K13: the chooser picks exactly n of the victim's coastal cities for the pirates. */
  | { kind: 'seize'; k: string; seat: number; n: number; options: string[]; text: string };

/** Cities of a Civil War faction (30.412) and its tokens per area. */
export interface Faction {
  tokens: Record<string, number>;
  cities: string[];
}

/** Working notes of the calamity being resolved (each calamity uses a few of them). */
export interface CalamityMemo {
  grain?: number;
  assigned?: Record<number, number>;
  secondaryGrain?: Record<number, number>;
  area?: string;
  plain?: string;
  visited?: string[];
  beneficiary?: number;
  first?: Faction;
  militaryFirst?: boolean;
}

/** One calamity striking its primary victim (29.2-29.4). */
export interface Strike {
  card: string;
  victim: number;
  /** Who gave the card to the victim in trade (29.61); null when he drew it. */
  trader: number | null;
}

export interface CalamityRun {
  queue: Strike[];
  current: Strike | null;
  stage: string;
  memo: CalamityMemo;
  ask: Ask | null;
  /** Monotheism holders still to choose (32.941), A.S.T. order. */
  monotheism: number[] | null;
  supportChecked: boolean;
}

export type StepResult = Ask | 'done';

/** Answers to the calamity prompts (K1-K15, 29.8), part of AcMove. */
export type CalamityMove =
  | { kind: 'lose'; items: LossItem[] }
  | { kind: 'select'; items: LossItem[] }
  | { kind: 'pick'; choice: string }
  | { kind: 'assign'; shares: [string, string][] }
  | { kind: 'grain'; count: number }
  | { kind: 'seize'; areas: string[] };
