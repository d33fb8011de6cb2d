import type {
  TCreateListingRequest,
  TFilmForSale,
  TListingPage,
  TListingRemoval,
  TListingView,
  TSellersWithMyWants,
  TUpdateListingRequest,
} from '@rewind/shared/marketplace';
import type { TLanguageCode } from '@rewind/shared/languages';
import type {
  TAspectRatio,
  TCondition,
  TFormat,
  TListingSort,
  TRegion,
  TSaleType,
} from '@rewind/shared/options';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pageQueries } from '@rewind/shared/page-data';
import { api, apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/features/orders';

/** The list query /marketplace sends: what its URL holds. */
export type TListingFilters = {
  page?: number;
  pageSize?: number;
  q?: string;
  format?: TFormat;
  region?: TRegion;
  saleType?: TSaleType;
  aspectRatio?: TAspectRatio;
  audioLanguage?: TLanguageCode;
  minCondition?: TCondition;
  minPrice?: number;
  maxPrice?: number;
  sealed?: boolean;
  wanted?: boolean;
  /** Copies of one film, or of one release (a film's or a release's 'for sale' link). */
  film?: string;
  release?: string;
  sort?: TListingSort;
};

export const listingKeys = {
  all: ['listings'] as const,
  forSale: (titleId: string) => ['listings', 'for-sale', titleId] as const,
  removal: (id: string) => ['listings', 'removal', id] as const,
  list: (filters: TListingFilters) => pageQueries.listingList(filters).key,
  detail: (id: string) => pageQueries.listingDetail(id).key,
  ofSeller: (username: string, page: number) => pageQueries.sellerListings(username, page).key,
};

/** Any listing change: every list and page of listings, and the shelves that mark what is for sale. */
export const invalidateListings = (queryClient: QueryClient) =>
  Promise.all(
    [listingKeys.all, ['collection']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** A page of /marketplace; the previous page stays on screen while the next loads. */
export function useListings(filters: TListingFilters) {
  return useQuery({
    queryKey: listingKeys.list(filters),
    queryFn: ({ signal }) => api.get<TListingPage>(pageQueries.listingList(filters).path, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useListing(id: string) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => api.get<TListingView>(pageQueries.listingDetail(id).path, { signal }),
  });
}

/** A film's copies for sale now, by release; refetched with every listing change (under listingKeys.all). */
export function useFilmForSale(titleId: string) {
  return useQuery({
    queryKey: listingKeys.forSale(titleId),
    queryFn: ({ signal }) =>
      api.get<TFilmForSale>(`/titles/${encodeURIComponent(titleId)}/for-sale`, { signal }),
  });
}

export function useSellerListings(username: string, page: number) {
  return useQuery({
    queryKey: listingKeys.ofSeller(username, page),
    queryFn: ({ signal }) =>
      api.get<TListingPage>(pageQueries.sellerListings(username, page).path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The sellers whose listings match the most of my wants (the wantlist refetches it with itself). */
export function useSellersWithMyWants() {
  return useQuery({
    queryKey: ['wantlist', 'sellers'],
    queryFn: ({ signal }) => api.get<TSellersWithMyWants>('/me/wantlist/sellers', { signal }),
  });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateListingRequest) => api.post<TListingView>('/me/listings', input),
    onSettled: () => invalidateListings(queryClient),
  });
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateListingRequest) =>
      api.patch<TListingView>(`/listings/${encodeURIComponent(id)}`, input),
    onSettled: () => invalidateListings(queryClient),
  });
}

/** What removing a listing takes with it (its dialog, once open): the offers waiting, an order under way. */
export function useListingRemoval(id: string, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.removal(id),
    queryFn: ({ signal }) =>
      api.get<TListingRemoval>(`/listings/${encodeURIComponent(id)}/removal`, { signal }),
    enabled,
  });
}

export function useRemoveListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin removing someone else's listing says why; the seller sends no body.
    mutationFn: (reason?: string) =>
      apiRequest<{ message: string }>(`/listings/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        ...(reason ? { body: { reason } } : {}),
      }),
    // The offers waiting on it lapse with it.
    onSettled: () =>
      Promise.all([
        invalidateListings(queryClient),
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
      ]),
  });
}
