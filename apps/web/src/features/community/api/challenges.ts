import type { TChallenge, TChallengeDetail, TChallengeList } from '@rewind/shared/challenges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Community data is fetched again after 15 s at the earliest.
const COMMUNITY_FRESH_MS = 15_000;

export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
  detail: (id: string) => [...challengeKeys.all, 'detail', id] as const,
};

const challengeUrl = (id: string) => `/challenges/${encodeURIComponent(id)}`;

/** The open challenges, newest first, with my progress. */
export function useChallenges() {
  return useQuery({
    queryKey: challengeKeys.list(),
    queryFn: ({ signal }) => api.get<TChallengeList>('/challenges', { signal }),
    staleTime: COMMUNITY_FRESH_MS,
  });
}

/** One challenge's leaderboard and my counted items, asked for when its details open. */
export function useChallengeDetail(id: string, isOpen: boolean) {
  return useQuery({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => api.get<TChallengeDetail>(challengeUrl(id), { signal }),
    staleTime: COMMUNITY_FRESH_MS,
    enabled: isOpen,
  });
}

export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TChallenge>(`${challengeUrl(id)}/participants`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
