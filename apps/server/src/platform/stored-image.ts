import {
  imageVariantKey,
  imageVariantUrl,
  parseSizedImage,
  sizedImageKey,
  storedImageKeys,
  variantWidthsFor,
} from '@rewind/shared/image-variants';
import type { Storage } from './storage/storage';
import { loadSharp } from './load-sharp';

/** An encoded image, ready to store. */
export type ImageFile = { data: Buffer; extension: 'jpg' | 'webp'; contentType: string };

export type StoredImage = {
  key: string;
  url: string;
  width: number;
  height: number;
  /** The copy that grids and cards show (320 px wide), or the image itself when it is no wider. */
  thumbUrl: string;
};

// Small copies are looked at, not studied: 75 is where WebP stops showing its artefacts at these sizes.
const VARIANT_QUALITY = 75;
// Half the encoding time of the default (4) for files about 5 % larger: copies are made at every upload and
// for every demo cover at first start.
const VARIANT_EFFORT = 2;
const THUMB_WIDTH = 320;
// Images stored before decision 007 have one 400 px thumbnail beside them, `-thumb.webp` for the extension.
const LEGACY_THUMB_SUFFIX = '-thumb.webp';

/**
 * Stores an encoded image under `{stem}~{width}x{height}.{extension}` with its WebP copies at the standard
 * widths narrower than it (decision 007): made once here, never when someone asks for them. On a failure
 * the files already stored are removed again.
 */
export async function storeImage(storage: Storage, stem: string, file: ImageFile): Promise<StoredImage> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(file.data).metadata();
  const key = sizedImageKey(stem, autoOrient, file.extension);
  const stored: string[] = [];
  try {
    const url = await storage.put(key, file.data, file.contentType);
    stored.push(key);
    for (const width of variantWidthsFor(autoOrient.width)) {
      const copy = await sharp(file.data)
        .autoOrient()
        .resize({ width })
        .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
        .toBuffer();
      const variantKey = imageVariantKey(key, width);
      await storage.put(variantKey, copy, 'image/webp');
      stored.push(variantKey);
    }
    return { key, url, ...autoOrient, thumbUrl: imageVariantUrl(url, THUMB_WIDTH) };
  } catch (error) {
    await deleteStoredFiles(storage, stored);
    throw error;
  }
}

/** Every file an image stored under `key` occupies: itself and its copies (or its old thumbnail). */
export function filesOfStoredImage(key: string): string[] {
  if (parseSizedImage(key)) return storedImageKeys(key);
  return [key, key.replace(/\.[a-z0-9]+$/i, '') + LEGACY_THUMB_SUFFIX];
}

/** Best effort: a file that cannot be removed costs disk space, never a broken page. */
export async function deleteStoredFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

/**
 * Stores an image saved before decision 007 again under its sized name, with its copies; the old files stay
 * until the caller has pointed every reference at the new ones. Undefined when the file is gone or is not a
 * JPEG or WebP (which nothing here ever stored).
 */
export async function restoreWithVariants(storage: Storage, key: string): Promise<StoredImage | undefined> {
  const data = await storage.get(key);
  if (!data) return undefined;
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    return undefined;
  }
  const extension = format === 'jpeg' ? 'jpg' : format === 'webp' ? 'webp' : undefined;
  if (!extension) return undefined;
  const stem = key.replace(/\.[a-z0-9]+$/i, '');
  return storeImage(storage, stem, { data, extension, contentType: `image/${format}` });
}
