import { lazyComponent } from '@/components/ui/lazy-component';

// A part of a page for some, its code fetched when the page draws it (the page waits for it); a module of its own, so only its users hold it.
export const TradesTab = lazyComponent(() =>
  import('@/features/community/components/trades-tab').then((module) => module.TradesTab),
);
