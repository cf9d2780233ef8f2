import { describe, expect, it } from 'vitest';
import { finishGrowth } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { startMovement } from '../../../src/games/advanced-civilization/rules/23-movement.ts';
import { legalMoves } from '../../../src/games/advanced-civilization/legal.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { give, play, put, refuse, testState } from './helpers.ts';

/** Africa (seat 0) and Crete (seat 1) in phase 5 with Africa to move. */
function moving(setup: (s: AcState) => void): AcState {
  const s = testState(['africa', 'crete']);
  setup(s);
  startMovement(s);
  s.queue = [0, 1];
  return s;
}

function ship(s: AcState, seat: number, area: string, id = 1): void {
  s.ships.push({ id, seat, area, coast: null, movesLeft: 0, cargo: 0, kept: true });
  s.players[seat]!.shipsInStock -= 1;
}

describe('23 movement on the test map', () => {
  it('23.3: a token moves across one land border; never across water by itself', () => {
    const s = moving((x) => {
      put(x, 'b', 'africa', 3);
      put(x, 'c', 'africa', 1);
    });
    expect(play(s, 0, 'move b>c 2').board.c!.tokens.africa).toBe(3);
    expect(refuse(s, 0, 'move c>g 1')).toMatch(/not across a land border/);
    expect(refuse(s, 0, 'move b>d 1')).toMatch(/not across a land border/);
  });

  it('23.56: a token that moved may not move again this phase', () => {
    let s = moving((x) => put(x, 'b', 'africa', 3));
    s = play(s, 0, 'move b>c 2');
    expect(refuse(s, 0, 'move c>d 1')).toMatch(/0 tokens in c that may still move/);
  });

  it('23.56: tokens moved by one player do not limit the next player\'s tokens in that area', () => {
    let s = moving((x) => {
      put(x, 'b', 'africa', 2);
      put(x, 'c', 'crete', 1);
    });
    s = play(s, 0, 'move b>c 2; done');
    expect(s.queue).toEqual([1]);
    expect(play(s, 1, 'move c>d 1').board.d!.tokens.crete).toBe(1);
  });

  it('23.31 / 32.251: Roadbuilding moves two land areas; without it the two-step path is refused', () => {
    const s = moving((x) => put(x, 'a', 'africa', 2));
    expect(refuse(s, 0, 'move a>b>c 1')).toMatch(/two with Roadbuilding/);
    give(s, 0, ['roadbuilding']);
    const t = play(s, 0, 'move a>b>c 2');
    expect(t.board.c!.tokens.africa).toBe(2);
  });

  it('23.31 / W12: a Roadbuilding token must stop in an area holding another player\'s units and may not board afterwards', () => {
    const s = moving((x) => {
      put(x, 'a', 'africa', 2);
      put(x, 'b', 'crete', 1);
      ship(x, 0, 'c');
    });
    give(s, 0, ['roadbuilding']);
    expect(refuse(s, 0, 'move a>b>c 1')).toMatch(/must stop in b/);
    const t = play(s, 0, 'move a>b 1');
    expect(refuse(t, 0, 'board 1 1')).toMatch(/have not moved/);
  });

  it('23.51 / 23.56: a ship carries at most 5, ferries tokens that have not moved, and lands them; landed tokens stay put', () => {
    let s = moving((x) => {
      put(x, 'c', 'africa', 7);
      ship(x, 0, 'c');
    });
    expect(refuse(s, 0, 'board 1 6')).toMatch(/at most 5/);
    s = play(s, 0, 'board 1 5; sail 1 g; land 1 5');
    expect(s.board.g!.tokens.africa).toBe(5);
    expect(s.board.c!.tokens.africa).toBe(2);
    expect(refuse(s, 0, 'move g>c 1')).toMatch(/not across a land border|may still move/);
    s = play(s, 0, 'sail 1 c; board 1 2; sail 1 g; land 1 2');
    expect(s.board.g!.tokens.africa).toBe(7);
    expect(s.ships[0]!.movesLeft).toBe(1);
  });

  it('23.52: a ship enters at most 4 areas (23.53: 5 with Cloth Making)', () => {
    let s = moving((x) => ship(x, 0, 'c'));
    s = play(s, 0, 'sail 1 g; sail 1 c; sail 1 g; sail 1 c');
    expect(refuse(s, 0, 'sail 1 g')).toMatch(/cannot sail/);
    const t = moving((x) => ship(x, 0, 'c'));
    give(t, 0, ['cloth_making']);
    startMovement(t);
    expect(play(t, 0, 'sail 1 g; sail 1 c; sail 1 g; sail 1 c; sail 1 g').ships[0]!.area).toBe('g');
  });

  it('23.54: open sea only with Astronomy; 23.55: never end in open sea', () => {
    const s = moving((x) => ship(x, 0, 'c'));
    expect(refuse(s, 0, 'sail 1 sea')).toMatch(/open sea needs Astronomy/);
    give(s, 0, ['astronomy']);
    const t = play(s, 0, 'sail 1 sea');
    expect(refuse(t, 0, 'done')).toMatch(/may not end in open sea/);
    expect(legalMoves(t, 0)).not.toContain('done');
    expect(play(t, 0, 'sail 1 h; done').ships[0]!.area).toBe('h');
  });

  it('23.56: no token may stay aboard at the end of movement', () => {
    const s = play(moving((x) => {
      put(x, 'c', 'africa', 2);
      ship(x, 0, 'c');
    }), 0, 'board 1 2; sail 1 g');
    expect(refuse(s, 0, 'done')).toMatch(/still carries 2/);
    expect(play(s, 0, 'land 1 2; done').queue).toEqual([1]);
  });

  it('23.57: a ship entering a two-coast area by one coast must leave by the same coast', () => {
    const s = moving((x) => ship(x, 0, 'c'));
    const t = play(s, 0, 'sail 1 d');
    expect(t.ships[0]!.coast).toBe('d#north');
    expect(refuse(t, 0, 'sail 1 h')).toMatch(/two-coast/);
    expect(play(t, 0, 'sail 1 c').ships[0]!.area).toBe('c');
  });

  it('18.2: a player whose tokens cannot move (no land border, no ship) is not asked to move', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'b', 'africa', 2);
    put(s, 'g', 'crete', 2);
    s.phase = 'growth';
    finishGrowth(s, {}, []);
    expect(s.sim?.seats).toEqual([1]); // Crete could build a ship in g
    const t = play(s, 1, 'ships none');
    expect(t.phase).toBe('move');
    expect(t.queue).toEqual([0]);
  });

  it('23.1: legal() lists single steps and done; a whole plan parses into the same steps', () => {
    const s = moving((x) => put(x, 'b', 'africa', 3));
    const legal = legalMoves(s, 0);
    // No city site can be filled this turn: one token spreads into each empty neighbour.
    expect(legal).toEqual(['move b>a 1', 'move b>c 1', 'move b>e 1', 'done']);
    expect(play(s, 0, 'move b>c 3').board.c?.tokens.africa).toBe(3); // any legal count is still accepted when typed
    const plan = play(s, 0, 'move b>c 1; b>a 2');
    const steps = play(play(s, 0, 'move b>c 1'), 0, 'move b>a 2');
    expect(plan.board).toEqual(steps.board);
  });

  it('23.3 with 25.2: legal() gathers tokens into a city site that this turn can fill to 6, only as many as it needs', () => {
    const s = moving((x) => {
      put(x, 'b', 'africa', 4);
      put(x, 'd', 'africa', 2);
      put(x, 'e', 'africa', 1);
      put(x, 'f', 'africa', 1);
    });
    const legal = legalMoves(s, 0);
    // e (site, holds 1) needs 5 from b (4), d (2) and f (1); c (site, holds 0) needs 6 from b and d. b holds one token
    // over its limit of 3, which 26.1 would remove: it may also step into a, the neighbour with room that is no target.
    expect(legal).toEqual(['move b>c 4', 'move d>c 2', 'move b>e 4', 'move d>e 2', 'move f>e 1', 'move b>a 1', 'done']);
    const t = play(play(s, 0, 'move b>e 4'), 0, 'move d>e 1');
    expect(t.board.e?.tokens.africa).toBe(6);
    // e is full: none of its six tokens is offered to leave it, and c cannot be gathered as well: d and f would leave
    // fewer than two tokens per city on the board (26.31).
    expect(legalMoves(t, 0)).toEqual(['done']);
  });

  it('23.3 with 26.31: no gathering for a city the tokens left on the board could not support', () => {
    const s = moving((x) => {
      put(x, 'b', 'africa', 4);
      put(x, 'd', 'africa', 2);
    });
    // 6 tokens would make a city and leave none of the two it needs: only b's token over its limit of 3 (26.1) steps
    // into a neighbour with room; d holds exactly its limit and stays.
    expect(legalMoves(s, 0)).toEqual(['move b>a 1', 'move b>c 1', 'move b>e 1', 'done']);
  });

  it('23.3 with 26.1: surplus tokens step into neighbours with room, only as many as fit under the limit', () => {
    const s = moving((x) => {
      put(x, 'd', 'africa', 4);
      put(x, 'e', 'africa', 3);
      put(x, 'h', 'crete', 1);
    });
    // d (limit 2) holds 2 over its limit: c (limit 1, empty) takes 1, e (limit 4, holds 3) takes 1, h is Crete's.
    // e cannot become a city: its 6 tokens would leave fewer than the two a city needs on the board (26.31).
    expect(legalMoves(s, 0)).toEqual(['move d>c 1', 'move d>e 1', 'done']);
  });

  it('23.3 with 25.2: with no city site to fill, tokens gather into a wilderness area that this turn can bring to 12', () => {
    const s = moving((x) => {
      put(x, 'a', 'crete', 0, true);
      put(x, 'c', 'crete', 0, true);
      put(x, 'b', 'africa', 11);
      put(x, 'e', 'africa', 7);
      put(x, 'd', 'africa', 2);
      put(x, 'h', 'africa', 3);
      put(x, 'f', 'africa', 1);
    });
    // e (site) already holds the 6 a city costs; its seventh token is the one b (no site: 12) still needs.
    expect(legalMoves(s, 0)).toEqual(['move e>b 1', 'done']);
  });

  it('23.3 with 25.2: a wilderness area that this turn can bring to 12 is listed beside the city sites it can fill (the sites run out, 25.1)', () => {
    const s = moving((x) => {
      put(x, 'b', 'africa', 10);
      put(x, 'a', 'africa', 3);
      put(x, 'w', 'africa', 3);
    });
    const legal = legalMoves(s, 0);
    expect(legal).toContain('move b>a 3'); // the site a (6)
    expect(legal).toContain('move a>b 2'); // the wilderness b (12)
    const t = play(play(s, 0, 'move a>b 2'), 0, 'move w>a 2');
    expect(t.board.b?.tokens.africa).toBe(12);
  });

  it('24.1 with 24.31: when nothing can gather, spread or relieve, all spare tokens of an area attack a neighbour held by another owner, never fewer than 7 into a city', () => {
    const s = moving((x) => {
      put(x, 'b', 'africa', 3);
      put(x, 'a', 'crete', 1);
      put(x, 'c', 'crete', 0, true);
      put(x, 'e', 'crete', 2);
    });
    expect(legalMoves(s, 0)).toEqual(['move b>a 3', 'move b>e 3', 'done']);
  });
  it('24.34 / 30.913: legal() lists a siege of a pirate city when the neighbours\' spare tokens reach the threshold of 7', () => {
    const s = moving((x) => {
      put(x, 'c', 'pirate', 0, true);
      put(x, 'b', 'africa', 4);
      put(x, 'd', 'africa', 3);
      put(x, 'e', 'africa', 4);
    });
    expect(legalMoves(s, 0)).toEqual(expect.arrayContaining(['move b>c 4', 'move d>c 3']));
    // Once begun, the siege still lists the tokens it needs; with fewer than 7 in reach it is not listed at all.
    expect(legalMoves(play(s, 0, 'move b>c 4'), 0)).toContain('move d>c 3');
    const short = moving((x) => {
      put(x, 'c', 'pirate', 0, true);
      put(x, 'b', 'africa', 4);
      put(x, 'd', 'africa', 2);
    });
    expect(legalMoves(short, 0).filter((m) => m.endsWith('>c 4') || m.endsWith('>c 2'))).toEqual([]);
  });

  it('30.5235 with 24.2: an area held by barbarians alone is a siege target for barbarians + limit tokens', () => {
    const s = moving((x) => {
      put(x, 'c', 'barbarian', 1);
      put(x, 'b', 'africa', 4);
      put(x, 'd', 'africa', 3);
    });
    // c (limit 1) holds 1 barbarian: 2 attackers take it; each neighbour offers what the siege still needs.
    expect(legalMoves(s, 0)).toEqual(expect.arrayContaining(['move b>c 2', 'move d>c 2']));
  });
});
