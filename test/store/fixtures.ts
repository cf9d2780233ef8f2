import type { NewTable, SeatRecord } from '../../src/store/port.ts';

let counter = 0;

/** A unique channel id per call, so tests in one file never collide on the one-open-table rule. */
export function channel(): string {
  counter += 1;
  return `chan-${Date.now()}-${counter}`;
}

export function newTable(overrides: Partial<NewTable> = {}): NewTable {
  return {
    guildId: 'guild-1',
    channelId: channel(),
    gameId: 'terra-mystica',
    options: { players: 4, map: 'base' },
    seed: 'seed-42',
    hostUserId: 'host',
    hostName: 'Host',
    hostPicks: { faction: 'witches' },
    engineVersion: 1,
    settings: { reminderHours: 24, maxReminders: 3 },
    ...overrides,
  };
}

export function seat(index: number, userId: string, picks: Record<string, string> = {}): SeatRecord {
  return { seat: index, userId, displayName: userId.toUpperCase(), picks, dmEnabled: true, muteUntilVersion: null, timeZone: null, quietStart: null, quietEnd: null, vacationUntil: null, autopilot: false };
}
