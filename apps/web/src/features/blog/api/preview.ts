import type { TPreview } from '@rewind/shared/forum';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A body as the post will show it, rendered by the server that will store it. */
export function useBlogPreview() {
  return useMutation({
    mutationFn: (source: string) => api.post<TPreview>('/admin/blog/preview', { source }),
  });
}
