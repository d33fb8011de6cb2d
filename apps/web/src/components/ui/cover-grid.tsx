import type { TTitleSummary } from '@rewind/shared/catalog';
import { titleDetailPath } from '@rewind/shared/slug';
import { CoverCard, CoverCardSkeleton } from '@/components/ui/cover-card';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/** Titles as 2:3 cover-art boxes, linking to their film pages. */
export function CoverGrid({ titles, testId = 'title-grid' }: { titles: TTitleSummary[]; testId?: string }) {
  return (
    <ul className={GRID} data-testid={testId}>
      {titles.map((title) => (
        <li key={title.id}>
          <CoverCard
            to={titleDetailPath(title.slug)}
            title={title.title}
            year={title.year}
            imageUrl={title.coverImageUrl}
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
