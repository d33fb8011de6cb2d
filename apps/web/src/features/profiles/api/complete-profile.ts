import type { TMyProfile, TProfileCompletionRequest } from '@rewind/shared/profiles';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Replaces the auto-generated 'user_…' username, once. 409 `already_completed` when another tab did it
 * first, 409 `username_taken` when someone else got the name.
 */
export function completeProfile(input: TProfileCompletionRequest): Promise<TMyProfile> {
  return api.post<TMyProfile>('/me/profile/complete', input);
}

// The page reloads on success, so there is no cache to update.
export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
