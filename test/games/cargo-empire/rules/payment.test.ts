import { describe, expect, it } from 'vitest';
import { completes, isLegalPayment, legalPayments } from '../../../../src/games/cargo-empire/rules/payment.ts';

const cards = (car: number, loco: number, ship: number) => ({ car, loco, ship });

/** All multisets of at most `max` cards. */
function multisets(max: number) {
  const out: { car: number; loco: number; ship: number }[] = [];
  for (let c = 0; c <= max; c++) for (let l = 0; l + c <= max; l++) for (let s = 0; s + l + c <= max; s++) if (c + l + s > 0) out.push(cards(c, l, s));
  return out;
}

describe('CE-4 payment legality', () => {
  it('EX-B CE-4.2-4.4 Warsaw to Copenhagen: exactly {car,car}, {loco}, {car,ship} among sets of up to 3 cards', () => {
    const legal = multisets(3).filter((m) => isLegalPayment('warsaw', 'copenhagen', m, 0));
    expect(legal).toEqual(expect.arrayContaining([cards(2, 0, 0), cards(0, 1, 0), cards(1, 0, 1)]));
    expect(legal).toHaveLength(3);
  });

  it('EX-C CE-4.2 a locomotive leg cannot be split around a ship: {loco, ship} does not complete Warsaw to Milan', () => {
    expect(completes('warsaw', 'milan', { car: 0, loco: 1, eloco: 0, ship: 1 })).toBe(false);
    expect(isLegalPayment('warsaw', 'milan', cards(0, 1, 1), 0)).toBe(false);
  });

  it('EX-D CE-4.4 no inefficient play: {loco,loco} and {loco,car} rejected, {loco} accepted for 2 routes', () => {
    expect(isLegalPayment('warsaw', 'copenhagen', cards(0, 2, 0), 0)).toBe(false);
    expect(isLegalPayment('warsaw', 'copenhagen', cards(1, 1, 0), 0)).toBe(false);
    expect(isLegalPayment('warsaw', 'copenhagen', cards(0, 1, 0), 0)).toBe(true);
  });

  it('EX-E CE-4.5 CE-4.6 Warsaw to Milan: {car,car,ship} legal, {car,loco,ship} rejected, {car,loco} legal', () => {
    expect(isLegalPayment('warsaw', 'milan', cards(2, 0, 1), 0)).toBe(true);
    expect(isLegalPayment('warsaw', 'milan', cards(1, 1, 1), 0)).toBe(false);
    expect(isLegalPayment('warsaw', 'milan', cards(1, 1, 0), 0)).toBe(true);
    expect(isLegalPayment('warsaw', 'milan', cards(3, 0, 0), 0)).toBe(true);
  });

  it('CE-4.4 at most one ship card is ever legal', () => {
    for (const [a, b] of [['dublin', 'lisbon'], ['riga', 'athens'], ['london', 'copenhagen'], ['madrid', 'moscow']] as const) {
      for (const m of legalPayments(a, b, cards(4, 4, 3), 0)) expect(m.ship).toBeLessThanOrEqual(1);
    }
  });

  it('CE-4.2 a ship leg goes port to port only: Warsaw (inland) cannot start with a ship', () => {
    expect(completes('warsaw', 'riga', { car: 0, loco: 0, eloco: 0, ship: 1 })).toBe(false);
    expect(completes('copenhagen', 'riga', { car: 0, loco: 0, eloco: 0, ship: 1 })).toBe(true);
  });

  it('CE-13.5 red enhanced locomotive covers 3 routes, and minimality is judged with enhanced capacities', () => {
    expect(isLegalPayment('warsaw', 'milan', cards(0, 1, 0), 0)).toBe(false);
    expect(isLegalPayment('warsaw', 'milan', cards(0, 1, 0), 1)).toBe(true);
    // With one enhanced loco, {car, loco} is no longer minimal for 3 routes.
    expect(isLegalPayment('warsaw', 'milan', cards(1, 1, 0), 1)).toBe(false);
  });

  it('CE-4.8 legalPayments lists exactly the legal multisets the hand allows', () => {
    expect(legalPayments('warsaw', 'copenhagen', cards(2, 1, 1), 0)).toEqual([cards(0, 1, 0), cards(1, 0, 1), cards(2, 0, 0)]);
    expect(legalPayments('warsaw', 'copenhagen', cards(1, 0, 0), 0)).toEqual([]);
  });
});
