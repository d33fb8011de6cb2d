import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imagesPath, invalidateImageOwners, type TImageTarget } from '@/features/images/lib/image-target';
import { api } from '@/lib/api-client';

/** Removes one image from a gallery: its uploader or an admin only (403 otherwise). */
export function deleteImage({ target, imageId }: { target: TImageTarget; imageId: string }): Promise<void> {
  return api.delete(`${imagesPath(target)}/${encodeURIComponent(imageId)}`);
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    // Not awaited: a save of several steps need not wait for the pages behind it to reload.
    onSuccess: () => void invalidateImageOwners(queryClient),
  });
}
