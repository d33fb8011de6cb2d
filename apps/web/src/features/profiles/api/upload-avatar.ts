import type { TAvatarUpload } from '@rewind/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Uploads a new avatar (multipart field `file`); the server re-encodes it and points the profile at it. */
export function uploadAvatar(file: File): Promise<TAvatarUpload> {
  const body = new FormData();
  body.append('file', file);
  return api.post<TAvatarUpload>('/me/avatar', body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles'] }),
  });
}
