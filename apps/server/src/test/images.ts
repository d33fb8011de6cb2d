import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

export type MultipartPart = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body, as a browser sends a file upload. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----rewind-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An image of one colour, to encode as any format. */
export const solid = (width: number, height: number, background = '#b4002d') =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * Adds a 400x300 JPEG of one colour to a gallery (`url`: `/api/v1/{kind}/{id}/images`), as the member whose
 * cookie is given, else as a visitor.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  url: string,
  cookie?: string,
  background = '#204060',
) {
  const { payload, contentType } = multipart([
    {
      name: 'file',
      data: await solid(400, 300, background).jpeg().toBuffer(),
      filename: 'copy.jpg',
      contentType: 'image/jpeg',
    },
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

// The EXIF pointer to the GPS block (tag 0x8825), little-endian as libvips writes it.
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A 1200x800 photo carrying EXIF with the camera owner's name and a GPS position. */
export async function photoWithGps() {
  const photo = await solid(1200, 800)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Copyright: 'Kim Private', Artist: 'Kim Private' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      },
    })
    .toBuffer();
  const exif = (await sharp(photo).metadata()).exif!;
  expect(exif.includes(GPS_POINTER) && exif.includes(Buffer.from('Kim Private'))).toBe(true);
  return photo;
}
