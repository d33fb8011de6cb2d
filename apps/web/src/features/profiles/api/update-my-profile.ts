import type { TMyProfile, TProfileUpdateRequest } from '@rewind/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Bio, location, seller terms, the two privacy flags, or removing the avatar. Never the username. */
export function updateMyProfile(changes: TProfileUpdateRequest): Promise<TMyProfile> {
  return api.patch<TMyProfile>('/me/profile', changes);
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    // Both the own profile and any public view of it show the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles'] }),
  });
}
