import { normalizeNotation } from '../../engine/notation.ts';
import type { RuleError } from '../../engine/errors.ts';
import { DIE_TYPES, RESOURCES, type Bag, type DieType, type ResourceId } from './data/index.ts';
import type { EeMove, TradeUnit } from './moves.ts';
import { fail } from './rules/fail.ts';

/**
 * Move notation: short readable English that round-trips (parse(format(m)) = m). Examples:
 *   keep uk healthy_forests | place mine | place trade 2 energy | generate | pass | end
 *   activate airport-1 with energy | activate farm-1 with worker+energy | activate nation with worker
 *   buy 2 with money | buy 3 with resource | drill forest-2 | die coal | die nuclear replacing coal
 *   finance B | oil buy | trade science for steel | trade done | peek 4 | clean air-1 | pollute ocean-3
 *   take 1 steel | branch 2 | accept | decline | claim treasury | claim treasury discard workforce | claim none
 *   refine 2 | roll all | roll none | roll coal 2 oil 1 | highest solar_wind | drop die coal | drop agenda treasury
 */
const TRADE_UNITS: readonly TradeUnit[] = ['money', 'steel', 'plastic', 'science'];

export function bagNotation(bag: Bag): string {
  const parts = RESOURCES.filter((r) => (bag[r] ?? 0) > 0).map((r) => `${bag[r]} ${r}`);
  return parts.length > 0 ? parts.join(' ') : 'nothing';
}

function tokensText(workers: number, energy: number): string {
  if (workers === 2) return '2 workers';
  if (energy === 2) return '2 energy';
  if (workers === 1 && energy === 1) return 'worker+energy';
  return workers === 1 ? 'worker' : 'energy';
}

export function formatMove(m: EeMove): string {
  switch (m.t) {
    case 'keep':
      return `keep ${m.nation} ${m.agenda}`;
    case 'place':
      return m.energy > 0 ? `place ${m.location} ${m.energy} energy` : `place ${m.location}`;
    case 'generate':
    case 'pass':
    case 'end':
    case 'accept':
    case 'decline':
      return m.t;
    case 'activate':
      return `activate ${m.target} with ${tokensText(m.workers, m.energy)}`;
    case 'buy':
      return `buy ${m.slot} with ${m.payWith}`;
    case 'drill':
      return `drill ${m.space}`;
    case 'die':
      return m.replacing ? `die ${m.type} replacing ${m.replacing}` : `die ${m.type}`;
    case 'finance':
      return `finance ${m.option}`;
    case 'oil':
      return `oil ${m.mode}`;
    case 'trade':
      return `trade ${m.give} for ${m.get}`;
    case 'trade-done':
      return 'trade done';
    case 'peek':
      return `peek ${m.position}`;
    case 'clean':
      return `clean ${m.space}`;
    case 'pollute':
      return `pollute ${m.space}`;
    case 'take':
      return `take ${bagNotation(m.bag)}`;
    case 'branch':
      return `branch ${m.option}`;
    case 'claim':
      return m.agenda === null ? 'claim none' : m.discard ? `claim ${m.agenda} discard ${m.discard}` : `claim ${m.agenda}`;
    case 'refine':
      return `refine ${m.n}`;
    case 'roll': {
      if (m.dice === 'all') return 'roll all';
      const dice = m.dice;
      const parts = DIE_TYPES.filter((d) => (dice[d] ?? 0) > 0).map((d) => `${d} ${dice[d]}`);
      return parts.length > 0 ? `roll ${parts.join(' ')}` : 'roll none';
    }
    case 'highest':
      return `highest ${m.type}`;
    case 'drop-die':
      return `drop die ${m.type}`;
    case 'drop-agenda':
      return `drop agenda ${m.id}`;
  }
}

const ID = /^[a-z][a-z0-9_]*$/;
const SPACE = /^(air|forest|ocean)-\d+$/;
const isDie = (x: string | undefined): x is DieType => (DIE_TYPES as readonly string[]).includes(x ?? '');
const isTradeUnit = (x: string | undefined): x is TradeUnit => (TRADE_UNITS as readonly string[]).includes(x ?? '');
const int = (x: string | undefined): number | null => (x !== undefined && /^\d{1,2}$/.test(x) ? Number(x) : null);

function bad(text: string, hint: string): RuleError {
  return fail('bad-notation', `"${text.slice(0, 60)}" is not a move I know. ${hint} Use /ee help notation for the full list.`);
}

function parseTokens(words: string[]): { workers: number; energy: number } | null {
  const t = words.join(' ').replace(/\s*\+\s*/g, '+');
  const table: Record<string, { workers: number; energy: number }> = {
    worker: { workers: 1, energy: 0 },
    w: { workers: 1, energy: 0 },
    energy: { workers: 0, energy: 1 },
    e: { workers: 0, energy: 1 },
    'worker+energy': { workers: 1, energy: 1 },
    'energy+worker': { workers: 1, energy: 1 },
    we: { workers: 1, energy: 1 },
    'w+e': { workers: 1, energy: 1 },
    'e+w': { workers: 1, energy: 1 },
    '2 workers': { workers: 2, energy: 0 },
    ww: { workers: 2, energy: 0 },
    '2 energy': { workers: 0, energy: 2 },
    ee: { workers: 0, energy: 2 },
  };
  return table[t] ?? null;
}

function parseBag(words: string[]): Bag | null {
  if (words.length === 0 || words.length % 2 !== 0) return null;
  const bag: Bag = {};
  for (let i = 0; i < words.length; i += 2) {
    const n = int(words[i]);
    const r = words[i + 1];
    if (n === null || n === 0 || !(RESOURCES as readonly string[]).includes(r ?? '')) return null;
    bag[r as ResourceId] = n;
  }
  return bag;
}

export function parseMove(text: string): EeMove | RuleError {
  const norm = normalizeNotation(text);
  const w = norm.split(' ');
  const [head, a, b, c, d] = w;
  switch (head) {
    case 'keep':
      return a && b && ID.test(a) && ID.test(b) && w.length === 3 ? { t: 'keep', nation: a, agenda: b } : bad(text, 'Write keep <nation> <agenda>.');
    case 'place': {
      if (!a || !ID.test(a)) return bad(text, 'Write place <location> [<n> energy], e.g. place mine 2 energy.');
      if (w.length === 2) return { t: 'place', location: a, energy: 0 };
      const n = int(b);
      return n !== null && c === 'energy' && w.length === 4 ? { t: 'place', location: a, energy: n } : bad(text, 'Write place <location> [<n> energy].');
    }
    case 'generate':
    case 'pass':
    case 'end':
    case 'accept':
    case 'decline':
      return w.length === 1 ? { t: head } : bad(text, `Write just "${head}".`);
    case 'activate': {
      const tokens = b === 'with' ? parseTokens(w.slice(3)) : null;
      return a && ID.test(a.replace(/-\d+$/, '')) && tokens ? { t: 'activate', target: a, ...tokens } : bad(text, 'Write activate <structure|nation> with worker|energy|worker+energy|2 workers|2 energy.');
    }
    case 'buy': {
      const slot = int(a);
      return slot !== null && b === 'with' && (c === 'money' || c === 'resource') && w.length === 4 ? { t: 'buy', slot, payWith: c } : bad(text, 'Write buy <1|2|3> with money|resource.');
    }
    case 'drill':
    case 'clean':
    case 'pollute':
      return a && SPACE.test(a) && w.length === 2 ? { t: head, space: a } : bad(text, `Write ${head} <space>, e.g. ${head} forest-2.`);
    case 'die':
      if (isDie(a) && w.length === 2) return { t: 'die', type: a, replacing: null };
      return isDie(a) && b === 'replacing' && isDie(c) && w.length === 4 ? { t: 'die', type: a, replacing: c } : bad(text, `Write die <type> [replacing <type>]; types: ${DIE_TYPES.join(', ')}.`);
    case 'finance': {
      const o = a?.toUpperCase();
      return (o === 'A' || o === 'B' || o === 'C') && w.length === 2 ? { t: 'finance', option: o } : bad(text, 'Write finance A, B or C.');
    }
    case 'oil':
      return (a === 'buy' || a === 'sell') && w.length === 2 ? { t: 'oil', mode: a } : bad(text, 'Write oil buy or oil sell.');
    case 'trade':
      if (a === 'done' && w.length === 2) return { t: 'trade-done' };
      return isTradeUnit(a) && b === 'for' && isTradeUnit(c) && w.length === 4 ? { t: 'trade', give: a, get: c } : bad(text, 'Write trade <money|steel|plastic|science> for <...>, or trade done.');
    case 'peek': {
      const n = int(a);
      return n !== null && w.length === 2 ? { t: 'peek', position: n } : bad(text, 'Write peek <position 1-6>.');
    }
    case 'take': {
      const bag = parseBag(w.slice(1));
      return bag ? { t: 'take', bag } : bad(text, 'Write take <n> <resource>, e.g. take 1 steel.');
    }
    case 'branch': {
      const n = int(a);
      return n !== null && w.length === 2 ? { t: 'branch', option: n } : bad(text, 'Write branch <n>.');
    }
    case 'claim':
      if (a === 'none' && w.length === 2) return { t: 'claim', agenda: null, discard: null };
      if (a && ID.test(a) && w.length === 2) return { t: 'claim', agenda: a, discard: null };
      return a && ID.test(a) && b === 'discard' && c && ID.test(c) && w.length === 4 ? { t: 'claim', agenda: a, discard: c } : bad(text, 'Write claim <agenda> [discard <agenda>] or claim none.');
    case 'refine': {
      const n = int(a);
      return n !== null && w.length === 2 ? { t: 'refine', n } : bad(text, 'Write refine <0-4>.');
    }
    case 'roll': {
      if (a === 'none' && w.length === 2) return { t: 'roll', dice: {} };
      if (a === 'all' && w.length === 2) return { t: 'roll', dice: 'all' };
      const dice: Partial<Record<DieType, number>> = {};
      const rest = w.slice(1);
      if (rest.length === 0 || rest.length % 2 !== 0) return bad(text, 'Write roll all, roll none or roll <type> <n> ..., e.g. roll coal 2 oil 1.');
      for (let i = 0; i < rest.length; i += 2) {
        const type = rest[i];
        const n = int(rest[i + 1]);
        if (!isDie(type) || n === null || n === 0 || dice[type] !== undefined) return bad(text, 'Write roll all, roll none or roll <type> <n> ..., e.g. roll coal 2 oil 1.');
        dice[type] = n;
      }
      return { t: 'roll', dice };
    }
    case 'highest':
      return isDie(a) && w.length === 2 ? { t: 'highest', type: a } : bad(text, 'Write highest <die type>.');
    case 'drop':
      if (a === 'die' && isDie(b) && w.length === 3) return { t: 'drop-die', type: b };
      return a === 'agenda' && b && ID.test(b) && w.length === 3 ? { t: 'drop-agenda', id: b } : bad(text, 'Write drop die <type> or drop agenda <agenda>.');
    default:
      void d;
      return bad(text, 'Moves start with keep, place, generate, activate, buy, claim, refine, roll, end ...');
  }
}

/** The public form of a logged move: secret agenda ids are hidden (EE-3.10, EE-14.4). */
export function publicNotation(notation: string): string {
  return notation
    .replace(/^keep \S+ \S+$/, 'keep (nation and agenda hidden until everyone has chosen)')
    .replace(/^claim (\S+) discard \S+$/, 'claim $1 discard (hidden)')
    .replace(/^drop agenda \S+$/, 'drop agenda (hidden)');
}
