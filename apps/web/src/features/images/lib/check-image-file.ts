import { IMAGE, LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';

/**
 * Spec section 5: JPEG, PNG, GIF or WebP, at most 5 MB. Answers the spec's message, or null when the file
 * may be uploaded. The server checks again, by content.
 */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE.allowedMimeTypes as readonly string[]).includes(file.type)) return MSG.imageInvalidType;
  if (file.size > LIMITS.uploadBytes) return MSG.imageTooLarge;
  return null;
}

/** The `accept` attribute of the file pickers. */
export const IMAGE_ACCEPT = IMAGE.allowedMimeTypes.join(',');
