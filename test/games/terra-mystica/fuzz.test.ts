import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import { terraMystica, type TmState } from '../../../src/games/terra-mystica/index.ts';
import { parseLedger } from '../../../src/games/terra-mystica/snellman/replay.ts';
import { ORACLE_PRESENT, oracleFile } from './oracle-dir.ts';
import { scenario } from './helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

const WORDS = ['build', 'upgrade', 'to', 'TP', 'SA', 'dig', 'transform', 'send', 'p', 'for', 'convert', 'burn', 'leech', 'decline', 'from', 'bridge', 'connect', 'pass', 'action', 'advance', 'ship', '+FAV5', '+TW3', '+FIRE', '-SPADE', 'setup', 'witches', 'E7', 'r16', 'A1', 'Z99', 'BON11', 'ACT7', '3PW', '1W', '.', '..', ':', '99', '-1', '0', 'done', 'wait', 'bid', 'nominate'];

function randomText(rng: RngState): string {
  const n = 1 + randomInt(rng, 8);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    if (randomInt(rng, 4) === 0) {
      const len = randomInt(rng, 12);
      parts.push(Array.from({ length: len }, () => String.fromCharCode(32 + randomInt(rng, 95))).join(''));
    } else {
      parts.push(WORDS[randomInt(rng, WORDS.length)] as string);
    }
  }
  return parts.join(randomInt(rng, 3) === 0 ? '. ' : ' ');
}

function mutate(rng: RngState, text: string): string {
  const kind = randomInt(rng, 6);
  const words = text.split(' ');
  const i = randomInt(rng, words.length);
  if (kind === 0) words[i] = WORDS[randomInt(rng, WORDS.length)] as string;
  else if (kind === 1) words.splice(i, 1);
  else if (kind === 2) return text + '. ' + text;
  else if (kind === 3) words[i] = (words[i] ?? '').replace(/\d+/, String(randomInt(rng, 40)));
  else if (kind === 4) return text.slice(0, randomInt(rng, text.length + 1));
  else words[i] = (words[i] ?? '').toUpperCase();
  return words.join(' ');
}

/** Applies the text for every seat; rejected moves must leave the state exactly as it was. */
function probe(state: TmState, text: string): void {
  const before = JSON.stringify(state);
  for (let seat = 0; seat < state.playerCount; seat++) {
    const r = playNotation(terraMystica, state, seat, text);
    expect(JSON.stringify(state)).toBe(before);
    if (!isRuleError(r)) expect(r.state).not.toBe(state);
  }
}

function states(): TmState[] {
  const fresh = terraMystica.setup(terraMystica.options.parse({}), seats(3), 'fuzz');
  const auction = terraMystica.setup(terraMystica.options.parse({ factionSelection: 'auction' }), seats(3), 'fuzz');
  const play = scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
  });
  return [fresh, auction, play];
}

describe('Fuzzed notation never crashes and rejected moves change nothing', () => {
  it('TM-20.3 random text gives a rule error or a legal move, never an exception', () => {
    const rng = seedRng('fuzz-random');
    for (const s of states()) for (let i = 0; i < 300; i++) probe(s, randomText(rng));
  });

  it('TM-20.3 mutated legal moves are handled cleanly', () => {
    const rng = seedRng('fuzz-mutate');
    for (const s of states()) {
      for (let seat = 0; seat < s.playerCount; seat++) {
        const legal = terraMystica.legal(s, seat);
        for (let i = 0; i < Math.min(60, legal.length * 3); i++) probe(s, mutate(rng, legal[randomInt(rng, legal.length)] as string));
      }
    }
  });

  it.skipIf(!ORACLE_PRESENT)('TM-20.3 mutated recorded commands are handled cleanly (needs the oracle files)', () => {
    const file = oracleFile('4pLeague_S67_D1L1_G1.txt');
    if (!existsSync(file)) return;
    const rows = parseLedger(readFileSync(file, 'utf8')).rows.map((r) => r.commands).filter((c) => c && !c.startsWith('['));
    const rng = seedRng('fuzz-ledger');
    const play = states()[2] as TmState;
    for (let i = 0; i < 400; i++) probe(play, mutate(rng, rows[randomInt(rng, rows.length)] as string));
  });

  it('TM-20.3 over-long and non-string input is refused', () => {
    const s = states()[2] as TmState;
    expect(isRuleError(terraMystica.parse('build E7. '.repeat(60), 0, s))).toBe(true);
    expect(isRuleError(terraMystica.parse(42 as unknown as string, 0, s))).toBe(true);
  });
});
