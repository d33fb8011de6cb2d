import type { TUsernameAvailability } from '@rewind/shared/profiles';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The RPC is_username_available: 'available', 'taken' or 'invalid'. */
export function checkUsernameAvailability(
  name: string,
  signal?: AbortSignal,
): Promise<TUsernameAvailability> {
  return api.get<TUsernameAvailability>(
    `/usernames/${encodeURIComponent(name)}/availability`,
    signal ? { signal } : {},
  );
}

export const usernameAvailabilityQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['profiles', 'username-availability', name.toLowerCase()],
    queryFn: ({ signal }) => checkUsernameAvailability(name, signal),
    // Someone may take a name at any moment: every check asks again.
    staleTime: 0,
    gcTime: 30_000,
  });
