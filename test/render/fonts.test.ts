import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FACES, bundledFontFiles, ensureFontConfig } from '../../src/render/fonts.ts';
import { svgDocument, text } from '../../src/render/svg.ts';
import { differentPixels, ink, renderGrey } from './pixels.ts';

const line = (content: string, style?: Parameters<typeof text>[3]): string =>
  svgDocument({ width: 600, height: 80, background: '#FFFFFF' }, content === '' ? '' : text(10, 55, content, { size: 40, ...style }));

describe('bundled fonts', () => {
  it('writes a fontconfig that lists only the bundled font folders, regular and bold of each face, every family as the fallback', () => {
    const file = ensureFontConfig();
    expect(process.env.FONTCONFIG_FILE).toBe(file);
    const xml = readFileSync(file, 'utf8');
    expect(xml).not.toMatch(/<include/);
    expect(xml).not.toMatch(/\/usr\/share\/fonts|\/usr\/local\/share\/fonts|~\/\.fonts|fonts\.conf/);
    const dirs = [...xml.matchAll(/<dir>([^<]+)<\/dir>/g)].map((m) => m[1]);
    const files = bundledFontFiles();
    expect(files.map((f) => basename(f))).toEqual(BUNDLED_FACES.flatMap((f) => [`${f.prefix}_400Regular.ttf`, `${f.prefix}_700Bold.ttf`]));
    expect(BUNDLED_FACES.map((f) => f.family)).toEqual(['Noto Sans', 'Noto Sans JP', 'Noto Sans KR', 'Noto Sans SC', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Emoji']);
    expect([...xml.matchAll(/<string>([^<]+)<\/string>/g)].map((m) => m[1])).toEqual(BUNDLED_FACES.map((f) => f.family));
    expect(dirs.sort()).toEqual([...new Set(files.map((f) => dirname(f)))].sort());
    for (const f of files) expect(existsSync(f)).toBe(true);
  });

  it('draws text: a line of text leaves ink where the blank canvas has none', async () => {
    const blank = ink(await renderGrey(line('')));
    const written = ink(await renderGrey(line('Terra Mystica 2024')));
    expect(blank.count).toBe(0);
    expect(written.count).toBeGreaterThan(1500);
  });

  it('draws real glyphs, not tofu boxes: glyph widths and shapes differ', async () => {
    // Missing glyphs are all the same box, so these pairs would come out alike.
    const narrow = ink(await renderGrey(line('IIIIIIIIII')));
    const wide = ink(await renderGrey(line('WWWWWWWWWW')));
    expect(wide.right - wide.left).toBeGreaterThan(2.5 * (narrow.right - narrow.left));
    const o = await renderGrey(line('O'));
    const x = await renderGrey(line('X'));
    expect(differentPixels(o, x)).toBeGreaterThan(300);
  });

  it('draws accents and typographic punctuation (Æ Ø ß é ñ — ·) without tofu', async () => {
    // Each of these glyphs is narrower than a tofu box would be when repeated.
    const dots = ink(await renderGrey(line('·······')));
    const dashes = ink(await renderGrey(line('———————')));
    expect(dashes.right - dashes.left).toBeGreaterThan(3 * (dots.right - dots.left));
    const accented = await renderGrey(line('ÆØßéñ'));
    const plain = await renderGrey(line('AOsen'));
    expect(differentPixels(accented, plain)).toBeGreaterThan(200);
  });

  it('draws Japanese player names with real glyphs (Noto Sans JP fallback), not boxes', async () => {
    // A missing glyph is drawn as a box (with the code point inside): '一' (one stroke) would then carry
    // as much ink as '山'. As a real glyph it is a single thin stroke.
    const one = ink(await renderGrey(line('一')));
    const mountain = ink(await renderGrey(line('山')));
    expect(mountain.count).toBeGreaterThan(100);
    expect(one.count).toBeLessThan(0.5 * mountain.count);
    expect(ink(await renderGrey(line('たなか'))).count).toBeGreaterThan(300);
  });

  it('has a real bold weight', async () => {
    const regular = ink(await renderGrey(line('Bold Weight')));
    const bold = ink(await renderGrey(line('Bold Weight', { weight: 'bold' })));
    expect(bold.count).toBeGreaterThan(1.3 * regular.count);
  });

  it('never uses system fonts: a family only installed system-wide renders as Noto Sans', async () => {
    // This machine has DejaVu installed; seen through the system fontconfig, these
    // families render differently. With the bundled config they cannot be found.
    const noto = await renderGrey(line('Hamburgefonstiv 0123', { family: 'Noto Sans' }));
    for (const family of ['DejaVu Sans Mono', 'DejaVu Serif', 'monospace', 'serif']) {
      const other = await renderGrey(line('Hamburgefonstiv 0123', { family }));
      expect(differentPixels(noto, other), family).toBe(0);
    }
  });

  it('overrides an inherited FONTCONFIG_FILE in a fresh process', async () => {
    const script = `
      const { svgToPng } = await import(${JSON.stringify(new URL('../../src/render/png.ts', import.meta.url).href)});
      const { createHash } = await import('node:crypto');
      const doc = (family) => '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#fff"/>'
        + '<text x="10" y="40" font-size="28" font-family="' + family + '">Hamburg 0123</text></svg>';
      const hash = async (family) => createHash('sha1').update(await svgToPng(doc(family))).digest('hex');
      console.log(JSON.stringify([await hash('Noto Sans'), await hash('DejaVu Sans Mono'), process.env.FONTCONFIG_FILE]));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, FONTCONFIG_FILE: '/etc/fonts/fonts.conf' },
    });
    const [noto, dejavu, configFile] = JSON.parse(stdout) as [string, string, string];
    expect(dejavu).toBe(noto);
    expect(configFile).not.toBe('/etc/fonts/fonts.conf');
  });
});
