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
