import type { TSpinnerSize } from '@rewind/shared/options';
import * as MSG from '@rewind/shared/texts';
import { cn } from '@/lib/cn';

const SIZES: Record<TSpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-[3px]',
  lg: 'size-10 border-4',
  xl: 'size-16 border-[5px]',
};

export type TSpinnerProps = {
  size?: TSpinnerSize;
  /** Accessible name; pass null when a visible text next to it already says it is loading. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'md', label = MSG.loading, className }: TSpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      data-testid="spinner"
      data-size={size}
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent border-b-magenta',
        SIZES[size],
        className,
      )}
    />
  );
}
