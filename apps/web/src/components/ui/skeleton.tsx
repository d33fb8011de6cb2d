import { cn } from '@/lib/cn';

/**
 * A placeholder block with a soft pulse; give it a size with className. `round` gives it fully rounded
 * ends: a pill, or a circle when it is square.
 */
export function Skeleton({ round = false, className }: { round?: boolean; className?: string }) {
  return (
    <div
      aria-hidden
      data-testid="skeleton"
      className={cn('animate-pulse bg-tape-800', round ? 'rounded-full' : 'rounded-md', className)}
    />
  );
}

/**
 * A list's loading state: `count` blocks of `blockClassName` in a `role="status"` container named `label`
 * (screen readers hear that it loads), laid out by `className` (a column by default).
 */
export function SkeletonBlocks({
  label,
  count,
  blockClassName,
  className = 'flex flex-col gap-2',
}: {
  label: string;
  count: number;
  blockClassName: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={blockClassName} />
      ))}
    </div>
  );
}
