import * as MSG from '@rewind/shared/texts';
import { setPosterFromUrl } from '@/features/catalog';
import { addToCollection } from '@/features/collection';
import { uploadImage } from '@/features/images';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Uploads the first release's box photos in order. The release is kept when a photo fails: the
 * failure is only logged, and the photos can be added again on the release page.
 */
export async function uploadBoxPhotos(releaseId: string, files: File[]) {
  for (const file of files) {
    await uploadImage({ target: { kind: 'releases', idOrSlug: releaseId }, file }).catch((error: unknown) =>
      console.warn(MSG.imageUploadFailed(isApiError(error) ? error.message : String(error))),
    );
  }
}

/** The picked film's poster, fetched and stored by the server; the film is kept when that fails. */
export async function storePoster(titleId: string, url: string) {
  await setPosterFromUrl(titleId, url).catch((error: unknown) =>
    console.warn(MSG.imageUploadFailed(isApiError(error) ? error.message : String(error))),
  );
}

/** Saving adds the new film (with its first release) to the collection when asked. */
export async function addToMyCollection(titleId: string, releaseId: string | undefined) {
  await addToCollection(releaseId ? { releaseId } : { titleId }).catch((error: unknown) =>
    notify.error(MSG.errorAddingToCollection(isApiError(error) ? error.message : String(error))),
  );
}
