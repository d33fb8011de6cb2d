import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

/**
 * A title's or a release's gallery image. The first image (order 1) is the primary one; for a release it is
 * the front cover. `thumbUrl` is the resized copy that grids and cards use; both URLs name the image's size
 * and its other copies (describeImage in image-variants.ts, decision 007).
 */
export const ZImage = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  caption: z.string().nullable(),
  order: z.number().int(),
  isPrimary: z.boolean(),
  /** The uploader's user id: only they or an admin may change or delete the image. */
  uploadedBy: z.uuid().nullable(),
  /** What the caller may do with it: change its caption or place, or delete it. */
  abilities: z.object({ change: z.boolean() }),
});
export type TImage = z.infer<typeof ZImage>;

export const ZImageList = z.object({ items: z.array(ZImage) });
export type TImageList = z.infer<typeof ZImageList>;

/** The text fields sent beside the `file` part of an image upload. */
export const ZImageUploadFields = z.object({
  caption: z.string().trim().max(LIMITS.caption, MSG.captionTooLong).optional(),
});

/**
 * Reorders a gallery and changes captions in one call: `images` lists every image of the gallery in its
 * new order (the first becomes primary), each with its caption.
 */
export const ZUpdateImagesRequest = z.object({
  images: z
    .array(
      z.object({
        id: z.uuid(),
        caption: z.string().trim().max(LIMITS.caption, MSG.captionTooLong).nullable(),
      }),
    )
    .max(LIMITS.imagesPerItem),
});
export type TUpdateImagesRequest = z.infer<typeof ZUpdateImagesRequest>;

/** A film poster fetched by the server from an image URL (found by the movie lookup) and stored as JPEG. */
export const ZPosterFromUrlRequest = z.object({
  url: z.url({ protocol: /^https$/, error: MSG.posterUrlInvalid }).max(LIMITS.urlMax),
});
export type TPosterFromUrlRequest = z.infer<typeof ZPosterFromUrlRequest>;

/**
 * The caption an image gets when none is typed, n counting from 1: 'Film Image {n}' in a film's gallery,
 * 'Release Image {n}' in a release's (decision 039).
 */
export const defaultCaption = (gallery: 'film' | 'release', order: number) =>
  gallery === 'film' ? MSG.filmImageCaption(order) : MSG.releaseImageCaption(order);

/** The four image types uploads take, as their content tells them apart. */
export type TImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** How many leading bytes of a file imageTypeOf needs. */
export const IMAGE_SIGNATURE_LENGTH = 12;

const SIGNATURES: { type: TImageType; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'gif', parts: [{ at: 0, bytes: [...'GIF8'].map((char) => char.charCodeAt(0)) }] },
  {
    type: 'webp',
    parts: [
      { at: 0, bytes: [...'RIFF'].map((char) => char.charCodeAt(0)) },
      { at: 8, bytes: [...'WEBP'].map((char) => char.charCodeAt(0)) },
    ],
  },
];

/**
 * Which of the four image types a file's first bytes are (its magic number), or null for anything else,
 * whatever its name or declared type say: a text file renamed .jpg is not an image.
 */
export function imageTypeOf(head: Uint8Array): TImageType | null {
  const found = SIGNATURES.find(({ parts }) =>
    parts.every(({ at, bytes }) => bytes.every((byte, index) => head[at + index] === byte)),
  );
  return found?.type ?? null;
}
