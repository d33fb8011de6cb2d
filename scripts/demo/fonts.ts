// Text for generated cover art is drawn as SVG paths from font files shipped in npm packages, so the art looks
// the same on a machine without any system fonts (librsvg would otherwise fall back to nothing, or to boxes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import type { Font } from 'opentype.js';

const require = createRequire(import.meta.url);

// WOFF1 files: opentype.js reads them, it cannot read WOFF2.
const FONT_FILES = {
  anton: '@fontsource/anton/files/anton-latin-400-normal.woff',
  bebas: '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff',
  bungee: '@fontsource/bungee/files/bungee-latin-400-normal.woff',
} as const;

export type FontName = keyof typeof FONT_FILES;

const loaded = new Map<FontName, Font>();

export function getFont(name: FontName): Font {
  let font = loaded.get(name);
  if (!font) {
    const bytes = readFileSync(require.resolve(FONT_FILES[name]));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, font);
  }
  return font;
}

/** Height of a capital letter, in em. */
export function capHeight(name: FontName): number {
  const font = getFont(name);
  const os2 = (font.tables as { os2?: { sCapHeight?: number } }).os2;
  return (os2?.sCapHeight ?? font.ascender * 0.7) / font.unitsPerEm;
}

export type TextOptions = {
  font: FontName;
  size: number;
  /** Extra space between letters, in em. */
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Horizontal squeeze (1 = as designed), for billing-block style lettering. */
  squeeze?: number;
};

// opentype.js's own layout runs every OpenType feature lookup on each call, which made a cover's lettering cost
// ~50 ms of main-thread time. Covers only need advance widths, pair kerning and outlines, so those are looked up
// once per glyph (or pair) and cached.
type GlyphOutline = { advance: number; commands: readonly PathCommand[] };
type PathCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

type FontCache = { glyphs: Map<string, GlyphOutline | null>; kerning: Map<string, number> };
const caches = new Map<FontName, FontCache>();

function cacheFor(name: FontName): FontCache {
  let cache = caches.get(name);
  if (!cache) {
    cache = { glyphs: new Map(), kerning: new Map() };
    caches.set(name, cache);
  }
  return cache;
}

/** The outline of one character in font units (y down), or null when the font lacks it. */
function outline(name: FontName, char: string): GlyphOutline | null {
  const cache = cacheFor(name);
  let glyph = cache.glyphs.get(char);
  if (glyph === undefined) {
    const font = getFont(name);
    if (char === ' ' || font.hasChar(char)) {
      const source = font.charToGlyph(char);
      glyph = {
        advance: source.advanceWidth ?? 0,
        commands: source.getPath(0, 0, font.unitsPerEm).commands as PathCommand[],
      };
    } else {
      glyph = null;
    }
    cache.glyphs.set(char, glyph);
  }
  return glyph;
}

function kerning(name: FontName, left: string, right: string): number {
  const cache = cacheFor(name);
  const pair = left + right;
  let value = cache.kerning.get(pair);
  if (value === undefined) {
    const font = getFont(name);
    value = font.getKerningValue(font.charToGlyph(left), font.charToGlyph(right));
    cache.kerning.set(pair, value);
  }
  return value;
}

/** Characters a font lacks are replaced by their unaccented letter, or dropped. */
function printable(name: FontName, text: string): string[] {
  const chars: string[] = [];
  for (const char of text) {
    if (outline(name, char)) chars.push(char);
    else {
      for (const plain of char.normalize('NFKD').replace(/\p{M}/gu, '')) {
        if (outline(name, plain)) chars.push(plain);
      }
    }
  }
  return chars;
}

/** Pen positions (font units) of each character, and the total advance. */
function layout(name: FontName, chars: string[], spacing: number): { positions: number[]; width: number } {
  const unitsPerEm = getFont(name).unitsPerEm;
  const positions: number[] = [];
  let x = 0;
  chars.forEach((char, i) => {
    positions.push(x);
    x += outline(name, char)?.advance ?? 0;
    const next = chars[i + 1];
    if (next !== undefined) x += kerning(name, char, next) + spacing * unitsPerEm;
  });
  return { positions, width: x };
}

export function measureText(text: string, options: TextOptions): number {
  const { width } = layout(options.font, printable(options.font, text), options.spacing ?? 0);
  return (width / getFont(options.font).unitsPerEm) * options.size * (options.squeeze ?? 1);
}

/** SVG path data for one line of text whose baseline starts (or centres, or ends) at x, y. */
export function textPath(text: string, x: number, y: number, options: TextOptions): string {
  const name = options.font;
  const chars = printable(name, text);
  const { positions, width } = layout(name, chars, options.spacing ?? 0);
  const scale = options.size / getFont(name).unitsPerEm;
  const squeeze = options.squeeze ?? 1;
  const total = width * scale * squeeze;
  const anchor = options.anchor ?? 'start';
  const left = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  let data = '';
  chars.forEach((char, i) => {
    const glyph = outline(name, char);
    const pen = positions[i] ?? 0;
    if (!glyph) return;
    const px = (value: number) => round((pen + value) * scale * squeeze + left);
    const py = (value: number) => round(value * scale + y);
    for (const command of glyph.commands) {
      if (command.type === 'Z') data += 'Z';
      else if (command.type === 'M' || command.type === 'L')
        data += `${command.type}${px(command.x)} ${py(command.y)}`;
      else if (command.type === 'Q')
        data += `Q${px(command.x1)} ${py(command.y1)} ${px(command.x)} ${py(command.y)}`;
      else
        data += `C${px(command.x1)} ${py(command.y1)} ${px(command.x2)} ${py(command.y2)} ${px(command.x)} ${py(command.y)}`;
    }
  });
  return data;
}

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type FittedText = { lines: string[]; size: number };

/**
 * Breaks `text` into at most `maxLines` balanced lines and picks the largest size at which every line fits
 * `maxWidth` and the block (capital height of the first line, then baselines `lineHeight` em apart) fits
 * `maxHeight`.
 */
export function fitText(
  text: string,
  box: { maxWidth: number; maxHeight: number; maxSize: number; maxLines: number; lineHeight: number },
  options: Omit<TextOptions, 'size'>,
): FittedText {
  // Long hyphenated words may break after a hyphen ('EXTRA-' / 'TERRESTRIAL'); the marker keeps them joined.
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.replace(/(?<=[^-\s]{3}-)(?=[^-\s]{3})/g, '\u0000').split('\u0000'))
    .map((word, i, all) => (i < all.length - 1 && word.endsWith('-') ? `${word}${GLUE}` : word));
  let best: FittedText = { lines: [text], size: 1 };
  for (let count = 1; count <= Math.min(box.maxLines, words.length); count++) {
    const lines = balancedLines(words, count, (line) => measureText(line, { ...options, size: 100 }));
    const widest = Math.max(...lines.map((line) => measureText(line, { ...options, size: 100 })));
    const size = Math.min(
      box.maxSize,
      (box.maxWidth / widest) * 100,
      box.maxHeight / (capHeight(options.font) + (count - 1) * box.lineHeight),
    );
    // A further line must buy a clearly larger size, so short titles stay on one line.
    if (size > best.size * 1.12) best = { lines, size: Math.floor(size) };
  }
  return best;
}

const GLUE = '\u0001';
const joinWords = (words: string[]) => words.join(' ').replaceAll(`${GLUE} `, '').replaceAll(GLUE, '');

function balancedLines(words: string[], count: number, width: (line: string) => number): string[] {
  if (count === 1) return [joinWords(words)];
  let best: { lines: string[]; widest: number } | undefined;
  // Titles are a handful of words, so trying every split is cheap.
  const splits = (start: number, left: number): string[][] => {
    if (left === 1) return [[joinWords(words.slice(start))]];
    const result: string[][] = [];
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      for (const rest of splits(end, left - 1)) result.push([joinWords(words.slice(start, end)), ...rest]);
    }
    return result;
  };
  for (const lines of splits(0, count)) {
    const widest = Math.max(...lines.map(width));
    if (!best || widest < best.widest) best = { lines, widest };
  }
  return best?.lines ?? [joinWords(words)];
}
