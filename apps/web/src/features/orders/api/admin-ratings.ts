import type { TAdminRatingPage } from '@rewind/shared/admin-marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The newest ratings of every seller, for the admin portal. Under the feedback's key: a removal refreshes it. */
export function useAdminRatings(page: number) {
  return useQuery({
    queryKey: ['feedback', 'admin', page],
    queryFn: ({ signal }) =>
      api.get<TAdminRatingPage>('/admin/ratings', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}
