import { PAGE_DATA_ELEMENT_ID, type TPageData } from '@rewind/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the API answers the server embedded in the page (decision 008) into the query cache before the first
 * render, under the keys the pages read: the first view draws from them without asking the API again.
 */
export function seedFromPageData(queryClient: QueryClient, root: Document = document): QueryClient {
  const text = root.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return queryClient;
  let data: TPageData;
  try {
    data = JSON.parse(text) as TPageData;
  } catch {
    return queryClient; // a page without usable data loads as it did before
  }
  for (const { key, data: answer } of data.queries ?? []) queryClient.setQueryData(key, answer);
  return queryClient;
}
