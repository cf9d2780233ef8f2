/**
 * The AI's choice for each decision of a turn (D.2), made from a sample of what the seat knows (ai/visible.ts) and
 * always one of the seat's legal moves. Decisions with a judgement of their own have their own file; the rest take a
 * fixed sensible answer.
 */
import type { AcState } from '../state.ts';
import { chooseCalamity } from './calamity.ts';
import { chooseDiscard, choosePurchase } from './cards.ts';
import { chooseCities } from './cities.ts';
import { chooseMovement } from './movement.ts';
import { chooseNation, chooseStart } from './opening.ts';
import { chooseShips } from './ships.ts';
import { chooseTrade } from './trade.ts';
import { chooseGold, chooseTaxRate } from './treasury.ts';

/** The move of `seat` among `legal` (never empty). */
export function chooseAcMove(s: AcState, seat: number, legal: readonly string[]): string {
  if (legal[0]!.startsWith('nation ')) return chooseNation(s, legal); // set-up, or a late player's pick (15.51)
  switch (s.phase) {
    case 'start':
      return chooseStart(s, seat, legal);
    case 'tax':
      return chooseTaxRate(s, seat, legal);
    case 'ships':
      return chooseShips(s, seat, legal);
    case 'move':
      return chooseMovement(s, seat, legal);
    case 'pillage':
      return legal[legal.length - 1]!; // 24.5: as many tokens as the rules allow
    case 'cities':
      return chooseCities(s, seat, legal);
    case 'trade-cards':
      return chooseGold(s, seat, legal);
    case 'trade':
      return chooseTrade(s, seat, legal);
    case 'calamities':
      return chooseCalamity(s, seat, legal);
    case 'civ':
      return choosePurchase(s, seat, legal);
    case 'hand-limit':
      return chooseDiscard(s, seat, legal);
    default:
      // Revolt, growth, support: the rules' default comes first in legal() and is sound.
      return legal[0]!;
  }
}
