import { useEffect } from 'react';
import { createExternalStore } from '@/lib/external-store';

/*
 * Whether the first page is the app's yet. The server draws it (decision 012), and React takes it over once
 * the page's code has arrived. A click on it before then would be lost: React does not replay a click on
 * server-drawn content whose code is missing. Until then the page's region says it is not usable yet
 * (`aria-disabled`), which assistive technology announces and tools that wait for usable controls (the
 * browser tests) wait for. The header is the app's from the start; later pages are drawn by the app itself.
 */
const pageLive = createExternalStore(false, { serverValue: false });

export const useIsPageLive = pageLive.use;

/** Rendered with the page (or its error) inside its boundary: its effect runs once React owns the page. */
export function PageLiveMark() {
  useEffect(() => {
    if (!pageLive.get()) pageLive.set(true);
  }, []);
  return null;
}
