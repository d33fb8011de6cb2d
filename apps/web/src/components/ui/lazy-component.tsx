import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';
import { PartLiveMark, usePartTakeOver } from '@/lib/page-live';

/*
 * The one way to draw a component whose code is fetched when it is first drawn, not with the page that holds
 * it (docs/architecture.md, Code loaded later; decision 048). Made once, at module level, where the component is
 * offered: a feature's `lazy/` module for what other features draw, else beside its user.
 *
 * - no options: no Suspense boundary of its own. The nearest boundary above waits for its code: the page's, for
 *   a part of a page that only some people see (the owner's settings), so a page the server drew with it is
 *   taken over, and marked usable, only once its code is there too (decisions 012, 021); or the caller's own,
 *   for a menu or a dropdown that shows something else meanwhile.
 * - `boundary: 'own'`: a small part for some ('Report', a buyer's offer), under a boundary of its own that shows
 *   nothing meanwhile, so the page never gives way to its loader; when the server drew it, the page stays
 *   `aria-disabled` until React owns the part too (`usePartTakeOver`): React drops a click on a part whose code
 *   has not come (decision 032).
 * - `drawnOnceOpened`: a dialog, drawn (and its code fetched) when it first opens; from then on it stays
 *   mounted, so it keeps its closing animation and state handling like a dialog that was always there. It has
 *   a boundary of its own, as above.
 *
 * `preload()` fetches the code ahead, on a pointer over or a focus on what opens it.
 */
type TLoad<P> = () => Promise<ComponentType<P>>;
export type TLazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyComponent<P extends { open: boolean }>(
  load: TLoad<P>,
  options: { drawnOnceOpened: true },
): TLazyComponent<P>;
export function lazyComponent<P extends object>(
  load: TLoad<P>,
  options?: { boundary: 'own' },
): TLazyComponent<P>;
export function lazyComponent<P extends object>(
  load: TLoad<P>,
  options: { boundary?: 'own'; drawnOnceOpened?: true } = {},
): TLazyComponent<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  if (!options.boundary && !options.drawnOnceOpened) return Object.assign(Lazy, { preload: load });

  function OwnBoundary(props: P) {
    const part = usePartTakeOver();
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        <PartLiveMark part={part} />
      </Suspense>
    );
  }
  if (!options.drawnOnceOpened) return Object.assign(OwnBoundary, { preload: load });

  function OnceOpened(props: P & { open?: boolean }) {
    const [hasOpened, setHasOpened] = useState(props.open === true);
    if (props.open && !hasOpened) setHasOpened(true);
    return hasOpened ? <OwnBoundary {...props} /> : null;
  }
  return Object.assign(OnceOpened, { preload: load });
}
