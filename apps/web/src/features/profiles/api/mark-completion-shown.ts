import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Records that the completion prompt was shown (profile_completion_shown = true). */
export function markCompletionShown(): Promise<void> {
  return api.post<void>('/me/profile/completion-shown');
}

export function useMarkCompletionShown() {
  return useMutation({ mutationFn: markCompletionShown });
}
