/** The sandbox shows a seat's move forms in words (HC-7), since a terminal has no select menus or modals. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { formLines } from '../../src/sandbox/form-text.ts';
import { highCardWithForms, highCardWithFormsEntry } from '../fixtures/games/high-card/forms.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-forms-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('move forms in the sandbox', () => {
  it('HC-7: lists each form with its fields and choices, so the player knows which move to type', () => {
    const state = highCardWithForms.setup(highCardWithForms.options.parse({}), [{ name: 'A', picks: { colour: 'red' } }, { name: 'B', picks: { colour: 'blue' } }], 'f-1');
    const lines = formLines(highCardWithForms.forms!(state, 0));
    expect(lines).toEqual([
      'Forms (on Discord these open menus; here, type the move they make):',
      `• Play a card: Your hand: ${state.hands[0]!.join(', ')}. Choose a card or type its number.`,
      `    Card to play: choose 0 to 1 of ${state.hands[0]!.map((c) => `Card ${c}`).join(', ')}`,
      '    Or type the card number: text, optional, up to 2 characters',
    ]);
    expect(formLines(highCardWithForms.forms!(state, 1))).toEqual([]);
  });

  it('HC-7: :view shows a seat its own forms only (the seat to play has the play form)', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSandboxCli(['high-card', '--players', '2', '--seed', 'f-2'], catalogOf([highCardWithFormsEntry]), (l) => out.push(l), (l) => err.push(l), {
      input: Readable.from([':view 1\n', ':view 2\n']),
      cwd: dir,
      openStore: openTemplateStore,
    });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('Your forms: Play a card (see the forms below).');
    expect(text).toContain('• Play a card: Your hand:');
    expect(text.match(/• Play a card/g)).toHaveLength(1);
  });
});
