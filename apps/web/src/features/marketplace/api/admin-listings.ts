import type { TAdminListingPage } from '@rewind/shared/admin-marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/features/marketplace/api/listings';

/**
 * The admin portal's listings of every state, by film words or the seller's username, active first. Under the
 * listings' key: a removal (useRemoveListing) refreshes it.
 */
export function useAdminListings(q: string, page: number) {
  return useQuery({
    queryKey: [...listingKeys.all, 'admin', q, page],
    queryFn: ({ signal }) =>
      api.get<TAdminListingPage>('/admin/listings', {
        query: { page, pageSize: 20, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
