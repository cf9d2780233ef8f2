/** Median time to replay one recorded 4-player Terra Mystica game, or null while the engine or the recordings are missing. */
export async function benchTmReplay(): Promise<number | null> {
  return null;
}
