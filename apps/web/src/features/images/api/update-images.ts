import type { TImageList, TUpdateImagesRequest } from '@rewind/shared/images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesPath, invalidateImageOwners, type TImageTarget } from '@/features/images/lib/image-target';
import { api } from '@/lib/api-client';

/**
 * Puts a gallery in a new order and sets its captions in one call. `images` lists every image, first =
 * primary; the server renumbers from 1 and answers the gallery as it now is.
 */
export function updateImages({
  target,
  images,
}: {
  target: TImageTarget;
  images: TUpdateImagesRequest['images'];
}): Promise<TImageList> {
  return api.put<TImageList>(imagesPath(target), { images } satisfies TUpdateImagesRequest);
}

export function useUpdateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImages,
    // Not awaited: a save of several steps need not wait for the pages behind it to reload.
    onSuccess: () => void invalidateImageOwners(queryClient),
  });
}
