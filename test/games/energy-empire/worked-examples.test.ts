import { describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/games/energy-empire/rules/scoring.ts';
import { oilPrice } from '../../../src/games/energy-empire/rules/track.ts';
import type { Ctx } from '../../../src/games/energy-empire/rules/context.ts';
import { runStep } from '../../../src/games/energy-empire/rules/effects.ts';
import { unpollutedSpaces } from '../../../src/games/energy-empire/rules/environment.ts';
import { highestChoices, resolveHighest, takeGenerateToken } from '../../../src/games/energy-empire/rules/generate.ts';
import { unScores } from '../../../src/games/energy-empire/rules/united-nations.ts';
import { fixtures } from '../../support/kit/energy-empire.ts';
import { EE, legal, newGame, play, refused, started, turnOf } from './helpers.ts';

const EE_TRACK = 5;

describe('EE worked examples of the spec (WE-1 … WE-20)', () => {
  it('WE-1 EE-5.3 stacking on the Mine: empty needs no energy, then height must beat the tallest', () => {
    let s = turnOf(started(3), 0);
    s = play(s, 0, 'place mine');
    expect(s.players[0]!.res.steel).toBe(1);
    s = turnOf(s, 1, {}, (x) => (x.players[1]!.energyOnMat = 2));
    expect(refused(s, 1, 'place mine').code).toBe('ee.stack-too-low');
    s = play(s, 1, 'place mine 2 energy');
    expect(s.players[1]!.res.steel).toBe(1);
    expect(s.locations.mine!.stacks.map((x) => x.energy + 1)).toEqual([1, 3]);
    s = turnOf(s, 0, {}, (x) => (x.players[0]!.energyOnMat = 3));
    expect(legal(s, 0).filter((m) => m.startsWith('place mine'))).toEqual(['place mine 3 energy']);
    s = play(s, 0, 'place mine 3 energy');
    expect(s.players[0]!.res.steel).toBe(1);
  });

  it('WE-2 EE-7 activations at Trade: Airport, Farm and Shopping Mall; only commerce cards; the mall once more later', () => {
    let s = turnOf(started(3), 2, { oil: 1, plastic: 1 }, (x) => {
      const p = x.players[2]!;
      p.energyOnMat = 3;
      p.energyInPlay = 3;
      for (const card of ['airport', 'farm', 'shopping_mall', 'iron_mine', 'university']) p.structures.push({ uid: `${card}-1`, card, tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 });
    });
    s = play(s, 2, 'place trade', 'trade done');
    const options = legal(s, 2);
    expect(options.some((m) => m.startsWith('activate iron_mine'))).toBe(false);
    expect(options.some((m) => m.startsWith('activate university'))).toBe(false);
    s = play(s, 2, 'activate airport-1 with energy', 'activate farm-1 with worker+energy', 'activate shopping_mall-1 with worker');
    const p = s.players[2]!;
    expect(p.res).toMatchObject({ money: 2 + 2 + 3, oil: 0, plastic: 0 });
    expect(p.vp).toBe(2);
    expect(p.structures.find((x) => x.card === 'shopping_mall')!.uses).toBe(1);
    // Same turn: the mall is not available again (EE-7.2).
    expect(legal(s, 2).some((m) => m.startsWith('activate shopping_mall'))).toBe(false);
  });

  it('WE-3 EE-7.5 nation activation: 1 energy on the card, pay the cost, UN +1', () => {
    let s = started(3, 'we3', {}, ['uk', 'usa', 'china']);
    s = turnOf(s, 0, { oil: 1, money: 2 }, (x) => (x.players[0]!.energyOnMat = 1));
    s = play(s, 0, 'place finance', 'finance A');
    s = play(s, 0, 'activate nation with energy');
    expect(s.players[0]!.un).toBe(1);
    expect(s.players[0]!.res).toMatchObject({ oil: 0, money: 2 });
    expect(s.players[0]!.nationTokens).toEqual({ workers: 0, energy: 1 });
  });

  it('WE-4 EE-8.1 agenda claim with 2 energy and 1 worker on the mat; the display is refilled', () => {
    let s = turnOf(started(3), 1, {}, (x) => {
      const p = x.players[1]!;
      p.workersOnMat = 1;
      p.energyOnMat = 2;
      x.agendaDisplay[0] = 'healthy_forests';
      x.agendaDeck = x.agendaDeck.filter((a) => a !== 'healthy_forests');
    });
    const deckBefore = s.agendaDeck.length;
    s = play(s, 1, 'generate', 'claim healthy_forests');
    expect(s.players[1]!.agendas.map((a) => a.id)).toContain('healthy_forests');
    expect(s.agendaDisplay.every((a) => a !== null && a !== 'healthy_forests')).toBe(true);
    expect(s.agendaDeck.length).toBe(deckBefore - 1);
  });

  describe('WE-5 EE-8.4 / EE-8.5 roll results and the highest die', () => {
    type Die = { type: 'solar_wind' | 'hydro_geo' | 'coal' | 'nuclear' | 'oil'; rank: number; energy: number };
    const atHighest = (rolled: Die[], oilDice = 0): Ctx => {
      const s = turnOf(started(3), 0, {}, (x) => {
        x.turn = { kind: 'generate', stage: 'highest', mayClaim: false, oilDice, rolled, token: false };
        x.diceSupply.oil -= oilDice;
      });
      return { s, events: [] };
    };

    it('(b) the oil die is highest: a token leaves the track and goes pollution side up; the oil die returns', () => {
      const ctx = atHighest([{ type: 'oil', rank: 6, energy: 3 }, { type: 'coal', rank: 2, energy: 2 }], 1);
      const supply = ctx.s.diceSupply.oil;
      takeGenerateToken(ctx);
      expect(ctx.s.track[0]).toBe(EE_TRACK - 1);
      expect(highestChoices(ctx.s)).toEqual([]);
      resolveHighest(ctx, 0, null);
      expect(ctx.s.tasks).toEqual([{ k: 'place-pollution', seat: 0, kind: 'pollution', row: null }]);
      expect(ctx.s.diceSupply.oil).toBe(supply + 1);
    });

    it('(c) blue highest with two brown dice rolled: the token is discarded, both brown dice return', () => {
      const ctx = atHighest([{ type: 'hydro_geo', rank: 6, energy: 3 }, { type: 'oil', rank: 3, energy: 2 }, { type: 'oil', rank: 5, energy: 3 }], 2);
      const supply = ctx.s.diceSupply.oil;
      takeGenerateToken(ctx);
      resolveHighest(ctx, 0, null);
      expect(ctx.s.tasks).toEqual([]);
      expect(ctx.s.track[0]).toBe(EE_TRACK - 1);
      expect(ctx.s.diceSupply.oil).toBe(supply + 2);
    });

    it('(d) yellow highest: the token goes nuclear side up', () => {
      const ctx = atHighest([{ type: 'nuclear', rank: 6, energy: 5 }, { type: 'coal', rank: 1, energy: 1 }]);
      resolveHighest(ctx, 0, null);
      expect(ctx.s.tasks[0]).toMatchObject({ k: 'place-pollution', kind: 'nuclear' });
    });

    it('(e) yellow and white tie: the player chooses; white means no pollution', () => {
      const ctx = atHighest([{ type: 'nuclear', rank: 5, energy: 4 }, { type: 'solar_wind', rank: 5, energy: 2 }]);
      expect(highestChoices(ctx.s).sort()).toEqual(['nuclear', 'solar_wind']);
      resolveHighest(ctx, 0, 'solar_wind');
      expect(ctx.s.tasks).toEqual([]);
    });

    it('(a) EE-8.4 energy = sum of the energy symbols of the rolled dice, at most 10 on the mat', () => {
      let s = turnOf(started(3), 0, { oil: 1 }, (x) => (x.players[0]!.dice = ['solar_wind', 'coal', 'hydro_geo']));
      s = play(s, 0, 'generate');
      if (legal(s, 0).includes('claim none')) s = play(s, 0, 'claim none');
      s = play(s, 0, 'refine 1', 'roll all');
      const roll = s.lastRoll!;
      expect(roll.dice.map((d) => d.type).sort()).toEqual(['coal', 'hydro_geo', 'oil', 'solar_wind']);
      expect(roll.energy).toBe(Math.min(10, roll.dice.reduce((a, d) => a + d.energy, 0)));
      expect(s.players[0]!.energyOnMat).toBe(roll.energy);
    });
  });

  it('WE-6 EE-9.2 Atomic Energy Agency: a track token goes nuclear side up on an unpolluted air space', () => {
    // The card is swapped into slot 1 from its deck by the test kit (issue 22): no second copy is created.
    let s = turnOf(fixtures.structureInSlot(started(3), 1, 'atomic_energy_agency'), 0, { money: 9 });
    const track = s.track[0]!;
    s = play(s, 0, 'place government_market', 'buy 1 with money');
    expect(s.track[0]).toBe(track - 1);
    expect(legal(s, 0)).toEqual(['pollute air-2', 'pollute air-3', 'pollute air-4', 'pollute air-5']);
    s = play(s, 0, 'pollute air-3');
    expect(s.players[0]!.env['air-3']).toBe('nuclear');
  });

  it('WE-7 EE-12.3 buying the Airport: commerce structure worth 4 VP, air pollution now, can be activated this turn', () => {
    let s = turnOf(started(3), 0, { money: 9, oil: 1 }, (x) => (x.markets.commerce.slots[1] = 'airport'));
    s = play(s, 0, 'place commerce_market', 'buy 2 with money', 'pollute air-2');
    expect(s.players[0]!.structures.map((x) => x.card)).toEqual(['airport']);
    expect(s.players[0]!.env['air-2']).toBe('pollution');
    expect(legal(s, 0)).toContain('activate airport-1 with energy');
    expect(finalScores(s)[0]!.breakdown.structures).toBe(4);
  });

  it('WE-8 EE-12.2 government market: $2|1 science, $3|1 science, $4|2 science', () => {
    const s = turnOf(started(3), 0, { money: 3, science: 1 }, (x) => (x.markets.government.slots = ['public_infrastructure', 'nuclear_reactor', 'materials_research']));
    const after = play(s, 0, 'place government_market');
    expect(legal(after, 0)).toEqual(['buy 1 with money', 'buy 1 with resource', 'buy 2 with money', 'buy 2 with resource']);
  });

  it('WE-9 EE-12.4 refill: buying position 2 slides position 3 left and a new card fills position 3', () => {
    const s = turnOf(started(3), 0, { money: 9 }, (x) => {
      x.markets.commerce.slots = ['bank', 'warehouse', 'plantation'];
      x.markets.commerce.deck.unshift('farm');
    });
    const after = play(s, 0, 'place commerce_market', 'buy 2 with money');
    expect(after.markets.commerce.slots).toEqual(['bank', 'plantation', 'farm']);
  });

  it('WE-10 EE-11.4 when a space empties the face-up card is discarded and the next one revealed', () => {
    let s = turnOf(started(3), 0, { oil: 1 }, (x) => {
      x.track = [0, 1, 5, 5, 5, 5];
      x.giRow[0]!.status = 'up';
    });
    s = play(s, 0, 'place chemistry');
    if (s.tasks[0]?.k === 'place-pollution') s = play(s, 0, legal(s, 0)[0]!);
    expect(s.track[1]).toBe(0);
    expect(s.giRow.map((g) => g.status).slice(0, 3)).toEqual(['discarded', 'up', 'down']);
  });

  it('WE-11 EE-11.5 Oil Boom: forest row scoring, government reset, each player may drill', () => {
    let s = turnOf(started(3), 1, { oil: 1 }, (x) => {
      x.giRow[0] = { card: 'oil_boom', status: 'down' };
      x.track = [1, 5, 5, 5, 5, 5];
    });
    const gov = [...s.markets.government.slots];
    const vp = s.players.map((p) => p.vp);
    s = play(s, 1, 'place chemistry');
    while (s.tasks[0]?.k === 'place-pollution' && s.tasks[0].seat === 1) s = play(s, 1, 'pollute ocean-1');
    expect(s.giRow[0]!.status).toBe('up');
    s.players.forEach((p, i) => expect(p.vp - vp[i]!).toBe(Object.keys(p.env).filter((k) => k.startsWith('forest')).length === 0 ? 5 : 5 - Object.keys(p.env).filter((k) => k.startsWith('forest')).length));
    expect(s.markets.government.slots).not.toEqual(gov);
    // Offers in turn order from the current player (seat 1): 1, 2, 0.
    expect(EE.pending(s)[0]).toMatchObject({ seat: 1, kind: 'offer', timing: 'turn' });
    s = play(s, 1, 'accept', 'drill forest-2');
    expect(s.players[1]!.env['forest-2']).toBe('oilWell');
    expect(EE.pending(s)[0]).toMatchObject({ seat: 2, kind: 'offer', timing: 'off-turn', defaultMove: 'decline' });
    s = play(s, 2, 'decline');
    expect(EE.pending(s)[0]).toMatchObject({ seat: 0, kind: 'offer' });
    const oil = s.players[0]!.res.oil;
    s = play(s, 0, 'accept', 'drill ocean-5');
    expect(s.players[0]!.res.oil).toBe(oil + 3);
  });

  it('WE-12 EE-6.12 Cheap Imports: 1 plastic on each commerce location; the next worker there takes it and may pay with it', () => {
    let s = turnOf(started(3), 0, { oil: 1 }, (x) => {
      x.giRow[0] = { card: 'cheap_imports', status: 'down' };
      x.track = [1, 5, 5, 5, 5, 5];
    });
    s = play(s, 0, 'place chemistry');
    while (s.tasks[0]?.k === 'place-pollution') s = play(s, 0, legal(s, 0)[0]!);
    for (const id of ['commerce_market', 'finance', 'oil_market', 'trade']) expect(s.locations[id]!.pieces).toEqual({ plastic: 1 });
    s = turnOf(s, 1, {}, (x) => (x.markets.commerce.slots[0] = 'bank'));
    expect(legal(s, 1)).toContain('place commerce_market');
    s = play(s, 1, 'place commerce_market');
    expect(s.locations.commerce_market!.pieces).toEqual({});
    expect(legal(s, 1)).toEqual(['buy 1 with resource', 'buy 2 with resource']);
    s = play(s, 1, 'buy 1 with resource');
    expect(s.players[1]!.res.plastic).toBe(0);
    expect(s.players[1]!.structures.map((x) => x.card)).toEqual(['bank']);
  });

  it('WE-13 EE-11.6 oil price: $1 at the start, the printed price of the leftmost non-empty space, $5 when empty', () => {
    const s = started(3);
    expect(oilPrice(s, 'buy')).toBe(1);
    expect(oilPrice({ ...s, track: [0, 0, 0, 2, 5, 5] }, 'buy')).toBe(3);
    expect(oilPrice({ ...s, track: [0, 0, 0, 2, 5, 5] }, 'sell')).toBe(3);
    expect(oilPrice({ ...s, track: [0, 0, 0, 0, 0, 0] }, 'buy')).toBe(5);
    let x = turnOf(s, 0, { money: 1 });
    x = play(x, 0, 'place oil_market', 'oil buy');
    expect(x.players[0]!.res).toMatchObject({ money: 0, oil: 3 });
  });

  it('WE-14 EE-13 two markers share the 12 VP space and split the 3 VP leader bonus: 1 VP each', () => {
    let s = started(3, 'we14', {}, ['china', 'usa', 'uk']);
    s = turnOf(s, 2, { oil: 1, money: 2 }, (x) => {
      x.players[0]!.un = 7;
      x.players[2]!.un = 6;
    });
    s = play(s, 2, 'place finance', 'finance A', 'activate nation with worker');
    expect(s.players[2]!.un).toBe(7);
    expect(unScores(s)).toEqual([12 + 1, 0, 12 + 1]);
  });

  it('WE-15 EE-6.8 trade $2 + 2 science for 2 steel + 1 plastic', () => {
    let s = turnOf(started(3), 0, { money: 2, science: 2 });
    s = play(s, 0, 'place trade', 'trade money for steel', 'trade science for steel', 'trade science for plastic', 'trade done');
    expect(s.players[0]!.res).toMatchObject({ money: 0, science: 0, steel: 2, plastic: 1 });
  });

  it('WE-16 EE-11.5 a card demands $3 from a player holding $2: the player loses $2', () => {
    const ctx: Ctx = { s: turnOf(started(3), 0, { money: 2 }), events: [] };
    runStep(ctx, 0, { lose: { money: 3 } });
    expect(ctx.s.players[0]!.res.money).toBe(0);
  });

  it('WE-17 EE-11.4A row scoring counts the unpolluted spaces of the named row', () => {
    const s = turnOf(started(3), 0, {}, (x) => {
      x.players[0]!.env = { 'air-1': 'pollution', 'forest-1': 'pollution', 'forest-2': 'oilWell', 'forest-3': 'nuclear', 'ocean-1': 'pollution', 'ocean-2': 'pollution', 'ocean-3': 'pollution', 'ocean-4': 'pollution' };
    });
    const p = s.players[0]!;
    expect([unpollutedSpaces(p, 'air').length, unpollutedSpaces(p, 'forest').length, unpollutedSpaces(p, 'ocean').length]).toEqual([4, 2, 1]);
  });

  it('WE-18 EE-3.12 in a 2-player game the second player receives an extra $1', () => {
    const s = newGame(2);
    expect(s.players.map((p) => p.res.money)).toEqual([0, 1]);
  });

  it('WE-19 EE-15.4 final scoring: 37 + 22 + 8 + 12 + 3 + 14 + 7 + 3 = 106', () => {
    const s = turnOf(started(2, 'we19'), 0, {}, (x) => {
      const p = x.players[0]!;
      p.vp = 37;
      // 22 VP of structures: 4+4+3+3+3+3+2.
      p.structures = ['airport', 'atomic_energy_agency', 'nuclear_reactor', 'materials_research', 'space_program', 'assembly_plant', 'farm'].map((card) => ({ uid: `${card}-1`, card, tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 }));
      p.dice = ['coal', 'coal', 'solar_wind', 'solar_wind'];
      p.un = 7;
      x.players[1]!.un = 3;
      // 14 VP from 4 agendas: 5 + 5 + 2 + 2.
      p.agendas = [{ id: 'treasury', public: false }, { id: 'stockpile', public: false }, { id: 'research_leader', public: false }, { id: 'oil_reserves', public: false }];
      p.res = { money: 20, science: 4, steel: 5, plastic: 5, oil: 6 };
      // 7 unpolluted spaces with column 5 entirely clean.
      p.env = {};
      for (const id of ['air-1', 'air-2', 'air-3', 'air-4', 'forest-1', 'forest-2', 'forest-3', 'ocean-1']) p.env[id] = 'pollution';
      x.phase = 'over';
    });
    const score = finalScores(s)[0]!;
    expect(score.breakdown).toEqual({ inGame: 37, structures: 22, dice: 8, un: 15, agendas: 14, environment: 10 });
    expect(score.total).toBe(106);
  });

  it('WE-20 the score is an integer: 28 VP + 3 VP = 31 VP', () => {
    const ctx: Ctx = { s: turnOf(started(3), 0, {}, (x) => (x.players[0]!.vp = 28)), events: [] };
    runStep(ctx, 0, { vp: 3 });
    expect(ctx.s.players[0]!.vp).toBe(31);
  });
});
