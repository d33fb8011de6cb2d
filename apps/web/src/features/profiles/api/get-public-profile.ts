import type { TPublicProfile } from '@rewind/shared/profiles';
import { pageQueries } from '@rewind/shared/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicProfileQueryKey = (username: string) => pageQueries.publicProfile(username).key;

/** /users/{username}: everything for the owner or a public profile, only the name for a private one. */
export function getPublicProfile(username: string, signal?: AbortSignal): Promise<TPublicProfile> {
  return api.get<TPublicProfile>(pageQueries.publicProfile(username).path, signal ? { signal } : {});
}

export const getPublicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicProfileQueryKey(username),
    queryFn: ({ signal }) => getPublicProfile(username, signal),
  });

export function usePublicProfile(username: string) {
  return useQuery(getPublicProfileQueryOptions(username));
}
