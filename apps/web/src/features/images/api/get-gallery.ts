import type { TImage } from '@rewind/shared/images';
import { imagesPath, type TImageTarget } from '@/features/images/lib/image-target';
import { api } from '@/lib/api-client';

/**
 * A gallery as the server has it now, read from the film, release or listing detail that carries it (a
 * listing's page nests it in `listing`). The uploader
 * asks for it after a save it could not finish with a reorder (which answers the gallery itself): deletes
 * and uploads renumber the images and their default captions on the server. Only a gallery holding photos the
 * caller may not change needs it: never a trade request's, whose photos are all its trader's (it has no
 * detail of its own to read).
 */
export async function getGallery(target: TImageTarget, signal?: AbortSignal): Promise<TImage[]> {
  const detailPath = imagesPath(target).replace(/\/images$/, '');
  const detail = await api.get<{ images: TImage[] } | { listing: { images: TImage[] } }>(
    detailPath,
    signal ? { signal } : {},
  );
  return 'listing' in detail ? detail.listing.images : detail.images;
}
