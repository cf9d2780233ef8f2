/** Small helpers shared by game notations. */

/** Lower-cases, trims and folds runs of white space, so '  Build   E7 ' and 'build e7' compare equal. */
export function normalizeNotation(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function tokens(text: string): string[] {
  const norm = normalizeNotation(text);
  return norm === '' ? [] : norm.split(' ');
}

/** Upper limit for any notation text; longer input is refused before parsing. */
export const MAX_NOTATION_LENGTH = 500;

/**
 * Fills a subcommand template ('upgrade {hex} to {building}', '[ from {from}]' optional parts)
 * with option values. Returns null when a required placeholder has no value.
 */
export function fillTemplate(template: string, values: Record<string, string | undefined>): string | null {
  let missing = false;
  const withOptional = template.replace(/\[([^\]]*)\]/g, (_all, inner: string) => {
    const names = [...inner.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    return names.every((n) => values[n] !== undefined && values[n] !== '') ? inner : '';
  });
  const filled = withOptional.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const v = values[name];
    if (v === undefined || v === '') {
      missing = true;
      return '';
    }
    return v;
  });
  return missing ? null : filled.trim().replace(/\s+/g, ' ');
}

/**
 * Values that option `option` can take so that the filled template matches some legal move in full
 * (case-insensitively; values keep the case the game wrote them in). Drives autocomplete from legal()
 * without game-specific code. A value is one word: games whose values contain spaces implement suggest().
 */
export function valuesFromLegal(
  template: string,
  option: string,
  filled: Record<string, string | undefined>,
  legalMoves: readonly string[],
): string[] {
  const pattern = templateRegex(template, option, filled);
  const out = new Set<string>();
  for (const move of legalMoves) {
    const m = pattern.exec(move.trim().replace(/\s+/g, ' '));
    const value = m?.groups?.[option];
    if (value !== undefined && value !== '') out.add(value);
  }
  return [...out];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templateRegex(template: string, option: string, filled: Record<string, string | undefined>): RegExp {
  let source = '';
  const seen = new Set<string>();
  const parts = template.split(/(\[[^\]]*\]|\{\w+\})/).filter((p) => p !== '');
  for (const part of parts) {
    if (part.startsWith('[')) {
      const inner = part.slice(1, -1);
      source += `(?:${innerRegex(inner, option, filled, seen)})?`;
    } else {
      source += innerRegex(part, option, filled, seen);
    }
  }
  return new RegExp(`^${source}$`, 'i');
}

function innerRegex(text: string, option: string, filled: Record<string, string | undefined>, seen: Set<string>): string {
  return text
    .split(/(\{\w+\})/)
    .filter((p) => p !== '')
    .map((p) => {
      const m = /^\{(\w+)\}$/.exec(p);
      if (!m) return escapeRegex(normalizeNotation(p) === '' ? ' ' : p).replace(/ +/g, '\\s+');
      const name = m[1] as string;
      if (name === option && !seen.has(name)) {
        seen.add(name);
        return `(?<${name}>\\S+)`;
      }
      const v = filled[name];
      return v !== undefined && v !== '' ? escapeRegex(normalizeNotation(v)) : '\\S+';
    })
    .join('');
}
