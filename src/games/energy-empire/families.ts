/** Which /ee subcommand a move in notation belongs to (commands.ts). */
export function commandFamily(move: string): string {
  const head = move.split(' ')[0]!;
  switch (head) {
    case 'place':
    case 'activate':
    case 'buy':
    case 'keep':
    case 'drop':
      return head;
    case 'generate':
    case 'claim':
    case 'refine':
    case 'roll':
    case 'highest':
      return 'generate';
    default:
      return 'choose';
  }
}
