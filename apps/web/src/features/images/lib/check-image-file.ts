import { IMAGE_SIGNATURE_LENGTH, imageTypeOf } from '@rewind/shared/images';
import { IMAGE, LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';

/**
 * Whether the file is a JPEG, PNG, GIF or WebP by its content (its first bytes), not by its name or the
 * type the browser guessed from the name: a text file renamed .jpg is refused when it is chosen. Every
 * image picker asks this; the server checks again, by decoding.
 */
export async function isImageContent(file: File): Promise<boolean> {
  try {
    const head = await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer();
    return imageTypeOf(new Uint8Array(head)) !== null;
  } catch {
    // A file that cannot be read (gone from the disk since it was chosen) cannot be uploaded either.
    return false;
  }
}

/**
 * JPEG, PNG, GIF or WebP, at most 5 MB. Answers the product's message, or null when the file
 * may be uploaded.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!(await isImageContent(file))) return MSG.imageInvalidType;
  if (file.size > LIMITS.uploadBytes) return MSG.imageTooLarge;
  return null;
}

/** The `accept` attribute of the file pickers. */
export const IMAGE_ACCEPT = IMAGE.allowedMimeTypes.join(',');
