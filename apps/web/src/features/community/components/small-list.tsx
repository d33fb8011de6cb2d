import type { ReactNode } from 'react';
import { RetryPanel } from '@/components/ui/error-panel';
import { SkeletonBlocks } from '@/components/ui/skeleton';

/** A small list's states: error with retry, skeleton rows, a line when empty, else the rows. */
export function SmallList<T>({
  query,
  label,
  empty,
  children,
}: {
  query: { data: T[] | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <RetryPanel
        title={`${label} could not be loaded`}
        message={query.error!.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return <SkeletonBlocks label={`Loading ${label.toLowerCase()}`} count={3} blockClassName="h-10" />;
  }
  if (query.data.length === 0) return <p className="text-sm text-tape-400">{empty}</p>;
  return <ol className="flex flex-col divide-y divide-tape-700">{query.data.map(children)}</ol>;
}
