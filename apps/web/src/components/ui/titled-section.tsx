import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SIZES = {
  md: { gap: 'mb-4', heading: 'text-xl sm:text-2xl' },
  lg: { gap: 'mb-5', heading: 'text-2xl sm:text-3xl' },
};

/** A page section under a tape-counter label and a display heading, with an optional action at the right. */
export function TitledSection({
  id,
  label,
  title,
  action,
  size = 'lg',
  children,
}: {
  id: string;
  label: string;
  title: string;
  action?: ReactNode;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className={cn('flex items-end justify-between gap-4', SIZES[size].gap)}>
        <div>
          <p aria-hidden className="font-counter text-lg leading-none tracking-wider text-tape-400 uppercase">
            {label}
          </p>
          <h2 id={id} className={cn('mt-1 font-display text-paper', SIZES[size].heading)}>
            {title}
          </h2>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
