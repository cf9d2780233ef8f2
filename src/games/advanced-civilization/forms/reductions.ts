/**
 * The order of a chosen set of city reductions (U1 26.31-26.32, Slave Revolt 30.42): the rules replay the list one city
 * at a time, so a select (which has no order) is put in the preferred order, or the first order the rules accept.
 */

/** Orders tried at most before giving up (9 cities have 362880 orders; the preferred one almost always works). */
const MAX_ORDERS = 2000;

export function orderReductions(chosen: readonly string[], preference: readonly string[], problem: (list: string[]) => string | null): string[] | string {
  const base = [...chosen].sort((a, b) => preference.indexOf(a) - preference.indexOf(b));
  const first = problem(base);
  if (first === null) return base;
  let tried = 0;
  let found: string[] | null = null;
  const permute = (prefix: string[], rest: string[]): void => {
    if (found || tried >= MAX_ORDERS) return;
    if (rest.length === 0) {
      tried++;
      if (problem(prefix) === null) found = prefix;
      return;
    }
    for (const [i, x] of rest.entries()) permute([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]);
  };
  permute([], base);
  return found ?? first;
}
