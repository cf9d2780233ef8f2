import { ruleError, type RuleError } from '../../engine/errors.ts';
import { MAX_NOTATION_LENGTH } from '../../engine/notation.ts';
import { FACTION_IDS, type FactionId } from './data/factions.ts';
import { TERRAIN_COLOR, terrainFromName } from './data/terrain.ts';
import { BONUS_IDS, CULTS, type BonusId, type Cult } from './data/tiles.ts';
import type { Command, Resource, TmMove } from './moves.ts';

const RESOURCE_ALIASES: Record<string, Resource> = {
  PW: 'PW', POWER: 'PW', W: 'W', WORKER: 'W', WORKERS: 'W', C: 'C', COIN: 'C', COINS: 'C',
  P: 'P', PRIEST: 'P', PRIESTS: 'P', VP: 'VP',
};
const BUILDING_ALIASES: Record<string, 'TP' | 'TE' | 'SH' | 'SA'> = {
  TP: 'TP', 'TRADING POST': 'TP', TE: 'TE', TEMPLE: 'TE', SH: 'SH', STRONGHOLD: 'SH', SA: 'SA', SANCTUARY: 'SA',
};
const HEX = '([a-z]\\d{1,2})';

function bad(text: string, why: string): RuleError {
  return ruleError('bad-notation', `Could not read "${text}": ${why}. Example moves: "build E7", "upgrade F3 to TP", "pass BON5".`);
}

const FACTIONS_LIST = `factions: ${FACTION_IDS.join(', ')}`;
const unknownFaction = (name: string | undefined) => `unknown faction "${name ?? ''}" (${FACTIONS_LIST})`;
const unknownCult = (name: string | undefined) => `unknown cult track "${name ?? ''}" (tracks: ${CULTS.join(', ')})`;

/** What each verb takes, for a known verb whose arguments could not be read. */
const VERB_USAGE: Record<string, string> = {
  build: 'build <hex>, e.g. "build E7"',
  upgrade: 'upgrade <hex> to TP, TE, SH or SA, e.g. "upgrade F3 to TP"',
  transform: 'transform <hex> [to <terrain colour>], e.g. "transform E6 to green"',
  dig: 'dig <spades>, e.g. "dig 1"',
  send: `send p to <track> [for <steps>]; tracks: ${CULTS.join(', ')}`,
  convert: 'convert <n><resource> to <n><resource>, e.g. "convert 1W to 1C" (resources: PW, W, C, P, VP)',
  burn: 'burn <power>, e.g. "burn 2"',
  leech: 'leech <power> [from <faction>], e.g. "leech 2 from witches"',
  decline: 'decline [<power> from <faction>]',
  bridge: 'bridge <hex>:<hex>, e.g. "bridge E5:F6"',
  connect: 'connect <river hex> or connect <hex>:<hex>[:<hex>]',
  pass: `pass [<bonus card>]; bonus cards: ${BONUS_IDS.join(', ')}`,
  action: 'action <ACT1-ACT6 or a faction action>, e.g. "action ACT6"',
  advance: 'advance ship or advance dig',
  setup: `setup <faction>; ${FACTIONS_LIST}`,
  nominate: `nominate <faction>; ${FACTIONS_LIST}`,
  bid: `bid <faction> <VP>; ${FACTIONS_LIST}`,
  raven: `raven <track or VP>; tracks: ${CULTS.join(', ')}`,
  special: 'special <hex>',
};

function faction(name: string | undefined): FactionId | undefined | null {
  if (name === undefined) return undefined;
  const n = name.toLowerCase();
  return (FACTION_IDS as readonly string[]).includes(n) ? (n as FactionId) : null;
}

function cult(name: string): Cult | null {
  const n = name.toUpperCase();
  return (CULTS as readonly string[]).includes(n) ? (n as Cult) : null;
}

/** Parses one snellman command (TM-20.3). */
export function parseCommand(raw: string): Command | string {
  const t = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^build ${HEX}$`).exec(t))) return { k: 'build', hex: (m[1] as string).toUpperCase() };
  if ((m = new RegExp(`^upgrade ${HEX} to ([a-z ]+)$`).exec(t))) {
    const to = BUILDING_ALIASES[(m[2] as string).toUpperCase()];
    return to ? { k: 'upgrade', hex: (m[1] as string).toUpperCase(), to } : `unknown building "${m[2]}" (${VERB_USAGE.upgrade})`;
  }
  if ((m = new RegExp(`^transform ${HEX}(?: to (\\w+))?$`).exec(t))) {
    const hex = (m[1] as string).toUpperCase();
    if (m[2] === undefined) return { k: 'transform', hex };
    const to = terrainFromName(m[2]);
    return to ? { k: 'transform', hex, to } : `unknown terrain colour "${m[2]}" (${VERB_USAGE.transform})`;
  }
  if ((m = /^dig (\d{1,2})$/.exec(t))) return { k: 'dig', n: Number(m[1]) };
  if ((m = /^send (?:p|priest) to (\w+)(?: for (\d))?$/.exec(t))) {
    const c = cult(m[1] as string);
    if (!c) return unknownCult(m[1]);
    return m[2] === undefined ? { k: 'send', cult: c } : { k: 'send', cult: c, amount: Number(m[2]) };
  }
  if ((m = /^convert (\d{1,2})? ?(\w+) to (\d{1,2})? ?(\w+)$/.exec(t))) {
    const from = RESOURCE_ALIASES[(m[2] as string).toUpperCase()];
    const to = RESOURCE_ALIASES[(m[4] as string).toUpperCase()];
    if (!from || !to) return `unknown resource "${!from ? m[2] : m[4]}" (${VERB_USAGE.convert})`;
    return { k: 'convert', fromN: Number(m[1] ?? 1) || 1, from, toN: Number(m[3] ?? 1) || 1, to };
  }
  if ((m = /^burn (\d{1,2})$/.exec(t))) return { k: 'burn', n: Number(m[1]) };
  if ((m = /^leech coin from (\w+)$/.exec(t))) {
    const from = faction(m[1]);
    return from ? { k: 'leech-coin', from } : unknownFaction(m[1]);
  }
  if ((m = /^special ([a-z]\d{1,2})$/.exec(t))) {
    const h = m[1] as string;
    return { k: 'special', hex: h.startsWith('r') ? h : h.toUpperCase() };
  }
  if ((m = /^raven (\w+)$/.exec(t))) {
    const c = m[1] === 'vp' ? 'VP' : cult(m[1] as string);
    return c ? { k: 'raven', choice: c } : unknownCult(m[1]);
  }
  if ((m = /^leech (\d{1,2})(?: from (\w+))?$/.exec(t))) {
    const from = faction(m[2]);
    if (from === null) return unknownFaction(m[2]);
    return from === undefined ? { k: 'leech', n: Number(m[1]) } : { k: 'leech', n: Number(m[1]), from };
  }
  if ((m = /^decline(?: (\d{1,2}) from (\w+))?$/.exec(t))) {
    if (m[1] === undefined) return { k: 'decline' };
    const from = faction(m[2]);
    if (!from) return unknownFaction(m[2]);
    return { k: 'decline', n: Number(m[1]), from };
  }
  if ((m = new RegExp(`^bridge ${HEX}:${HEX}$`).exec(t))) {
    return { k: 'bridge', a: (m[1] as string).toUpperCase(), b: (m[2] as string).toUpperCase() };
  }
  if ((m = /^connect (r\d{1,2})$/.exec(t))) return { k: 'connect', river: m[1] as string };
  if ((m = new RegExp(`^connect ${HEX}:${HEX}(?::${HEX})?$`).exec(t))) {
    const hexes = [m[1], m[2], m[3]].filter((h): h is string => h !== undefined).map((h) => h.toUpperCase());
    return { k: 'connect', river: '', hexes };
  }
  if ((m = /^pass(?: (bon\d{1,2}))?$/.exec(t))) {
    if (m[1] === undefined) return { k: 'pass' };
    const b = m[1].toUpperCase();
    return (BONUS_IDS as readonly string[]).includes(b) ? { k: 'pass', bonus: b as BonusId } : `unknown bonus card "${b}" (bonus cards: ${BONUS_IDS.join(', ')})`;
  }
  if ((m = /^action (\w+)$/.exec(t))) return { k: 'action', id: (m[1] as string).toUpperCase() };
  if ((m = /^advance (ship|dig)(?:ping|ging)?$/.exec(t))) return { k: 'advance', track: m[1] as 'ship' | 'dig' };
  if ((m = /^([+-])(\d{0,2})([a-z][a-z_]*\d{0,2})(?: for (\w+))?$/.exec(t))) {
    const sign = m[1] === '+' ? 1 : -1;
    const count = m[2] === '' ? 1 : Number(m[2]);
    const gain: Command = { k: 'gain', delta: sign * count, type: (m[3] as string).toUpperCase() };
    if (m[4] === undefined) return gain;
    // "+TW5 for WATER": when the town's cult steps reach 10 on several tracks, the key goes to WATER first (TM-11.3).
    const first = cult(m[4]);
    return first ? { ...gain, keyFirst: first } : unknownCult(m[4]);
  }
  if ((m = /^setup (\w+)$/.exec(t))) {
    const f = faction(m[1]);
    return f ? { k: 'setup', faction: f } : unknownFaction(m[1]);
  }
  if ((m = /^nominate (\w+)$/.exec(t))) {
    const f = faction(m[1]);
    return f ? { k: 'nominate', faction: f } : unknownFaction(m[1]);
  }
  if ((m = /^bid (\w+) (\d{1,2})$/.exec(t))) {
    const f = faction(m[1]);
    return f ? { k: 'bid', faction: f, amount: Number(m[2]) } : unknownFaction(m[1]);
  }
  if (t === 'wait') return { k: 'wait' };
  if (t === 'done') return { k: 'done' };
  const verb = t.split(' ')[0] ?? '';
  const usage = VERB_USAGE[verb];
  return usage ? `"${verb}" takes ${usage}` : `unknown command "${verb}" (commands: ${Object.keys(VERB_USAGE).join(', ')}, wait, done)`;
}

/** A move is one or more commands separated by '.' (a snellman ledger row). */
export function parseMove(text: string): TmMove | RuleError {
  if (typeof text !== 'string' || text.length > MAX_NOTATION_LENGTH) return bad(String(text).slice(0, 40), 'too long');
  const parts = text
    .split('.')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return bad(text, 'empty move');
  if (parts.length > 20) return bad(text.slice(0, 40), 'too many commands');
  const cmds: Command[] = [];
  for (const p of parts) {
    const c = parseCommand(p);
    if (typeof c === 'string') return bad(p, c);
    cmds.push(c);
  }
  return { cmds };
}

export function formatCommand(c: Command): string {
  switch (c.k) {
    case 'build':
      return `build ${c.hex}`;
    case 'upgrade':
      return `upgrade ${c.hex} to ${c.to}`;
    case 'transform':
      return c.to ? `transform ${c.hex} to ${TERRAIN_COLOR[c.to]}` : `transform ${c.hex}`;
    case 'dig':
      return `dig ${c.n}`;
    case 'send':
      return c.amount === undefined ? `send p to ${c.cult}` : `send p to ${c.cult} for ${c.amount}`;
    case 'convert':
      return `convert ${c.fromN}${c.from} to ${c.toN}${c.to}`;
    case 'burn':
      return `burn ${c.n}`;
    case 'leech':
      return c.from ? `leech ${c.n} from ${c.from}` : `leech ${c.n}`;
    case 'decline':
      return c.n !== undefined && c.from ? `decline ${c.n} from ${c.from}` : 'decline';
    case 'bridge':
      return `bridge ${c.a}:${c.b}`;
    case 'connect':
      return c.hexes ? `connect ${c.hexes.join(':')}` : `connect ${c.river}`;
    case 'pass':
      return c.bonus ? `pass ${c.bonus}` : 'pass';
    case 'action':
      return `action ${c.id}`;
    case 'advance':
      return `advance ${c.track}`;
    case 'gain':
      return `${c.delta < 0 ? '-' : '+'}${Math.abs(c.delta) === 1 ? '' : Math.abs(c.delta)}${c.type}${c.keyFirst ? ` for ${c.keyFirst}` : ''}`;
    case 'setup':
      return `setup ${c.faction}`;
    case 'nominate':
      return `nominate ${c.faction}`;
    case 'bid':
      return `bid ${c.faction} ${c.amount}`;
    case 'special':
      return `special ${c.hex}`;
    case 'raven':
      return `raven ${c.choice === 'VP' ? 'vp' : c.choice}`;
    case 'leech-coin':
      return `leech coin from ${c.from}`;
    case 'wait':
      return 'wait';
    case 'done':
      return 'done';
  }
}

export function formatMove(move: TmMove): string {
  return move.cmds.map(formatCommand).join('. ');
}
