import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads when it first opens, not with the page; from then on it stays
 * mounted, so it keeps its closing animation and state handling like a dialog that was always there.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
