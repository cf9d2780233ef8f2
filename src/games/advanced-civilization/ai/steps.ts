/** Steps from `start` to every place within `reach` along `next` (breadth first: the fewest steps). */
export function stepsWithin(start: string, reach: number, next: (place: string) => Iterable<string>): Map<string, number> {
  const steps = new Map([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const place = queue[i]!;
    const d = steps.get(place)!;
    if (d >= reach) continue;
    for (const x of next(place)) {
      if (steps.has(x)) continue;
      steps.set(x, d + 1);
      queue.push(x);
    }
  }
  return steps;
}
