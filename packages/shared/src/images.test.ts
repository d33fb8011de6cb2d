import { describe, expect, it } from 'vitest';
import { IMAGE_SIGNATURE_LENGTH, imageTypeOf } from './images.ts';

// 1x1 images as sharp (the server's encoder) writes them.
const REAL_IMAGES = {
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCRgDLE/9k=',
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPYwqALAAJNAOLyRTXZAAAAAElFTkSuQmCC',
  gif: 'R0lGODlhAQABAIAAAExpcbQALSH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
  webp: 'UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoBAAEAAUAmJaACdAFAAAD+934sYTSTo/+9gv/92C//3YL/WwAAAA==',
} as const;

const head = (bytes: Uint8Array) => bytes.subarray(0, IMAGE_SIGNATURE_LENGTH);
const text = (value: string) => new TextEncoder().encode(value);

describe('imageTypeOf', () => {
  it.each(Object.entries(REAL_IMAGES))('knows a %s by its first bytes', (type, base64) => {
    expect(imageTypeOf(head(Buffer.from(base64, 'base64')))).toBe(type);
  });

  it('refuses anything else, whatever it would be named', () => {
    for (const bytes of [
      text('Not a picture, just text\n'),
      text(''),
      text('RIFF\x24\x00\x00\x00WAVEfmt '), // a RIFF file that is sound, not WebP
      text('GIF'), // cut short
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new Uint8Array([0x42, 0x4d, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0]), // BMP
      new Uint8Array([0xff, 0xd8]), // a JPEG's first two bytes only
    ]) {
      expect(imageTypeOf(head(bytes))).toBeNull();
    }
  });
});
