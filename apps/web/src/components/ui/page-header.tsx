import type { ReactNode } from 'react';

export type TPageHeaderProps = {
  title: string;
  /** A short label above the title, printed like a tape label. */
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
};

export function PageHeader({ title, eyebrow, description, actions }: TPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 border-b border-tape-700 pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && (
          <p className="mb-2 inline-flex items-center gap-2 font-counter text-xl leading-none tracking-wider text-cyan uppercase">
            <span aria-hidden className="stripes-y inline-block h-3.5 w-1.5" />
            {eyebrow}
          </p>
        )}
        <h1 className="font-display text-3xl leading-tight break-words text-paper sm:text-4xl">{title}</h1>
        {description && (
          <div className="mt-2 max-w-2xl text-base leading-relaxed text-tape-300">{description}</div>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
