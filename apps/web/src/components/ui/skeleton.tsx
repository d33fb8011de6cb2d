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
