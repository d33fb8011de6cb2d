import type {
  TAdminCategories,
  TAdminCategory,
  TAdminTopicPage,
  TCategoryContents,
  TCategoryCreateRequest,
  TCategoryUpdateRequest,
} from '@rewind/shared/admin-forum';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { forumKeys } from '@/features/community/api/forum';

// The admin portal's Forum section. Its keys sit under the forum's, so that every forum
// write (a move, a lock) refreshes them, and every change here refreshes the forum's lists and counts.
const adminKeys = {
  categories: [...forumKeys.all, 'admin', 'categories'] as const,
  topics: (page: number) => [...forumKeys.all, 'admin', 'topics', page] as const,
};

const categoryUrl = (slug: string) => `/admin/forum/categories/${encodeURIComponent(slug)}`;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => api.get<TAdminCategories>('/admin/forum/categories', { signal }),
  });
}

/**
 * What deleting a category moves: its topics (hidden ones counted apart) and their replies. Its key is apart
 * from the forum's, so the delete's own refresh does not ask for the count of a category that is gone.
 */
export function useCategoryContents(slug: string) {
  return useQuery({
    queryKey: ['forum-category-contents', slug],
    queryFn: ({ signal }) => api.get<TCategoryContents>(`${categoryUrl(slug)}/contents`, { signal }),
  });
}

/** Every topic not deleted, hidden ones too, newest activity first. */
export function useAdminTopics(page: number) {
  return useQuery({
    queryKey: adminKeys.topics(page),
    queryFn: ({ signal }) =>
      api.get<TAdminTopicPage>('/admin/forum/topics', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useForumChange<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([forumKeys.all, ['admin']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreateCategory = () =>
  useForumChange((input: TCategoryCreateRequest) =>
    api.post<TAdminCategory>('/admin/forum/categories', input),
  );

export const useUpdateCategory = (slug: string) =>
  useForumChange((input: TCategoryUpdateRequest) => api.patch<TAdminCategory>(categoryUrl(slug), input));

export const useReorderCategories = () =>
  useForumChange((slugs: string[]) => api.put<TAdminCategories>('/admin/forum/categories/order', { slugs }));

export const useDeleteCategory = (slug: string) =>
  useForumChange((moveTo: string | undefined) =>
    apiRequest<null>(categoryUrl(slug), { method: 'DELETE', ...(moveTo ? { body: { moveTo } } : {}) }),
  );
