import { shuffle } from '../../../engine/rng.ts';
import { FACTIONS, type FactionId } from '../data/factions.ts';
import type { AuctionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { beginSetup, newFaction } from './factions.ts';

export function startAuction(s: TmState): void {
  const order = shuffle(s.rng, s.order);
  s.auction = { order, nominated: [], holder: {}, round: 0, queue: [...order] };
  s.phase = 'auction';
}

export function auctionSeat(s: TmState): number | null {
  return s.auction?.queue[0] ?? null;
}

function holds(a: AuctionState, seat: number): boolean {
  return Object.values(a.holder).some((h) => h?.seat === seat);
}

export function nominate(s: TmState, seat: number, id: FactionId): Refusal {
  const a = s.auction;
  if (!a || a.round !== 0) return fail('not-nominating', 'Factions are not being nominated now.');
  if (a.queue[0] !== seat) return fail('not-your-turn', 'It is not your turn to nominate.');
  const homes = new Set(a.nominated.map((f) => FACTIONS[f].home));
  if (homes.has(FACTIONS[id].home)) return fail('faction-taken', `${FACTIONS[id].name} cannot be nominated: its board is already nominated.`);
  a.nominated.push(id);
  a.queue.shift();
  if (a.queue.length === 0) {
    a.round = 1;
    a.queue = [...a.order];
  }
}

export function bid(s: TmState, seat: number, id: FactionId, amount: number): Refusal {
  const a = s.auction;
  if (!a || a.round === 0) return fail('not-bidding', 'Bidding has not started.');
  if (a.queue[0] !== seat) return fail('not-your-turn', 'It is not your turn to bid.');
  if (!a.nominated.includes(id)) return fail('not-nominated', `${FACTIONS[id].name} was not nominated.`);
  if (!Number.isInteger(amount) || amount < 0 || amount > 30) return fail('bad-bid', 'Bids are whole numbers from 0 to 30.');
  const current = a.holder[id];
  if (current && amount <= current.bid) return fail('low-bid', `Bid more than ${current.bid} for ${FACTIONS[id].name}.`);
  if (current?.seat === seat) return fail('own-faction', 'You already hold that faction.');
  a.holder[id] = { seat, bid: amount };
  a.queue.shift();
  while (a.queue.length > 0 && holds(a, a.queue[0] as number)) a.queue.shift();
  if (a.queue.length > 0) return;
  const without = a.order.filter((x) => !holds(a, x));
  if (without.length > 0) {
    a.round++;
    a.queue = without;
    return;
  }
  finishAuction(s);
}

function finishAuction(s: TmState): void {
  const a = s.auction as AuctionState;
  const bySlot = a.nominated.map((id) => ({ id, ...(a.holder[id] as { seat: number; bid: number }) }));
  for (const { id, seat, bid: b } of bySlot) s.factions[seat] = newFaction(id, seat, 30 - b);
  s.order = bySlot.map((x) => x.seat);
  for (const f of s.factions) f.startPlayer = f.seat === s.order[0];
  beginSetup(s);
}

export function auctionLegal(s: TmState, seat: number): string[] {
  const a = s.auction;
  if (!a || a.queue[0] !== seat) return [];
  if (a.round === 0) {
    const homes = new Set(a.nominated.map((f) => FACTIONS[f].home));
    return (Object.keys(FACTIONS) as FactionId[]).filter((id) => !homes.has(FACTIONS[id].home)).map((id) => `nominate ${id}`);
  }
  const out: string[] = [];
  for (const id of a.nominated) {
    const cur = a.holder[id];
    if (cur?.seat === seat) continue;
    for (let b = cur ? cur.bid + 1 : 0; b <= 30; b++) out.push(`bid ${id} ${b}`);
  }
  return out;
}
