/**
 * Minimal `--flag value` parsing for the command-line tools; unknown flags are errors. Flags listed in
 * `switches` take no value (`--dry-run`), so a word after them stays positional.
 */
export function parseArgs(argv: readonly string[], flags: readonly string[], switches: readonly string[] = []): { positional: string[]; values: Record<string, string> } | string {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const allowed = [...flags, ...switches];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!allowed.includes(name)) return `Unknown flag --${name}. Allowed: ${allowed.map((f) => `--${f}`).join(', ')}`;
    if (switches.includes(name)) {
      values[name] = inline ?? 'true';
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      values[name] = 'true';
    } else {
      values[name] = value;
      if (inline === undefined) i++;
    }
  }
  return { positional, values };
}

export function intFlag(values: Record<string, string>, name: string, fallback: number, min: number, max: number): number | string {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) return `--${name} must be a whole number from ${min} to ${max}`;
  return n;
}
