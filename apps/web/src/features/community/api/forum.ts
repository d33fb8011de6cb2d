import type { TFlagRequest } from '@rewind/shared/reports';
import type {
  TCreatedReply,
  TEditTopicRequest,
  TForumCategory,
  TModerationRequest,
  TNewTopicRequest,
  TTopicDetail,
  TTopicPage,
} from '@rewind/shared/forum';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueries } from '@rewind/shared/page-data';

export const forumKeys = {
  all: ['forum'] as const,
  categories: pageQueries.forumCategories().key,
  topics: (category: string, page: number) => ['forum', 'topics', category, page] as const,
  /** Every page of a topic. */
  topicPages: (id: string) => ['forum', 'topic', id] as const,
  topic: (id: string, page: number | undefined) => ['forum', 'topic', id, page ?? 'start'] as const,
};

const topicUrl = (id: string) => `/forum/topics/${encodeURIComponent(id)}`;
const entryUrl = (id: string) => `/forum/entries/${encodeURIComponent(id)}`;

export function useForumCategories() {
  return useQuery({
    queryKey: forumKeys.categories,
    queryFn: ({ signal }) => api.get<{ categories: TForumCategory[] }>('/forum/categories', { signal }),
    // Community data is fetched again after 15 s at the earliest.
    staleTime: 15_000,
  });
}

/** A category's topics, a page at a time; the previous page stays on screen while the next loads. */
export function useTopics(category: string, page: number) {
  return useQuery({
    queryKey: forumKeys.topics(category, page),
    queryFn: ({ signal }) =>
      api.get<TTopicPage>(`/forum/categories/${encodeURIComponent(category)}/topics`, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A topic and a page of replies; without a page, the server opens it where I stopped reading. */
export function useTopic(id: string, page: number | undefined) {
  return useQuery({
    queryKey: forumKeys.topic(id, page),
    queryFn: ({ signal }) => api.get<TTopicDetail>(topicUrl(id), { query: page ? { page } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every forum write changes lists, counts and the topic itself. */
function useInvalidateForum() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: forumKeys.all });
}

export function useCreateTopic() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: (input: TNewTopicRequest) => api.post<{ id: string }>('/forum/topics', input),
    onSuccess: invalidate,
  });
}

export function useReply(topicId: string) {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: (content: string) => api.post<TCreatedReply>(`${topicUrl(topicId)}/replies`, { content }),
    onSuccess: invalidate,
  });
}

/** Changes my topic (title, text) or my reply (text). */
export function useEditEntry() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, isTopic, ...changes }: TEditTopicRequest & { id: string; isTopic: boolean }) =>
      isTopic
        ? api.patch<null>(topicUrl(id), changes)
        : api.patch<null>(`/forum/replies/${encodeURIComponent(id)}`, { content: changes.content }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(entryUrl(id)),
    onSuccess: invalidate,
  });
}

export function useLike() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      liked
        ? api.put<{ likes: number }>(`${entryUrl(id)}/like`)
        : api.delete<{ likes: number }>(`${entryUrl(id)}/like`),
    onSettled: invalidate,
  });
}

export function useFlag() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, ...flag }: TFlagRequest & { id: string }) =>
      api.post<null>(`${entryUrl(id)}/flags`, flag),
    onSuccess: invalidate,
  });
}

export function useModerate() {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, ...decision }: TModerationRequest & { id: string }) =>
      api.post<null>(`${entryUrl(id)}/moderation`, decision),
    onSuccess: invalidate,
  });
}

/** I have seen the topic up to `position`: its list stops marking it unread. */
export function useMarkTopicRead(topicId: string) {
  return useMutation({
    mutationFn: (position: number) => api.post<null>(`${topicUrl(topicId)}/read`, { position }),
  });
}
