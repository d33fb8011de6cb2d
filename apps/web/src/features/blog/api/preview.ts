import type { TBlogCoverUpload } from '@rewind/shared/blog';
import type { TPreview } from '@rewind/shared/forum';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A body as the post will show it, rendered by the server that will store it. */
export function useBlogPreview() {
  return useMutation({
    mutationFn: (source: string) => api.post<TPreview>('/admin/blog/preview', { source }),
  });
}

/** Uploads a post's cover (multipart field `file`); the server re-encodes and stores it, and answers its address. */
export function useUploadBlogCover() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<TBlogCoverUpload>('/admin/blog/cover', body);
    },
  });
}
