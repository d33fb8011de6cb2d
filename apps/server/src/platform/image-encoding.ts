import { IMAGE } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { AppError } from './errors';
import { loadSharp } from './load-sharp';
import type { ImageFile } from './stored-image';

// The four image types uploads take, told apart by their content: sharp reads the bytes, never the name or the
// declared type. Anything else it can decode (SVG, TIFF, AVIF, HEIF...) is refused as well.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** A 48-megapixel phone photo fits; a small file that decodes to more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images are capped on their longer side: enough to read the back of a box, not a raw photo. */
export const MAX_SIDE = 2400;
const QUALITY = Math.round(IMAGE.jpegQuality * 100);

const tooManyPixels = () => new AppError(400, 'image_too_many_pixels', MSG.imageTooManyPixels);

export type EncodeOptions = {
  /** Flatten transparency onto white and always write JPEG (a film's poster). */
  asJpeg?: boolean;
  /** Crop to a centred square of at most this many pixels a side (an avatar), never enlarged. */
  square?: number;
  /** The refusal for bytes that are not one of the four types, in the words of the place they were sent. */
  notAnImage?: string;
};

/**
 * Decodes an upload (a photo, a poster, an avatar) and writes it afresh: EXIF orientation applied, metadata
 * (EXIF, GPS, XMP, ICC) left behind, at most 2400 px on the longer side (or the `square` asked for), JPEG at
 * quality 90 - or WebP when the image is partly transparent, so that the transparency survives (`asJpeg`
 * flattens it onto white instead). A GIF or animated WebP keeps its first frame. Its resized copies are made
 * when it is stored (storeImage).
 */
export async function encodeImage(
  bytes: Buffer,
  { asJpeg = false, square, notAnImage = MSG.imageInvalidType }: EncodeOptions = {},
): Promise<ImageFile> {
  const invalidType = () => new AppError(400, 'invalid_image', notAnImage);
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let side = MAX_SIDE;
  let hasAlpha: boolean;
  try {
    const metadata = await input().metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalidType();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    // GIFs always decode with an alpha channel, and many PNGs carry one they never use: only real
    // transparency is worth keeping.
    hasAlpha = metadata.hasAlpha && !asJpeg && !(await input().stats()).isOpaque;
    if (square) side = Math.min(square, metadata.width, metadata.height);
  } catch (error) {
    throw refusal(error, invalidType);
  }
  try {
    const fitted = input()
      .rotate()
      .resize({ width: side, height: side, fit: square ? 'cover' : 'inside', withoutEnlargement: true });
    return hasAlpha
      ? {
          data: await fitted.webp({ quality: QUALITY }).toBuffer(),
          extension: 'webp',
          contentType: 'image/webp',
        }
      : {
          data: await fitted
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: QUALITY, mozjpeg: true })
            .toBuffer(),
          extension: 'jpg',
          contentType: 'image/jpeg',
        };
  } catch (error) {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    throw refusal(error, invalidType);
  }
}

function refusal(error: unknown, invalidType: () => AppError): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  return invalidType();
}
