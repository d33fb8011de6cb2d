import { cn } from '@/lib/cn';

/** A placeholder block with a soft pulse; give it a size with className. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      data-testid="skeleton"
      className={cn('animate-pulse rounded-md bg-tape-800', className)}
    />
  );
}
