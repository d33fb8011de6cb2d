import { type ComponentType, lazy } from 'react';

/**
 * A part of a page that only some people see (the owner's settings on their profile): its code loads the first
 * time it is drawn, not with the page (decision 021). It has no Suspense boundary of its own, on purpose: the
 * page's boundary waits for it as for the page's own code, so a page the server drew with the part in it is
 * taken over, and marked usable, only once the part's code is there too (decision 012).
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
