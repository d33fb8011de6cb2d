import { lazyComponent } from '@/components/ui/lazy-component';

// A part of a page for some, its code fetched when the page draws it (the page waits for it); a module of its own, so only its users hold it.
export const ChallengeList = lazyComponent(() =>
  import('@/features/community/components/challenge-list').then((module) => module.ChallengeList),
);
