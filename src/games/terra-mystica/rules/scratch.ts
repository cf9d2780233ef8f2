import type { FactionState, TurnScratch } from '../state.ts';

export function emptyScratch(): TurnScratch {
  return {
    SPADE: 0,
    CULT: 0,
    gainFavor: 0,
    gainTown: 0,
    BRIDGE: 0,
    freeTf: 0,
    tfNeedAdjacency: 0,
    freeTp: 0,
    freeD: 0,
    teleportNoTf: 0,
    convertWtoP: 0,
    chaosGate: false,
  };
}

/**
 * The one reset of a faction's turn scratch: everything lapses except what `carry` keeps (effects that outlive
 * the turn, such as spades that may not be declined or a favour still to take).
 */
export function clearTurnScratch(f: FactionState, carry: Partial<TurnScratch> = {}): void {
  f.scratch = { ...emptyScratch(), ...carry };
}
