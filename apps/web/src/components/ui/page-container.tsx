import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

const WIDTHS = { wide: 'max-w-7xl', medium: 'max-w-5xl', narrow: 'max-w-2xl' } as const;

/** The page column: centred and padded; `wide` is as wide as the header. */
export function PageContainer({
  children,
  width = 'wide',
  className,
}: {
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-12', WIDTHS[width], className)}>
      {children}
    </div>
  );
}
