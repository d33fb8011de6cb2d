import type { TTitleDetail } from '@rewind/shared/catalog';
import { api } from '@/lib/api-client';

/** Has the server fetch a poster from a film database's image URL and store it as the film's cover. */
export function setPosterFromUrl(titleId: string, url: string): Promise<TTitleDetail> {
  return api.post<TTitleDetail>(`/titles/${encodeURIComponent(titleId)}/poster`, { url });
}
