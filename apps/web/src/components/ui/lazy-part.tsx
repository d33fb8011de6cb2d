import { type ComponentType, type JSX, lazy, Suspense } from 'react';
import { PartLiveMark, usePartTakeOver } from '@/lib/page-live';

/**
 * A small part of a page that only some callers see, often once the page's data has come ('Report', a buyer's
 * offer, a seller's offers, a rating's actions): its code loads the first time it is drawn, under a boundary of
 * its own that shows nothing meanwhile, so the page around it never gives way to the page's loader. When the
 * server drew it, the page stays `aria-disabled` until React owns the part too (`usePartTakeOver`): React drops
 * a click on a part whose code has not come. A larger part whose absence would change the page (the owner's
 * settings) is a lazySection instead (decision 021).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    const part = usePartTakeOver();
    return (
      <Suspense fallback={null}>
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
        <PartLiveMark part={part} />
      </Suspense>
    );
  };
}
