/**
 * Issue 24 in a real browser, for the other three games (Terra Mystica's page is tested in browser.test.ts): each
 * page draws its board with places to explore, shows a place's details on hover (desktop) and tap (phone), fits a
 * 390 px phone without sideways scrolling, and runs with no script error under its CSP. Skipped, saying so, without
 * chromium. SCREENSHOT_DIR=... saves each game's desktop and phone screenshots (README).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { AnyGameEntry } from '../../src/games/entry.ts';
import { hasChromium, launchChromium } from './chromium.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

const GAMES: { entry: AnyGameEntry; players: number; moves: number }[] = [
  { entry: cargoEmpireEntry, players: 3, moves: 30 },
  { entry: energyEmpireEntry, players: 3, moves: 40 },
  { entry: advancedCivilizationEntry, players: 4, moves: 60 },
];

for (const { entry, players, moves } of GAMES) {
  describe.skipIf(!hasChromium)(`the ${entry.module.title} page in chromium (issue 24)`, () => {
    let h: WebHarness;
    let address = '';

    beforeAll(async () => {
      h = await openWebHarness(entry, { players, seed: `browser-${entry.module.id}`, pollMs: 250 });
      await h.play(moves);
      address = await h.web.app.listen({ port: 0, host: '127.0.0.1' });
    }, 180_000);

    afterAll(async () => {
      await h?.cleanup();
    });

    for (const [device, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      it(`${device}: the board has places to explore, a place shows its details, no sideways scrolling, no script error`, async () => {
        const chromium = await launchChromium(viewport);
        try {
          const page = await chromium.context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(m.text());
          });
          await page.goto(`${address}/t/${h.publicId}`);
          await expect.poll(() => page.locator('#board svg .place').count()).toBeGreaterThan(5);
          const place = page.locator('#board svg .place').nth(3);
          const title = (await place.getAttribute('data-title')) ?? '';
          if (device === 'desktop') await place.hover({ force: true });
          else await place.dispatchEvent('click');
          await expect.poll(() => page.locator('#detail-title').textContent()).toBe(title);
          expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
          if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `table-page-${entry.module.id}-${device}.png`) });
          expect(errors).toEqual([]);
        } finally {
          await chromium.close();
        }
      }, 120_000);
    }
  });
}
