import { cn } from '@/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type TEmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link to the next useful step. */
  action?: ReactNode;
  /** Less room above and below, e.g. inside a dialog or a section of a page. */
  compact?: boolean;
  className?: string;
};

export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  compact = false,
  className,
}: TEmptyStateProps) {
  return (
    <div
      data-testid="empty-state"
      className={cn(
        'relative flex flex-col items-center overflow-hidden rounded-xl border border-dashed border-tape-600 bg-tape-900/60 px-6 text-center',
        compact ? 'py-8' : 'py-12',
        className,
      )}
    >
      {Icon && (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full border border-tape-600 bg-tape-850 text-tape-300">
          <Icon aria-hidden className="size-7" />
        </div>
      )}
      <p className="font-display text-lg text-paper">{title}</p>
      {description && (
        <div className="mt-2 max-w-md text-sm leading-relaxed text-tape-300">{description}</div>
      )}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
