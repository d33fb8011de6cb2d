import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A UPC-A barcode drawn by hand, and a Y4M video of it for Chromium's fake camera
// (--use-file-for-fake-video-capture): the scanner journeys point a "camera" at a real barcode and the app's
// own decoder has to read it.

// UPC-A (GS1 General Specifications, 5.2.1.2): 95 modules. A start guard 101, six left-hand digits in the
// odd-parity set A, a centre guard 01010, six right-hand digits in set C (set A with every module inverted)
// and an end guard 101, with at least nine blank modules of quiet zone on each side.
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (bits: string) => bits.replace(/[01]/g, (bit) => (bit === '0' ? '1' : '0'));
const SET_C = SET_A.map(invert);
const EDGE_GUARD = '101';
const CENTRE_GUARD = '01010';
const QUIET_ZONE_MODULES = 12;

/** The check digit of the first 11 digits: odd positions count three times, the total rounds up to ten. */
export function upcCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new Error(`A UPC-A check digit needs 11 digits, not "${first11}"`);
  const digits = [...first11].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of a 12-digit UPC-A code, '1' for a bar; refuses a wrong check digit. */
export function upcAModules(code: string): string {
  if (!/^\d{12}$/.test(code)) throw new Error(`UPC-A has 12 digits, not "${code}"`);
  const expected = upcCheckDigit(code.slice(0, 11));
  if (Number(code[11]) !== expected) throw new Error(`${code}: the check digit should be ${expected}`);
  const digits = [...code].map(Number);
  const left = digits.slice(0, 6).map((digit) => SET_A[digit]!);
  const right = digits.slice(6).map((digit) => SET_C[digit]!);
  return [EDGE_GUARD, ...left, CENTRE_GUARD, ...right, EDGE_GUARD].join('');
}

/** A grayscale picture, one byte of luminance per pixel (0 black, 255 white). */
export type TGrayImage = { width: number; height: number; pixels: Uint8Array };

/**
 * White paper with the barcode in the middle: `moduleSize` pixels per module (4 is plenty for a 1280 px
 * frame), `barHeight` pixels tall, with the quiet zones kept white.
 */
export function drawUpcA(
  code: string,
  { width = 1280, height = 720, moduleSize = 4, barHeight = 260 } = {},
): TGrayImage {
  const modules = upcAModules(code);
  const symbolWidth = (modules.length + 2 * QUIET_ZONE_MODULES) * moduleSize;
  if (symbolWidth > width || barHeight > height)
    throw new Error(`The barcode does not fit ${width}x${height}`);
  const pixels = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - modules.length * moduleSize) / 2);
  const top = Math.floor((height - barHeight) / 2);
  for (let row = top; row < top + barHeight; row++) {
    for (let module = 0; module < modules.length; module++) {
      if (modules[module] !== '1') continue;
      const start = row * width + left + module * moduleSize;
      pixels.fill(0, start, start + moduleSize);
    }
  }
  return { width, height, pixels };
}

/**
 * The picture as an uncompressed YUV4MPEG2 video of `frames` identical frames (4:2:0, full-range JPEG
 * chroma siting): the Y plane is the luminance, U and V are 128 (no colour). Chromium loops the file.
 */
export function y4mVideo({ width, height, pixels }: TGrayImage, frames = 5): Buffer {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([frameHeader, pixels, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/**
 * Writes the fake camera's video of `code` to `file`. Written beside it and renamed, so a browser that
 * opens the camera meanwhile (another worker writing the same file) never reads half a video.
 */
export function writeBarcodeVideo(file: string, code: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  writeFileSync(partial, y4mVideo(drawUpcA(code)));
  renameSync(partial, file);
}
