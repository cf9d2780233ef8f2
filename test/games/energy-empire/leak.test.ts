import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { agendaData, impactData, nationData } from '../../../src/games/energy-empire/rules/lookup.ts';
import { EE } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

/** What seat `b` knows and nobody else may see now: secret agendas, the setup deal, peeked face-down cards. */
function secretsOf(s: EeState, b: number): { ids: string[]; names: string[] } {
  const p = s.players[b]!;
  // EE-14.5: everything is revealed at the end.
  if (s.phase === 'over') return { ids: [], names: [] };
  const agendas = [...p.agendas.filter((a) => !a.public).map((a) => a.id), ...(s.phase === 'setup' ? p.dealtAgendas : [])];
  const nations = s.phase === 'setup' ? [...p.dealtNations, ...(p.nation ? [p.nation] : [])] : p.referenceNation ? [p.referenceNation] : [];
  const peeked = Object.entries(p.peeks)
    .filter(([pos]) => s.giRow[Number(pos) - 1]!.status === 'down')
    .map(([, card]) => card)
    // A card is only secret to b if nobody else looked at the same position.
    .filter((card) => !s.players.some((o, i) => i !== b && Object.values(o.peeks).includes(card)));
  return {
    ids: [...agendas, ...(s.players.length > 1 ? nations : []), ...peeked],
    names: [...agendas.map((a) => agendaData(a).name), ...peeked.map((c) => impactData(c).name), ...(s.phase === 'setup' ? nations.map((n) => nationData(n).name) : [])],
  };
}

const quoted = (json: string, id: string) => json.includes(`"${id}"`);

/** `before` is the state the move was made in: what was secret then (an agenda discarded by the move) stays secret in its events. */
function checkNoLeak(s: EeState, events: GameEvent[], move: { seat: number; notation: string }, before: EeState | null): void {
  const n = s.players.length;
  for (let b = 0; b < n; b++) {
    const secret = secretsOf(s, b);
    // A secret agenda the move discarded (EE-14.4) stays secret in the move's events.
    const discarded = before && s.phase === 'play' ? before.players[b]!.agendas.filter((a) => !a.public && !s.players[b]!.agendas.some((x) => x.id === a.id)).map((a) => a.id) : [];
    const told = { ids: [...secret.ids, ...discarded], names: [...secret.names, ...discarded.map((a) => agendaData(a).name)] };
    if (told.ids.length === 0) continue;
    const pub = JSON.stringify(EE.view(s, null));
    for (const id of secret.ids) expect(quoted(pub, id), `public view shows ${id} of seat ${b}`).toBe(false);
    for (let a = 0; a < n; a++) {
      if (a === b) continue;
      const view = JSON.stringify(EE.view(s, a));
      const legal = EE.legal(s, a).join(' ');
      for (const id of secret.ids) {
        expect(quoted(view, id), `seat ${a}'s view shows ${id} of seat ${b}`).toBe(false);
        expect(legal.split(' ').includes(id), `seat ${a}'s legal moves name ${id} of seat ${b}`).toBe(false);
      }
      const summary = EE.privateSummary!(s, a) ?? '';
      for (const name of secret.names) expect(summary.includes(name), `seat ${a}'s summary names ${name}`).toBe(false);
    }
    const publicText = [
      ...events.map((e) => e.text),
      // The facts beside the words are as public as the words.
      ...events.map((e) => JSON.stringify(e.data ?? {}).replace(/["{}[\]:,]/g, ' ')),
      EE.statusLine(s),
      ...EE.statusDetails!(s),
      ...EE.pending(s).flatMap((d) => [d.prompt, ...(d.options ?? []).map((o) => `${o.label} ${o.notation}`)]),
      move.seat === b ? EE.publicNotation!(move.notation, move.seat) : '',
    ].join('\n');
    for (const name of told.names) expect(new RegExp(`\\b${name}\\b`).test(publicText), `public text names ${name} of seat ${b}`).toBe(false);
    for (const id of told.ids) expect(new RegExp(`(^|\\s)${id}(\\s|$)`, 'm').test(publicText), `public text names ${id} of seat ${b}`).toBe(false);
    // Private lines reach only their seat.
    for (const e of events) for (const line of e.private ?? []) if (line.seat !== b) for (const name of told.names) expect(line.text.includes(name)).toBe(false);
  }
}

describe('EE hidden information (spec hidden-information inventory)', () => {
  for (const players of [2, 3, 5]) {
    it(`EE-3.10 / EE-14 / EE-11.7 no agenda, setup deal or peeked card of a seat reaches another seat (${players} players)`, () => {
      for (const seed of ['leak-1']) {
        let before: EeState | null = null;
        const game = playRandomGame(players, `${players}:${seed}`, (s, events, move) => {
          checkNoLeak(s, events, move, before);
          before = s;
        });
        expect(game.errors).toEqual([]);
        expect(game.log.length).toBeGreaterThan(50);
      }
    });
  }

  it('at game end the agendas are revealed (EE-14.5)', () => {
    const game = playRandomGame(3, 'reveal');
    const pub = EE.view(game.final, null) as { players: { agendas: { public: string[] } }[] };
    pub.players.forEach((p, i) => expect(p.agendas.public).toEqual(game.final.players[i]!.agendas.map((a) => a.id)));
  });
});
