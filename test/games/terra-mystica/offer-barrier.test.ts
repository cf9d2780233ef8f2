import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, rejection, scenario, SNELLMAN_SEQUENCING } from './helpers.ts';

// Base map; seats: engineers 0, darklings 1, nomads 2, witches 3 (witches' dwelling F4 touches E7... via the same layout as leech.test).
const waiting = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
    options: { waitForPowerOffers: true },
  });

describe('TM-18.3 play waits for power offers', () => {
  it('TM-18.3 after a build that creates offers, the next player has no turn until every offer is answered', () => {
    let s = edit(waiting(), (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E7 to TP');
    const open = terraMystica.pending(s);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((d) => d.kind === 'leech')).toBe(true);
    if (!open.some((d) => d.seat === 1)) expect(terraMystica.legal(s, 1)).toEqual([]);
    expect(terraMystica.statusLine(s)).toContain('waiting for power offers');
    // The next player's action is refused while offers are open.
    expect(rejection(s, 1, 'pass BON1')).not.toBeNull();
    for (const d of open) {
      const decline = d.options!.find((o) => o.label === 'Decline')!.notation;
      s = move(s, d.seat, decline);
    }
    expect(s.leeches).toHaveLength(0);
    expect(terraMystica.pending(s).map((d) => `${d.seat}:${d.kind}`)).toEqual(['1:turn']);
    s = move(s, 1, 'pass BON1');
    expect(fac(s, 1).passed).toBe(true);
  });

  it('TM-8.6 a recipient may not act before answering: the move is refused with a message saying what to do', () => {
    let s = edit(waiting(), (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E7 to TP');
    const recipient = terraMystica.pending(s)[0]!.seat;
    const parsed = terraMystica.parse('convert 1W to 1C', recipient, s);
    const refused = terraMystica.apply(s, recipient, parsed as never);
    expect(refused).toMatchObject({ code: 'tm.waiting-for-offers' });
    expect((refused as { message: string }).message).toMatch(/leech N from FACTION|decline/);
  });

  it('TM-18.3 recorded snellman games (waitForPowerOffers=false) let play go on meanwhile', () => {
    let s = edit(scenario({ factions: ['engineers', 'darklings', 'nomads', 'witches'], dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']], options: SNELLMAN_SEQUENCING }), (x) =>
      Object.assign(fac(x, 0), { W: 10, C: 20 }),
    );
    s = move(s, 0, 'upgrade E7 to TP');
    expect(terraMystica.pending(s).map((d) => d.kind)).toContain('turn');
  });
});

describe('TM-8.4 void offers', () => {
  it('TM-8.4 a recipient whose bowls have no room gets no offer and play does not wait for them', () => {
    let s = edit(waiting(), (x) => {
      Object.assign(fac(x, 0), { W: 10, C: 20 });
      for (const seat of [1, 2, 3]) Object.assign(fac(x, seat), { P1: 0, P2: 0, P3: 12 });
    });
    s = move(s, 0, 'upgrade E7 to TP');
    expect(s.leeches).toHaveLength(0);
    expect(terraMystica.pending(s).map((d) => d.kind)).toEqual(['turn']);
  });
});
