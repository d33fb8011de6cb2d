import type {
  TBlogAdminList,
  TBlogDraft,
  TBlogPage,
  TBlogPost,
  TCreateBlogPost,
  TUpdateBlogPost,
} from '@rewind/shared/blog';
import { pageQueries } from '@rewind/shared/page-data';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number) => (page === 1 ? pageQueries.blogList().key : (['blog', 'list', page] as const)),
  post: (slug: string) => pageQueries.blogPost(slug).key,
  admin: ['blog', 'admin'] as const,
};

/** Published posts, newest first, a page at a time. */
export function useBlogPosts(page: number) {
  return useQuery({
    queryKey: blogKeys.list(page),
    queryFn: ({ signal }) => api.get<TBlogPage>('/blog', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api.get<TBlogPost>(`/blog/${encodeURIComponent(slug)}`, { signal }),
  });
}

/** Every post with its status and Markdown (the admin portal). */
export function useAdminBlogPosts() {
  return useQuery({
    queryKey: blogKeys.admin,
    queryFn: ({ signal }) => api.get<TBlogAdminList>('/admin/blog', { signal }),
  });
}

/** Writes a new post, or changes one when an id is given; the blog's pages read it afresh. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, post }: { id: string | null; post: TCreateBlogPost | TUpdateBlogPost }) =>
      id
        ? api.patch<TBlogDraft>(`/admin/blog/${encodeURIComponent(id)}`, post)
        : api.post<TBlogDraft>('/admin/blog', post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/blog/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
