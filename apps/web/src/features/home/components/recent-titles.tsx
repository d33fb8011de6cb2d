import { titleDetailPath } from '@rewind/shared/slug';
import { Film } from 'lucide-react';
import { Suspense } from 'react';
import { ComponentErrorBoundary } from '@/components/ui/component-error-boundary';
import { CoverCard, CoverCardSkeleton } from '@/components/ui/cover-card';
import { EmptyState } from '@/components/ui/empty-state';
import { RECENT_TITLES_LIMIT, useRecentTitles } from '@/features/home/api/get-recent-titles';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

function RecentTitlesGrid() {
  const { data } = useRecentTitles();
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Film}
        title="No titles yet"
        description="The shelves are empty. Once collectors add films to the catalogue, the newest arrivals show up here."
      />
    );
  }
  return (
    <ul className={GRID} data-testid="recent-titles">
      {data.items.map((title) => (
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

function RecentTitlesSkeleton() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading recently added titles">
      {Array.from({ length: RECENT_TITLES_LIMIT }, (_, index) => (
        <CoverCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function RecentTitles() {
  return (
    <ComponentErrorBoundary>
      <Suspense fallback={<RecentTitlesSkeleton />}>
        <RecentTitlesGrid />
      </Suspense>
    </ComponentErrorBoundary>
  );
}
