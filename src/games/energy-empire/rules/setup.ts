import { seedRng, shuffle } from '../../../engine/rng.ts';
import type { SeatInfo } from '../../../engine/types.ts';
import { eeAgendas, eeBoard, eeDice, eeEnvironment, eeImpacts, eeNations, eeSetup, eeStructures, LOCATION_TYPES, type DieType, type LocationType } from '../data/index.ts';
import type { EeOptions } from '../options.ts';
import { emptyResources, gain } from './bag.ts';
import { type Ctx, nameOf, say, sayPrivately } from './context.ts';
import { gainDie } from './dice.ts';
import { gainWorkers } from './effects.ts';
import { agendaData, nationData } from './lookup.ts';
import type { EeState, LocationState, Market, PlayerState } from '../state.ts';

/** EE-3 setup. Player seats are in turn order: seat 0 is the start player (ER-30: the host or the table orders seats). */
export function setupGame(options: EeOptions, seats: SeatInfo[], seed: string): EeState {
  const n = seats.length;
  if (n < 1 || n > 5) throw new RangeError('Energy Empire is for 1 to 5 players.');
  if (n === 1 && !options.firstEditionSolo) throw new RangeError('Solo play needs the first-edition solo rules option (EE-16).');
  const rng = seedRng(seed);
  const setup = eeSetup();
  const board = eeBoard();
  const impacts = eeImpacts();
  const playerCount = String(n) as keyof typeof setup.extraMoneyBySeat;
  // EE-3.2 shuffle every deck separately.
  let agendaDeck = shuffle(rng, eeAgendas().cards.map((a) => a.id));
  let nationDeck = shuffle(rng, eeNations().cards.map((x) => x.id));
  const early = shuffle(rng, impacts.cards.filter((g) => g.era === 'early').map((g) => g.id));
  const late = shuffle(rng, impacts.cards.filter((g) => g.era === 'late').map((g) => g.id));
  const markets = {} as Record<LocationType, Market>;
  for (const type of LOCATION_TYPES) {
    const deck = shuffle(
      rng,
      eeStructures().cards.filter((c) => c.type === type).flatMap((c) => Array<string>(c.copies).fill(c.id)),
    );
    // EE-3.5 three face-up positions (the third is the face-up top of the deck).
    const slots: (string | null)[] = deck.splice(0, 3);
    while (slots.length < 3) slots.push(null);
    markets[type] = { slots, deck, discard: [] };
  }
  // EE-3.6 the agenda display.
  const agendaDisplay: (string | null)[] = agendaDeck.splice(0, eeAgendas().displaySize);
  const extraMoney = setup.extraMoneyBySeat[playerCount];
  const players: PlayerState[] = seats.map((seat, i) => {
    // EE-3.10 deal 2 nations (solo: any nation, EE-16) and 2 agendas.
    const dealtNations = n === 1 ? eeNations().cards.map((x) => x.id) : nationDeck.slice(0, setup.nationsDealt);
    if (n > 1) nationDeck = nationDeck.slice(setup.nationsDealt);
    const dealtAgendas = agendaDeck.slice(0, setup.agendasDealt);
    agendaDeck = agendaDeck.slice(setup.agendasDealt);
    const res = emptyResources();
    res.money = extraMoney[i] ?? 0;
    return {
      name: seat.name,
      nation: null,
      referenceNation: null,
      dealtNations,
      dealtAgendas,
      res,
      workersOwned: setup.workersOnMat,
      workersOnMat: setup.workersOnMat,
      energyOnMat: setup.energyOnMat,
      energyInPlay: setup.energyOnMat,
      dice: [],
      // EE-3.9 one pollution token from the supply on the top-left space.
      env: { [eeEnvironment().startingPollution]: 'pollution' },
      structures: [],
      nationTokens: { workers: 0, energy: 0 },
      agendas: [],
      vp: 0,
      un: 0,
      lastTurn: null,
      workTurns: 0,
      peeks: {},
    };
  });
  const locations: Record<string, LocationState> = {};
  const neutral = setup.neutralWorkerPlayerCounts.includes(n);
  // EE-3.8 / EE-16 neutral workers on the market locations, permanent.
  for (const loc of board.locations) locations[loc.id] = { stacks: neutral && loc.neutralWorker ? [{ owner: 'neutral', energy: 0 }] : [], pieces: {} };
  const diceSupply = Object.fromEntries(eeDice().types.map((d) => [d.id, d.supply])) as Record<DieType, number>;
  return {
    rng,
    options,
    phase: 'setup',
    players,
    current: 0,
    turnNo: 0,
    turn: { kind: 'start' },
    locations,
    // EE-3.4 tokens on each track space by player count.
    track: Array<number>(board.globalImpactTrack.spaces).fill(board.globalImpactTrack.tokensPerSpaceByPlayers[playerCount]),
    // EE-3.3 three early cards on the left, three late on the right, face down.
    giRow: [...early.slice(0, impacts.row.early), ...late.slice(0, impacts.row.late)].map((card) => ({ card, status: 'down' as const })),
    modifiers: [],
    triggers: 0,
    markets,
    agendaDisplay,
    agendaDeck,
    diceSupply,
    tasks: [],
    end: null,
    reveals: 0,
    lastRoll: null,
    lastTurn: null,
  };
}

/** D-S3 / D-S4 the seat keeps one nation and one agenda (simultaneous and hidden). */
export function keepChoice(ctx: Ctx, seat: number, nation: string, agenda: string): void {
  const p = ctx.s.players[seat]!;
  p.nation = nation;
  p.referenceNation = p.dealtNations.length === 2 ? (p.dealtNations.find((x) => x !== nation) ?? null) : null;
  p.agendas = [{ id: agenda, public: false }];
  sayPrivately(ctx, seat, 'keep', { seat }, `${nameOf(ctx, seat)} has chosen a nation and an agenda.`, `You keep ${nationData(nation).name} and your secret agenda ${agendaData(agenda).name}.`);
  if (ctx.s.players.every((x) => x.nation !== null)) startPlay(ctx);
}

/** EE-3.10 / EE-3.11 reveal the nations, shuffle the returned agendas into the deck, take the starting bonuses. */
function startPlay(ctx: Ctx): void {
  const s = ctx.s;
  const returned = s.players.flatMap((p) => p.dealtAgendas.filter((a) => a !== p.agendas[0]?.id));
  s.agendaDeck = shuffle(s.rng, [...s.agendaDeck, ...returned]);
  s.phase = 'play';
  s.reveals++;
  s.players.forEach((p, seat) => {
    const nation = nationData(p.nation!);
    p.dealtNations = [];
    p.dealtAgendas = [];
    gain(p, nation.startingBonus.resources);
    say(ctx, 'nation-revealed', { seat, nation: nation.id }, `${p.name} leads ${nation.name}.`);
    if (nation.startingBonus.workers > 0) gainWorkers(ctx, seat, nation.startingBonus.workers);
    // ER-33: a hydro/geothermal starting die pollutes like any other gain.
    for (const die of nation.startingBonus.dice) s.tasks.push(...gainDie(ctx, seat, die));
  });
}
