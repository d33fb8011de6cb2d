import type { TPreview } from '@rewind/shared/forum';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A draft as the forum will show it, made by the server that will store it. */
export function usePreview() {
  return useMutation({
    mutationFn: (content: string) => api.post<TPreview>('/forum/preview', { content }),
  });
}
