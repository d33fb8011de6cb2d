import sharp from 'sharp';

export type TRGB = [number, number, number];

/**
 * A photo file of one flat colour, as a file input takes it, so a test can tell photos apart after the server
 * re-encodes them.
 */
export async function photoFile(name: string, [r, g, b]: TRGB, width = 300, height = 450) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
