const MAX_PAIRS = 20;

/**
 * Parses table options typed as `key=value` pairs ("map=fjords rounds=3 mini-expansion=true").
 * Numbers and booleans become typed values so the game's zod schema can validate them; the game
 * reports unknown keys and bad values. Returns an error text for text that is not pairs at all.
 */
export function parseOptionPairs(text: string): Record<string, unknown> | string {
  const result: Record<string, unknown> = {};
  const trimmed = text.trim();
  if (trimmed === '') return result;
  const parts = trimmed.split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length > MAX_PAIRS) return `Too many options (at most ${MAX_PAIRS}).`;
  for (const part of parts) {
    const m = /^([a-zA-Z][\w-]{0,40})=(.{1,100})$/.exec(part);
    if (!m) return `"${part.slice(0, 40)}" is not an option. Write options as key=value pairs, e.g. rounds=3.`;
    const key = m[1]!.replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase());
    const raw = m[2]!;
    result[key] = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return result;
}
