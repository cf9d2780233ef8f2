import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import { calamities } from '../../../src/games/advanced-civilization/data/cards.ts';
import { calamityList, commodityList } from '../../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { calamityStates, formsOf, playoutStates } from './form-helpers.ts';

const STATES = [
  ...playoutStates('forms-leak', 16, (s) => s.phase === 'trade' || s.phase === 'civ' || s.phase === 'hand-limit', 80, 2),
  ...calamityStates(8),
];
const CARDS = [...commodityList().map((c) => c.id), ...calamityList().map((c) => c.id)];

function randomCards(rng: RngState, n: number): string[] {
  return Array.from({ length: n }, () => CARDS[randomInt(rng, CARDS.length)]!);
}

/**
 * The same position as `keep` may know it: every other hand re-dealt at random (same sizes), the unguaranteed cards of
 * offers made to `keep` replaced (same count), other seats' hidden answers blanked.
 */
function redeal(s: AcState, keep: number, rng: RngState): AcState {
  const t = structuredClone(s);
  for (const p of t.players) if (p.seat !== keep) p.hand = randomCards(rng, p.hand.length);
  for (const o of t.trade?.offers ?? []) {
    if (o.to === keep) o.give = [...o.guaranteed, ...randomCards(rng, o.give.length - o.guaranteed.length)].sort();
  }
  if (t.sim) for (const x of Object.keys(t.sim.answers).map(Number)) if (x !== keep) t.sim.answers[x] = 'submitted';
  return t;
}

describe('H: a seat\'s forms show only what that seat may know', () => {
  it('H / D.3.3: a seat\'s forms do not change when the other hands, the hidden part of offers received and other answers change', () => {
    const rng = seedRng('forms-leak');
    let compared = 0;
    let received = 0;
    for (const s of STATES) {
      for (const p of s.players) {
        const mine = JSON.stringify(formsOf(s, p.seat));
        if (mine === '[]') continue;
        for (let i = 0; i < 2; i++) expect(JSON.stringify(formsOf(redeal(s, p.seat, rng), p.seat))).toBe(mine);
        compared++;
        if (s.trade?.offers.some((o) => o.to === p.seat)) received++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(received).toBeGreaterThan(10);
  });

  it('H / 27.3: no label, option or title of a seat\'s forms names a calamity held by another seat (and not by itself)', () => {
    let checked = 0;
    for (const s of STATES) {
      for (const p of s.players) {
        const text = JSON.stringify(formsOf(s, p.seat)).toLowerCase();
        for (const other of s.players) {
          if (other.seat === p.seat) continue;
          for (const card of other.hand.filter((c) => calamities()[c] && !p.hand.includes(c))) {
            expect(text).not.toContain(card);
            expect(text).not.toContain(calamities()[card]!.name.toLowerCase());
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
