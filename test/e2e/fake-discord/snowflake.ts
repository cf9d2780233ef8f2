/** Discord's epoch (2015-01-01), so discord.js derives sensible creation times from our ids. */
const DISCORD_EPOCH = 1_420_070_400_000n;

let last = 0n;

/**
 * A snowflake-shaped id, strictly increasing within the process (also across several fakes),
 * so ids sort in creation order like Discord's.
 */
export function nextSnowflake(): string {
  let id = (BigInt(Date.now()) - DISCORD_EPOCH) << 22n;
  if (id <= last) id = last + 1n;
  last = id;
  return id.toString();
}

/** A random interaction token (Discord's are opaque strings). */
export function newToken(): string {
  return `itok_${nextSnowflake()}_${Math.random().toString(36).slice(2, 12)}`;
}
