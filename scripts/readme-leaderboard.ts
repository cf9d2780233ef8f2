/**
 * `npx tsx scripts/readme-leaderboard.ts`: the README's rating pictures. A seeded league of 3- to 5-player results
 * among eight players of different (hidden) strength is rated exactly as a server's finished tables are, and the
 * leaderboard image of `/game stats game:` and one player's rating history of `/game stats player:` are written
 * into assets/readme/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomInt, seedRng, shuffle } from '../src/engine/rng.ts';
import { svgToPng } from '../src/render/png.ts';
import type { FinishedTable, RatingEventRecord } from '../src/store/port.ts';
import type { TableImages } from '../src/tables/images.ts';
import { leaderboardChart, ratingHistoryChart } from '../src/tables/leaderboard.ts';
import { replayRatings } from '../src/tables/ratings-model.ts';

const OUT = 'assets/readme';
const PLAYERS = [
  { name: 'Alice', strength: 9 },
  { name: 'Bob', strength: 4 },
  { name: 'Carol', strength: 7 },
  { name: 'Dave', strength: 2 },
  { name: 'Erin', strength: 6 },
  { name: 'Frank', strength: 0 },
  { name: 'Grace', strength: 5 },
  { name: '花子', strength: 8 },
];
const GAMES = 60;

/** A result: each seat's strength plus seeded luck; equal performances tie. */
function league(): FinishedTable[] {
  const rng = seedRng('readme-league');
  const tables: FinishedTable[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seated = shuffle(rng, PLAYERS).slice(0, 3 + randomInt(rng, 3));
    const performance = seated.map((p) => p.strength + randomInt(rng, 12));
    const scores = seated.map((_, seat) => ({ seat, rank: 1 + performance.filter((q) => q > performance[seat]!).length, total: performance[seat]!, breakdown: {} }));
    const finishedAt = new Date(Date.UTC(2026, 0, 1) + g * 86_400_000);
    tables.push({
      table: {
        id: `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`,
        publicId: `readme-${g}`,
        guildId: 'readme',
        channelId: `table-${g}`,
        gameId: 'terra-mystica',
        options: {},
        seed: 'readme',
        status: 'finished',
        version: 1,
        hostUserId: seated[0]!.name,
        snapshot: null,
        engineVersion: 1,
        dataSetId: null,
        settings: { reminderHours: 24, maxReminders: 3 },
        result: { scores },
        lastPostId: null,
        nextReminderAt: null,
        remindersSent: 0,
        deadlines: null,
        deadlineAt: null,
        finishedAt,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      },
      seats: seated.map((p, seat) => ({ seat, userId: p.name, displayName: p.name, picks: {}, dmEnabled: true, muteUntilVersion: null })),
      moveCount: 100,
    });
  }
  return tables;
}

const events: RatingEventRecord[] = replayRatings(league()).map((e, position) => ({ ...e, position }));
const images: TableImages = {
  board: async () => undefined,
  privateImage: async () => undefined,
  chart: async (svg, name) => ({ name, data: await svgToPng(svg, { palette: true }) }),
};
mkdirSync(OUT, { recursive: true });
for (const image of [await leaderboardChart(images, 'Terra Mystica', events, 15), await ratingHistoryChart(images, { userId: 'Alice', name: 'Alice' }, [{ title: 'Terra Mystica', events }])]) {
  writeFileSync(`${OUT}/${image!.name}`, image!.data);
  console.log(image!.name, image!.data.length, 'bytes');
}
