/** A.S.T. (spec 2.5, seed 10, 33) from ast.json: epoch entry rules from the seed; per-nation rows are CANDIDATE data from a fan source. */
import type { AstData } from './card-types.ts';
import { acData } from './current.ts';

export function ast(): AstData {
  return acData()['ast.json'];
}
