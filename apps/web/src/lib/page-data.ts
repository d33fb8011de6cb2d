import { PAGE_DATA_ELEMENT_ID, type TPageData } from '@rewind/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';

/** The API answers the server embedded in the page (decision 008), or null for a page without any. */
export function readPageData(root: Document = document): TPageData | null {
  const text = root.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TPageData;
  } catch {
    return null; // a page without usable data loads as it did before
  }
}

/**
 * Puts a page's embedded answers into the query cache before the first render, under the keys the pages read:
 * the first view draws from them without asking the API again, in the browser and on the server alike.
 */
export function seedQueryClient(queryClient: QueryClient, data: TPageData | null | undefined): QueryClient {
  for (const { key, data: answer } of data?.queries ?? []) queryClient.setQueryData(key, answer);
  return queryClient;
}
