import { z } from 'zod';
import { isProvisional } from './data/index.ts';

/** Table options (spec ER-8, ER-16, EE-16). */
export const eeOptionsSchema = z.object({
  /** ER-8: only players whose UN marker has left position 0 may take the leader bonus. */
  leaderRequiresMove: z.boolean().default(true),
  /** ER-16: agendas claimed from the face-up display stay public by default; true hides them like the starting one. */
  hideClaimedAgendas: z.boolean().default(false),
  /** EE-16: solo play uses the first-edition solo rules (feature flag). */
  firstEditionSolo: z.boolean().default(true),
});

export type EeOptions = z.infer<typeof eeOptionsSchema>;

export function describeEeOptions(o: EeOptions): string[] {
  return [
    ...(isProvisional() ? ['PROVISIONAL DATA: the cards, dice faces and most numbers are placeholders until the real component data is entered'] : []),
    `UN leader bonus: ${o.leaderRequiresMove ? 'only for markers that have moved (ER-8)' : 'for the furthest markers even at the start'}`,
    `Claimed agendas: ${o.hideClaimedAgendas ? 'hidden' : 'public (ER-16)'}`,
    `Solo: ${o.firstEditionSolo ? 'first-edition solo rules (EE-16)' : 'off'}`,
  ];
}
