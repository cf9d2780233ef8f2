import { describe, expect, it } from 'vitest';
import { EE_DATA } from '../../../src/games/energy-empire/data/index.ts';
import { diceRolling, EE, eeInvariants, eeMovesOf, eePosition, fixtures, play, playScript, playWithRolls, soloPosition } from '../../support/kit/energy-empire.ts';
import { withData } from '../../support/kit/common.ts';

/** Issue 22: each feature of Energy Empire's test kit, shown on a real rule. */
describe('issue 22 Energy Empire test kit', () => {
  it('EE-3 a built position is checked by the invariants; a broken edit is refused in words', () => {
    const s = eePosition({ players: 3, keep: 'first' });
    expect(s.phase).toBe('play');
    expect(eeInvariants(s)).toEqual([]);
    expect(() => eePosition({ edit: (x) => void (x.players[0]!.res.money = -2) })).toThrow(/seat 0 has -2 money/);
    // A card written into a market slot by hand is a second copy: the structure deck is conserved (EE-2.7).
    expect(() => eePosition({ edit: (x) => void (x.markets.government.slots[0] = 'atomic_energy_agency') })).toThrow(/atomic_energy_agency: 3 copies/);
    expect(() => eePosition({ edit: (x) => void (x.players[1]!.dice = ['nuclear']) })).toThrow(/nuclear dice: 1 owned/);
  });

  it('EE-3.10 keeps of the test\'s choice: the cards are swapped into the deal, none is lost or doubled', () => {
    const s = eePosition({ players: 2, keep: [{ nation: 'iraq', agenda: 'treasury' }, { nation: 'canada', agenda: 'workforce' }] });
    expect(s.players.map((p) => [p.nation, p.agendas.map((a) => a.id)])).toEqual([['iraq', ['treasury']], ['canada', ['workforce']]]);
    // EE-3.11 the kept nation's starting bonus: Iraq's 5 oil.
    expect(s.players[0]!.res.oil).toBeGreaterThanOrEqual(5);
  });

  it('EE-16 / EE-3.8 a chosen solo set-up: any nation, neutral workers on the three markets', () => {
    const s = soloPosition({ nation: 'france', agenda: 'atomic_age' });
    expect(s.players).toHaveLength(1);
    expect(s.players[0]!.nation).toBe('france');
    expect(s.players[0]!.dice).toEqual(['nuclear']);
    const neutral = Object.entries(s.locations).filter(([, l]) => l.stacks.some((x) => x.owner === 'neutral')).map(([id]) => id);
    expect(neutral.sort()).toEqual(['commerce_market', 'government_market', 'industry_market']);
  });

  it('EE-8.4 / EE-8.5 dice results the test chooses (through data): energy is the sum, the highest coal die pollutes', () => {
    // Nations without starting dice (EE-3.11), so seat 0 rolls exactly the two dice given.
    let s = fixtures.giveDice(eePosition({ players: 2, keep: [{ nation: 'uk' }, { nation: 'usa' }] }), 0, ['coal', 'solar_wind']);
    s = fixtures.turnOf(s, 0);
    s = play(s, 0, 'generate');
    if (eeMovesOf(s, 0).includes('claim none')) s = play(s, 0, 'claim none');
    if (eeMovesOf(s, 0).includes('refine 0')) s = play(s, 0, 'refine 0');
    const energyBefore = s.players[0]!.energyOnMat;
    const rolled = playWithRolls(s, { coal: { rank: 6, energy: 4 }, solar_wind: { rank: 2, energy: 1 } }, [[0, 'roll all']]);
    expect(rolled.lastRoll!.dice).toEqual([{ type: 'solar_wind', rank: 2, energy: 1 }, { type: 'coal', rank: 6, energy: 4 }]);
    expect(rolled.players[0]!.energyOnMat).toBe(energyBefore + 5);
    // EE-8.5 coal is the highest die: the track token is placed as pollution on the player's grid.
    expect(eeMovesOf(rolled, 0)).toContain('pollute forest-1');
    // The solar die highest instead: no pollution, the turn is over.
    const clean = withData(EE_DATA, diceRolling({ coal: { rank: 1, energy: 1 }, solar_wind: { rank: 6, energy: 3 } }), () => play(s, 0, 'roll all'));
    expect(clean.lastRoll!.energy).toBe(4);
    expect(eeMovesOf(clean, 0).some((m) => m.startsWith('pollute'))).toBe(false);
    expect(clean.current).toBe(1);
  });

  it('EE-12.2 / EE-9.2 a structure put in a market slot (swapped with its deck): Atomic Energy Agency pollutes nuclear', () => {
    let s = fixtures.resources(fixtures.structureInSlot(eePosition({ players: 3, keep: 'first' }), 1, 'atomic_energy_agency'), 0, { money: 9 });
    s = fixtures.turnOf(s, 0);
    const track = s.track[0]!;
    s = play(s, 0, 'place government_market', 'buy 1 with money');
    expect(s.players[0]!.structures.map((x) => x.card)).toEqual(['atomic_energy_agency']);
    expect(s.track[0]).toBe(track - 1);
    expect(eeMovesOf(s, 0)).toEqual(expect.arrayContaining(['pollute air-2']));
  });

  it('EE-12.4 a structure on top of its deck is the card that refills the market after a buy', () => {
    let s = eePosition({ players: 3, keep: 'first' });
    const top = s.markets.commerce.deck.find((c) => !s.markets.commerce.slots.includes(c))!;
    s = fixtures.turnOf(fixtures.resources(fixtures.structureOnTop(s, top), 0, { money: 9 }), 0);
    s = play(s, 0, 'place commerce_market', 'buy 1 with money');
    expect(s.markets.commerce.slots[2]).toBe(top);
  });

  it('EE-11.7 a Global Impact card placed in the row is what a peek sees', () => {
    const early = EE_DATA.builtIn.data['global-impacts.json'].cards.filter((c) => c.era === 'early').map((c) => c.id);
    let s = eePosition({ players: 3, keep: 'first' });
    const absent = early.find((id) => !s.giRow.some((g) => g.card === id))!;
    s = fixtures.turnOf(fixtures.impactAt(s, 2, absent), 0);
    s = play(s, 0, 'place science_research', 'peek 2');
    expect(s.players[0]!.peeks).toEqual({ '2': absent });
    expect(() => fixtures.impactAt(s, 1, 'climate_summit')).toThrow(/not a early card/);
  });

  it('EE-14.3 / ER-9 an agenda on top of the deck is the one that refills the display after a claim', () => {
    let s = eePosition({ players: 2, keep: 'first' });
    const next = s.agendaDeck[s.agendaDeck.length - 1]!;
    s = fixtures.turnOf(fixtures.agendaOnTop(s, next), 0);
    const claimed = s.agendaDisplay[0]!;
    s = play(s, 0, 'generate', `claim ${claimed}`);
    expect(s.players[0]!.agendas.map((a) => a.id)).toContain(claimed);
    expect(s.agendaDisplay).toContain(next);
  });

  it('EE-2.5.6 / EE-14.4 movesOf gives any seat its moves, the discards allowed off turn included', () => {
    const s = fixtures.giveDice(eePosition({ players: 3, keep: 'first' }), 1, ['coal']);
    const seat1 = s.players[1]!;
    expect(EE.legal(s, 1)).toEqual([]);
    expect(eeMovesOf(s, 1)).toEqual(['drop die coal', `drop agenda ${seat1.agendas[0]!.id}`]);
    const after = playScript(s, [[1, 'drop die coal'], [0, 'place mine']]);
    expect(after.diceSupply.coal).toBe(s.diceSupply.coal + 1);
    expect(after.players[0]!.res.steel).toBe(s.players[0]!.res.steel + 1);
  });
});
