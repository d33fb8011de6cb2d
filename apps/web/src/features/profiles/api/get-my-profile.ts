import type { TMyProfile } from '@rewind/shared/profiles';
import { pageQueries } from '@rewind/shared/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const myProfileQueryKey = ['profiles', 'me'] as const;

/** The signed-in user's own profile; the server creates it on first use. */
export function getMyProfile(signal?: AbortSignal): Promise<TMyProfile> {
  return api.get<TMyProfile>(pageQueries.myProfile(undefined).path, signal ? { signal } : {});
}

export const getMyProfileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: pageQueries.myProfile(userId).key,
    queryFn: ({ signal }) => getMyProfile(signal),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

/** The profile of whoever is signed in; no request while signed out. */
export function useMyProfile() {
  const { user, isSigningOut } = useSession();
  return useQuery({ ...getMyProfileQueryOptions(user?.id), enabled: Boolean(user) && !isSigningOut });
}
