/** What the last move (public notation) points at on the board, for the highlight. */
export interface LastMoveMarks {
  text: string;
  location: string | null;
  space: string | null;
  structure: string | null;
}

export function lastMoveMarks(lastMove: string | undefined): LastMoveMarks {
  const move = lastMove ?? '';
  const place = /^place (\S+)/.exec(move);
  const space = /^(?:drill|clean|pollute) (\S+)/.exec(move);
  const activate = /^activate (\S+)/.exec(move);
  return {
    text: move,
    location: place?.[1] ?? null,
    space: space?.[1] ?? null,
    structure: activate?.[1] ?? null,
  };
}

/**
 * The steps of one turn in few words for the phone card, whose last-move paragraph has three lines: each step in its
 * notation, except that activations name only what was activated and a run of them or of trades is one step
 * ('activate farm-1, nation', 'trade steel for money, plastic for science'); the 'trade done' closing a run is implied.
 */
export function turnStepsText(steps: readonly string[]): string {
  const out: string[] = [];
  // A run of activations or trades: its verb and what each step activated or traded.
  let verb: 'activate' | 'trade' | null = null;
  let items: string[] = [];
  for (const step of steps) {
    const activate = /^activate (\S+) with /.exec(step)?.[1];
    const trade = /^trade (\S+ for \S+)$/.exec(step)?.[1];
    const stepVerb = activate !== undefined ? 'activate' : trade !== undefined ? 'trade' : null;
    if (verb !== null && stepVerb !== verb) {
      out.push(`${verb} ${items.join(', ')}`);
      if (verb === 'trade' && step === 'trade done') {
        verb = null;
        continue;
      }
      verb = null;
    }
    if (stepVerb === null) {
      out.push(step);
      continue;
    }
    if (verb === null) [verb, items] = [stepVerb, []];
    items.push((activate ?? trade)!);
  }
  if (verb !== null) out.push(`${verb} ${items.join(', ')}`);
  return out.join(' · ');
}
