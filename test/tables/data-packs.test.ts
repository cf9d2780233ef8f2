/**
 * Component data a community can drop in (issue 22), on the High Card fixture whose deck size is data (HC-1): the
 * operator's folder is checked at start-up, a new table records the set it starts with, and a table keeps its own set
 * (rebuilt from the store) after the process switches data, so its log replays exactly.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataPackRefused, openDataSets } from '../../src/app.ts';
import { readDataPackFolder } from '../../src/data-packs.ts';
import { catalogOf } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import { describeDataSet } from '../../src/tables/data-set-text.ts';
import { DataSets, DataSetUnavailableError } from '../../src/tables/data-sets.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { EE_DATA } from '../../src/games/energy-empire/data/pack.ts';
import { games as installed } from '../../src/games/registry.ts';
import { HIGH_CARD_DATA } from '../fixtures/games/high-card/data/pack.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import type { HighCardState } from '../fixtures/games/high-card/state.ts';
import { openTestStore } from '../support/db.ts';
import { ann, ben, ok } from '../support/table-service.ts';

const games = catalogOf([highCardEntry]);

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-pack-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function serviceOn(store: Store, dataSets: DataSets): TableService {
  return new TableService({ store, games, images: noImages, newSeed: () => 'fixed-seed', dataSets });
}

async function startTable(service: TableService, channelId: string): Promise<void> {
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.start(ann, channelId, 'join'));
}

async function stateOf(store: Store, channelId: string): Promise<{ state: HighCardState; dataSetId: string | null }> {
  const table = (await store.getActiveTable(channelId))!;
  return { state: table.snapshot as HighCardState, dataSetId: table.dataSetId };
}

const highest = (s: HighCardState) => Math.max(...s.hands.flat(), ...s.deck);

describe('data packs: the operator folder (issue 22)', () => {
  const made: string[] = [];
  afterEach(() => {
    HIGH_CARD_DATA.use(HIGH_CARD_DATA.builtIn);
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('a valid folder replaces the files it holds, the others stay shipped, and the set is named by its content', () => {
    const dir = folderWith({ 'high-card/deck.json': '{ "size": 40 }' });
    made.push(dir);
    const folder = readDataPackFolder(dir, games);
    expect(folder.ok).toBe(true);
    const set = folder.ok ? folder.sets.get('high-card')! : null;
    expect(set?.data).toEqual({ 'deck.json': { size: 40 } });
    expect(set?.id).toMatch(/^ds-[0-9a-f]{16}$/);
    expect(set?.id).not.toBe(HIGH_CARD_DATA.builtIn.id);
    // A replacement is the community's real data: no longer provisional.
    expect(set?.provisional).toEqual([]);
    expect(HIGH_CARD_DATA.builtIn.provisional).toEqual(['deck.json: a test deck']);
  });

  it('a bad folder is refused with the file, the field and the reason of every problem', () => {
    const dir = folderWith({
      'high-card/deck.json': '{ "size": "forty" }',
      'high-card/extra.json': '{}',
      'no-such-game/deck.json': '{}',
    });
    made.push(dir);
    const folder = readDataPackFolder(dir, games);
    expect(folder.ok).toBe(false);
    const problems = folder.ok ? [] : folder.problems;
    expect(problems.some((p) => p.startsWith('high-card/deck.json field size:') && /number/i.test(p))).toBe(true);
    expect(problems.some((p) => p.startsWith('high-card/extra.json:') && p.includes('not a file of this game'))).toBe(true);
    expect(problems.some((p) => p.startsWith('no-such-game/') && p.includes('not a game id'))).toBe(true);
    expect(() => openDataSets(dir, games)).toThrow(DataPackRefused);
    expect(() => openDataSets(dir, games)).toThrow(/high-card\/deck\.json field size/);
  });

  it('a file that is not JSON, a value out of range and a missing folder are refused too', () => {
    const notJson = folderWith({ 'high-card/deck.json': '{ size: 40' });
    const outOfRange = folderWith({ 'high-card/deck.json': '{ "size": 4 }' });
    made.push(notJson, outOfRange);
    const first = readDataPackFolder(notJson, games);
    expect(first.ok ? [] : first.problems).toEqual([expect.stringMatching(/^high-card\/deck\.json: not valid JSON/)]);
    const second = readDataPackFolder(outOfRange, games);
    expect(second.ok ? [] : second.problems).toEqual([expect.stringMatching(/^high-card\/deck\.json field size: .*10/)]);
    const missing = readDataPackFolder(join(notJson, 'nowhere'), games);
    expect(missing.ok ? [] : missing.problems).toEqual([expect.stringContaining('is not a folder')]);
  });
});

describe('data packs: a table keeps the data set it started with (issue 22)', () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const made: string[] = [];
  beforeEach(async () => {
    ({ store, cleanup } = await openTestStore());
  });
  afterEach(async () => {
    HIGH_CARD_DATA.use(HIGH_CARD_DATA.builtIn);
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    await cleanup();
  });

  it('HC-1 a new table records the set in use and deals from it; /game help names it', async () => {
    const dir = folderWith({ 'high-card/deck.json': '{ "size": 40 }' });
    made.push(dir);
    const sets = openDataSets(dir, games);
    const service = serviceOn(store, sets);
    await startTable(service, 'c-forty');
    const { state, dataSetId } = await stateOf(store, 'c-forty');
    expect(dataSetId).toBe(sets.forNewTables('high-card')!.id);
    expect(highest(state)).toBe(40);
    expect((await store.getDataSet(dataSetId!))?.files).toEqual({ 'deck.json': { size: 40 } });
    const help = ok(await service.gameHelp('high-card', undefined, 'c-forty')).reply!.text;
    expect(help).toContain(`Component data: set ${dataSetId} (replacement files: deck.json).`);
    expect(help).not.toContain('Provisional');
  });

  it('HC-1 after the operator changes the data, an old table still plays and replays with its own set', async () => {
    const shipped = new DataSets(games);
    const before = serviceOn(store, shipped);
    await startTable(before, 'c-old');
    const started = await stateOf(store, 'c-old');
    expect(started.dataSetId).toBe(HIGH_CARD_DATA.builtIn.id);
    expect(highest(started.state)).toBe(20);

    // A restart with a 40-card deck: new tables get it, the old one keeps its 20 cards.
    const dir = folderWith({ 'high-card/deck.json': '{ "size": 40 }' });
    made.push(dir);
    const after = serviceOn(store, openDataSets(dir, games));
    await startTable(after, 'c-new');
    expect(highest((await stateOf(store, 'c-new')).state)).toBe(40);

    const history = ok(await after.history({ channelId: 'c-old' }, 0, 'status'));
    expect(history.reply?.text).toBeTruthy();
    const leader = started.state.leader;
    const card = started.state.hands[leader]![0]!;
    const actor = [ann, ben][leader]!;
    ok(await after.move(actor, { channelId: 'c-old', text: `play ${card}` }));
    const moved = await stateOf(store, 'c-old');
    expect(moved.dataSetId).toBe(HIGH_CARD_DATA.builtIn.id);
    expect(highest(moved.state)).toBe(20);
  });

  it('a process that never saw a table\'s set rebuilds it from the store; a set the store lacks is refused clearly', async () => {
    const dir = folderWith({ 'high-card/deck.json': '{ "size": 30 }' });
    made.push(dir);
    const thirty = openDataSets(dir, games);
    await startTable(serviceOn(store, thirty), 'c-thirty');
    const table = (await store.getActiveTable('c-thirty'))!;

    HIGH_CARD_DATA.use(HIGH_CARD_DATA.builtIn);
    const fresh = new DataSets(games);
    const set = await fresh.forTable(store, table);
    expect(set?.id).toBe(table.dataSetId);
    expect(set?.data).toEqual({ 'deck.json': { size: 30 } });
    // The table's rules run with 30 cards although the process uses 20.
    const entry = await fresh.entryForTable(store, highCardEntry, table);
    const seats = [{ name: 'A' }, { name: 'B' }];
    expect(highest(entry.module.setup(highCardEntry.module.options.parse({}), seats, 'x') as HighCardState)).toBe(30);
    expect(highest(highCardEntry.module.setup(highCardEntry.module.options.parse({}), seats, 'x') as HighCardState)).toBe(20);
    expect(HIGH_CARD_DATA.current()).toBe(HIGH_CARD_DATA.builtIn);

    await expect(fresh.forTable(store, { ...table, dataSetId: 'ds-0000000000000000' })).rejects.toThrow(DataSetUnavailableError);
    await expect(fresh.forTable(store, { ...table, dataSetId: 'ds-0000000000000000' })).rejects.toThrow(/does not hold/);
  });
});

describe('data packs: a real game\'s folder (issue 22)', () => {
  const made: string[] = [];
  afterEach(() => {
    EE_DATA.use(EE_DATA.builtIn);
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('EE-6 an Energy Empire dice.json with other faces is taken, named in help, and no longer provisional for dice', () => {
    const dice = structuredClone(EE_DATA.builtIn.raw['dice.json']) as { types: { faces: { energy: number }[] }[] };
    dice.types[0]!.faces[5]!.energy = 4;
    const dir = folderWith({ 'energy-empire/dice.json': JSON.stringify(dice) });
    made.push(dir);
    const sets = openDataSets(dir, installed);
    const set = sets.forNewTables('energy-empire')!;
    expect(set.id).not.toBe(EE_DATA.builtIn.id);
    expect(EE_DATA.current()).toBe(set);
    expect(set.provisional.some((p) => p.startsWith('dice.json'))).toBe(false);
    expect(set.provisional.some((p) => p.startsWith('structures.json'))).toBe(true);
    expect(describeDataSet(sets.forNewTables('energy-empire')!)).toMatch(new RegExp(`^Component data: set ${set.id} \\(replacement files: dice\\.json\\)\\. Provisional, not from the printed components: `));
    // Terra Mystica's data is the published game's: not replaceable, and its help says so.
    expect(sets.forNewTables('terra-mystica')).toBeNull();
    const service = new TableService({ store: undefined as never, games: installed, images: noImages, dataSets: sets });
    expect(ok(service.help('terra-mystica')).reply!.text).toContain("Component data: the published game's, shipped with the bot (not replaceable).");
    expect(ok(service.help('energy-empire')).reply!.text).toContain(`Component data: set ${set.id} (replacement files: dice.json).`);
  });

  it('a bad Energy Empire file and a Terra Mystica folder are refused, each with its file, field and reason', () => {
    const dice = structuredClone(EE_DATA.builtIn.raw['dice.json']) as { types: { supply: unknown }[] };
    dice.types[2]!.supply = 'many';
    const dir = folderWith({ 'energy-empire/dice.json': JSON.stringify(dice), 'terra-mystica/factions.json': '{}' });
    made.push(dir);
    const folder = readDataPackFolder(dir, installed);
    expect(folder.ok ? [] : folder.problems).toEqual([
      expect.stringMatching(/^energy-empire\/dice\.json field types\[2\]\.supply: .*number/),
      'terra-mystica/: this game has no replaceable data',
    ]);
    expect(EE_DATA.current()).toBe(EE_DATA.builtIn);
  });
});
