import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../../src/engine/automatic.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { beginFinalScoring } from '../../../src/games/cargo-empire/rules/crest-port.ts';
import { crestPortScores, scoreParticipant } from '../../../src/games/cargo-empire/rules/scoring.ts';
import { cityInfo, europeCityIds } from '../../../src/games/cargo-empire/rules/world.ts';
import { blankSlate, play, presentAt, refused } from './scenario.ts';

const ports = europeCityIds().filter((id) => cityInfo(id).port);
const inland = europeCityIds().filter((id) => !cityInfo(id).port);

/** After round 3 with families: the blue player (Tino) present in 5 ports and 4 inland cities, crest on an inland one. */
function finalWithBlue(goals: number[]): { s: CeState; p: number } {
  const s = blankSlate(4, { families: true });
  const p = s.players.findIndex((x) => x.colour === 'blue');
  presentAt(s, 'blue', ...ports.slice(0, 5), ...inland.slice(0, 4));
  for (const x of s.players) x.crest = inland[10]!;
  s.players[p]!.crest = inland[0]!;
  s.players[p]!.goals = goals;
  s.round = 3;
  s.phase = 'action';
  beginFinalScoring(s, []);
  return { s, p };
}

describe('CE-13.5 blue, D-22: the Tino crest port decision at final scoring', () => {
  it('CE-13.5 blue the blue player decides, by buttons that show the score of each answer; nothing is picked for them', () => {
    const { s, p } = finalWithBlue([14, 15]);
    expect(s.phase).toBe('final');
    expect(cargoEmpire.result(s)).toBeNull();
    const [d, ...others] = cargoEmpire.pending(s);
    expect(others).toEqual([]);
    expect(d!.seat).toBe(s.players[p]!.seat);
    const score = crestPortScores(s, p);
    // goal 14: 6 ports with the crest city (10 VP) or 5 (5 VP); goal 15: 3 inland cities (0 VP) or 4 (5 VP).
    expect(score.port - score.noPort).toBe(10 - 5 + 0 - 5);
    expect(d!.options).toEqual([
      { label: `Port: ${score.port} VP`, notation: 'port yes', style: 'primary' },
      { label: `No port: ${score.noPort} VP`, notation: 'port no', style: 'secondary' },
    ]);
    expect(cargoEmpire.legal(s, d!.seat)).toEqual(['port yes', 'port no']);
    expect(cargoEmpire.statusLine(s)).toMatch(/final scoring: waiting for .* port/);
  });

  it('CE-13.5 blue the answer applies to all goal cards and cannot change; the game then ends', () => {
    const { s, p } = finalWithBlue([14]);
    const seat = s.players[p]!.seat!;
    const yes = play(s, seat, 'port yes');
    const no = play(s, seat, 'port no');
    expect(yes.phase).toBe('over');
    expect(scoreParticipant(yes, p).goals).toBe(10);
    expect(scoreParticipant(no, p).goals).toBe(5);
    expect(cargoEmpire.result(no)!.scores.find((x) => x.seat === seat)!.total).toBe(crestPortScores(s, p).noPort);
    expect(refused(no, seat, 'port yes')).toBe('game-over');
    const other = s.players.find((x, i) => i !== p)!.seat!;
    expect(refused(s, other, 'port no')).toBe('not-your-turn');
  });

  it('CE-13.5 blue D-22 the deadline default and autopilot take the higher score', () => {
    const { s, p } = finalWithBlue([15]);
    const d = cargoEmpire.pending(s)[0]!;
    expect(crestPortScores(s, p).noPort).toBeGreaterThan(crestPortScores(s, p).port);
    expect(d.defaultMove).toBe('port no');
    expect(automaticMove(cargoEmpire, s, d)!.notation).toBe('port no');
  });

  it('CE-13.5 blue no decision when the crest city is already a port or there is no blue family', () => {
    const { s, p } = finalWithBlue([14]);
    s.phase = 'action';
    s.players[p]!.crest = ports[0]!;
    beginFinalScoring(s, []);
    expect(s.phase).toBe('over');
    const plain = blankSlate(4);
    beginFinalScoring(plain, []);
    expect(plain.phase).toBe('over');
  });
});
