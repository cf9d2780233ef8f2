import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The npm packages (@expo-google-fonts/<package>) and file prefixes of the bundled faces, in fallback order: Noto Sans
 * (family 'Noto Sans', SVG_FONT_FAMILY in svg.ts) draws Latin, Greek, Cyrillic and Devanagari; fontconfig falls back per
 * glyph to the others for the scripts player names are written in: Japanese, Korean (Hangul), Chinese (Simplified and
 * Traditional: Noto Sans SC maps every Han character Noto Sans TC does), Arabic, Hebrew, Thai, and emoji (Noto Emoji,
 * monochrome). Each in regular and bold. src/render/font-coverage.ts is generated from these files
 * (scripts/font-coverage.ts).
 */
export const BUNDLED_FACES: readonly { readonly pkg: string; readonly prefix: string; readonly family: string }[] = [
  { pkg: 'noto-sans', prefix: 'NotoSans', family: 'Noto Sans' },
  { pkg: 'noto-sans-jp', prefix: 'NotoSansJP', family: 'Noto Sans JP' },
  { pkg: 'noto-sans-kr', prefix: 'NotoSansKR', family: 'Noto Sans KR' },
  { pkg: 'noto-sans-sc', prefix: 'NotoSansSC', family: 'Noto Sans SC' },
  { pkg: 'noto-sans-arabic', prefix: 'NotoSansArabic', family: 'Noto Sans Arabic' },
  { pkg: 'noto-sans-hebrew', prefix: 'NotoSansHebrew', family: 'Noto Sans Hebrew' },
  { pkg: 'noto-sans-thai', prefix: 'NotoSansThai', family: 'Noto Sans Thai' },
  { pkg: 'noto-emoji', prefix: 'NotoEmoji', family: 'Noto Emoji' },
];

/** The TTF files we draw with, resolved from the npm packages (never from the host). */
export function bundledFontFiles(): string[] {
  return BUNDLED_FACES.flatMap(({ pkg, prefix }) =>
    ['400Regular', '700Bold'].map((weight) => require.resolve(`@expo-google-fonts/${pkg}/${weight}/${prefix}_${weight}.ttf`)),
  );
}

function escapeXmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A fontconfig document that knows only the bundled font folders: no <include>
 * of the system configuration and no system font dirs, so a machine without
 * fonts renders the same text and a machine with other fonts cannot leak them in.
 * Each weight lives in its own folder of the package; listing just those two
 * keeps fontconfig from scanning the package's other 16 styles.
 */
export function fontconfigXml(fontDirs: readonly string[], cacheDir: string, families: readonly string[] = BUNDLED_FACES.map((f) => f.family)): string {
  const dirs = fontDirs.map((dir) => `  <dir>${escapeXmlText(dir)}</dir>`).join('\n');
  // Every request ends with the bundled families in order: a family we do not have (DejaVu, monospace) is drawn in
  // Noto Sans, and a glyph Noto Sans lacks is looked up in the others in this order (Japanese before Chinese shapes).
  const fallback = families.map((family) => `      <string>${escapeXmlText(family)}</string>`).join('\n');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    dirs,
    '  <match target="pattern">',
    '    <edit name="family" mode="append_last">',
    fallback,
    '    </edit>',
    '  </match>',
    `  <cachedir>${escapeXmlText(cacheDir)}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

let configuredFile: string | undefined;

/**
 * Writes the fontconfig file (once per process) and points FONTCONFIG_FILE at it.
 * Must run before sharp is first imported: fontconfig reads the variable when
 * it initialises. Call it on the main thread: a worker thread's process.env is
 * its own copy, which native code never sees (workers started afterwards
 * inherit the real variable). The file name hashes its content, so processes built from
 * different checkouts never overwrite each other's configuration.
 */
export function ensureFontConfig(): string {
  if (configuredFile !== undefined) return configuredFile;
  const fontDirs = [...new Set(bundledFontFiles().map((file) => dirname(file)))];
  const baseDir = join(tmpdir(), 'boardgame-bot-fontconfig');
  const cacheDir = join(baseDir, 'cache');
  const xml = fontconfigXml(fontDirs, cacheDir);
  const hash = createHash('sha256').update(xml).digest('hex').slice(0, 16);
  const file = join(baseDir, `fonts-${hash}.conf`);
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a process starting at the same moment never reads a half-written file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, xml);
  renameSync(temporary, file);
  process.env.FONTCONFIG_FILE = file;
  configuredFile = file;
  return file;
}
