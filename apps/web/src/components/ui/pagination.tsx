import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';

export type TPaginationProps = {
  page: number;
  pageCount: number;
  /** The link of a page, e.g. the current URL with `page` replaced. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Previous / 'Page X of Y' / Next, as links so every page has its own URL. Hidden for a single page. */
export function Pagination({ page, pageCount, hrefFor, label = 'Pagination' }: TPaginationProps) {
  if (pageCount <= 1) return null;
  const linkClasses = buttonClasses({ variant: 'outline', size: 'sm' });
  const disabledClasses = buttonClasses({ variant: 'outline', size: 'sm', className: 'pointer-events-none' });
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClasses}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </span>
      )}
      <p className="font-counter text-xl leading-none text-tape-300" data-testid="page-indicator">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClasses}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
