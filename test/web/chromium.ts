/**
 * Debian's chromium for the browser tests (never a downloaded browser build). Tests that need it say so and skip when
 * it is absent, so `npm test` passes on a machine without it; CI installs it (.ci/run).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) console.warn(`Browser tests skipped: no chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`);

/** A fresh profile in a new --user-data-dir (Playwright passes it as the persistent context's folder). */
export async function launchChromium(viewport: { width: number; height: number }, opts: { locale?: string; timezoneId?: string } = {}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    ...(opts.locale ? { locale: opts.locale } : {}),
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
