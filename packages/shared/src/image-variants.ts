/**
 * Stored images describe themselves by name (decision 007): a stored image's key ends in `~{width}x{height}`
 * before its extension, and beside it lie WebP copies at the standard widths narrower than it, each named
 * after the image with `~w{width}.webp` added. Anyone holding the URL of a stored image (or of one of its
 * copies) therefore knows its intrinsic size and its whole `srcset` without asking: no column, no lookup, and
 * the same for files served by the app and by a CDN in front of S3. Any other URL (typed by someone, or an
 * image stored before this naming and not yet converted) describes nothing and is shown as it is.
 */

/** The widths of the resized WebP copies, in pixels: only those narrower than the image are made. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

// `~` is never escaped in a URL path (encodeURIComponent leaves it as is) and no slug contains it.
const SIZED = /~([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|webp)(?:~w([1-9]\d{0,4})\.webp)?$/;
const VARIANT_SUFFIX = /~w\d+\.webp$/;

export type TImageSize = { width: number; height: number };

export type TDescribedImage = TImageSize & {
  /** The stored image itself (the largest candidate, and the one for anything that ignores `srcSet`). */
  src: string;
  /** Every stored width, smallest first, as `srcset` takes them. */
  srcSet: string;
};

/** The widths copied for an image this wide. */
export const variantWidthsFor = (width: number): number[] => IMAGE_VARIANT_WIDTHS.filter((w) => w < width);

/** The key (or URL) an image of this size is stored under: `{stem}~{width}x{height}.{extension}`. */
export const sizedImageKey = (stem: string, { width, height }: TImageSize, extension: 'jpg' | 'webp') =>
  `${stem}~${width}x${height}.${extension}`;

/** The key (or URL) of the copy `width` wide of the image stored under `key` (or at that URL). */
export const imageVariantKey = (key: string, width: number) => `${key}~w${width}.webp`;

/** The size of the image a key or URL names, and the key or URL of the image itself; null when it names none. */
export function parseSizedImage(keyOrUrl: string): (TImageSize & { original: string }) | null {
  const match = SIZED.exec(keyOrUrl);
  if (!match || /[?#]/.test(keyOrUrl)) return null;
  const width = Number(match[1]);
  const variant = match[4] === undefined ? undefined : Number(match[4]);
  // Only the copies this naming makes: anything else that looks alike is not ours.
  if (variant !== undefined && !variantWidthsFor(width).includes(variant)) return null;
  return { width, height: Number(match[2]), original: keyOrUrl.replace(VARIANT_SUFFIX, '') };
}

/** Every key an image stored under `key` occupies: the image and its copies. */
export function storedImageKeys(key: string): string[] {
  const image = parseSizedImage(key);
  if (!image) return [key];
  return [image.original, ...variantWidthsFor(image.width).map((w) => imageVariantKey(image.original, w))];
}

/**
 * The URL of the copy of a stored image that is at least `width` wide (the image itself when none is): for
 * a thumbnail URL that a list shows, e.g. the 320 px copy.
 */
export function imageVariantUrl(url: string, width: number): string {
  const image = parseSizedImage(url);
  if (!image) return url;
  const fitting = variantWidthsFor(image.width).find((w) => w >= width);
  return fitting === undefined ? image.original : imageVariantKey(image.original, fitting);
}

/** Size and `srcset` of the image at `url`, or null for a URL that is not a stored image's. */
export function describeImage(url: string): TDescribedImage | null {
  const image = parseSizedImage(url);
  if (!image) return null;
  const { original, width, height } = image;
  const candidates = [
    ...variantWidthsFor(width).map((w) => `${imageVariantKey(original, w)} ${w}w`),
    `${original} ${width}w`,
  ];
  return { src: original, width, height, srcSet: candidates.join(', ') };
}
