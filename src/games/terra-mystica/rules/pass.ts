import { FACTIONS } from '../data/factions.ts';
import { BONUS_CARDS, FAVOR_TILES, type BonusId } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { takeBonus } from './resources.ts';
import { hasSpecial } from './special.ts';
import { requireActive, requireSubaction } from './turn.ts';

/** Action #8, pass (TM-6.8), with the pass VP of bonus cards, FAV12 and the Engineers' stronghold. */

function passVp(s: TmState, f: FactionState): number {
  let vp = 0;
  if (f.bonus) {
    const card = BONUS_CARDS[f.bonus];
    const p = card.passVp;
    if (p) {
      if (p.per === 'SHSA') vp += p.vp * (f.built.SH + f.built.SA);
      else if (p.per === 'ship') vp += p.vp * (FACTIONS[f.id].ship ? f.ship : 0);
      else vp += p.vp * (f.built[p.per] + (p.per === 'D' && hasSpecial(f, 'darklings') ? 1 : 0));
    }
  }
  if (f.favors.includes('FAV12')) vp += FAVOR_TILES.FAV12.passVpByTp?.[f.built.TP] ?? 0;
  if (f.id === 'engineers' && f.built.SH > 0) {
    for (const b of s.bridges) {
      if (b.seat === f.seat && s.buildings[b.a]?.seat === f.seat && s.buildings[b.b]?.seat === f.seat) vp += 3;
    }
  }
  return vp;
}

export function cmdPass(s: TmState, f: FactionState, bonus: BonusId | undefined): Refusal {
  if (s.round === 0) {
    const next = s.setupQueue[0];
    if (!next || next.seat !== f.seat || next.kind !== 'bonus') return fail('not-your-setup', 'It is not your turn to choose a bonus card.');
    if (!bonus) return fail('need-bonus', 'Choose a bonus card.');
    s.setupQueue.shift();
    return takeBonus(s, f, bonus);
  }
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  if (f.allowedActions > 1 && s.options.strictChaosMagicianStronghold) f.allowedActions = 1;
  const refused = requireSubaction(s, f, 'pass', {});
  if (refused) return refused;
  const firstToPass = !s.factions.some((x) => x.passed);
  if (firstToPass) {
    for (const x of s.factions) x.startPlayer = false;
    f.startPlayer = true;
  }
  if (s.options.turnOrder === 'pass-order') {
    s.newOrder = [...s.order.filter((x) => x !== f.seat), f.seat];
  }
  if (f.passed && s.options.strictChaosMagicianStronghold) return fail('passed-twice', 'You have already passed this round.');
  f.passed = true;
  const discard = f.bonus;
  f.VP += passVp(s, f);
  if (s.round !== 6) {
    if (!bonus) return fail('need-bonus', 'Choose a bonus card when you pass (except in round 6).');
    const gone = takeBonus(s, f, bonus);
    if (gone) return gone;
  }
  if (discard) {
    if (s.round === 6) f.bonus = null;
    s.bonusPool.push(discard);
  }
}
