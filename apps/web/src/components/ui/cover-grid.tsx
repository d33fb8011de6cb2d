import type { TTitleSummary } from '@rewind/shared/catalog';
import { titleDetailPath } from '@rewind/shared/slug';
import { CoverCard, CoverCardSkeleton } from '@/components/ui/cover-card';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';
// A column of GRID inside the page column (max-w-7xl, px-4 sm:px-6): its width over the gaps, per breakpoint.
const COLUMN_SIZES =
  '(min-width: 1280px) 192px, (min-width: 1024px) calc((100vw - 128px) / 6), ' +
  '(min-width: 768px) calc((100vw - 96px) / 4), (min-width: 640px) calc((100vw - 80px) / 3), ' +
  'calc((100vw - 48px) / 2)';
// The first row on a phone (two columns): the page's largest images above the fold.
const PRIORITY_COVERS = 2;

/** Titles as 2:3 cover-art boxes, linking to their film pages. */
export function CoverGrid({ titles, testId = 'title-grid' }: { titles: TTitleSummary[]; testId?: string }) {
  return (
    <ul className={GRID} data-testid={testId}>
      {titles.map((title, index) => (
        <li key={title.id}>
          <CoverCard
            to={titleDetailPath(title.slug)}
            title={title.title}
            year={title.year}
            imageUrl={title.coverImageUrl}
            sizes={COLUMN_SIZES}
            priority={index < PRIORITY_COVERS}
          />
        </li>
      ))}
    </ul>
  );
}

export function CoverGridSkeleton({ count, label = 'Loading titles' }: { count: number; label?: string }) {
  return (
    <div className={GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CoverCardSkeleton key={index} />
      ))}
    </div>
  );
}
